/**
 * How an area declares its job kinds and change-history record types (issue 37 "Nothing central
 * left to edit"): in a schema-free `admin<Area>Kinds.ts` beside its contract, with what the
 * contract and the mock need of each — a job kind's capabilities, a record type's permission —
 * and no words (the contract never imports the copy; the words sit beside the area's screens,
 * app/backoffice/<area>/kinds.ts). areaKinds.ts finds every such file, so a new area edits
 * nothing central:
 *
 *   const kinds = defineAreaKinds({
 *     jobKinds: { COUPON_ISSUE: { stoppable: true, itemActions: true } },
 *     recordTypes: { COUPON: { permission: 'COUPON' } },
 *   });
 *   export default kinds;
 *   declare module './defineKinds' {
 *     interface DeclaredJobKinds extends KindsIn<typeof kinds.jobKinds> {}
 *     interface DeclaredRecordTypes extends KindsIn<typeof kinds.recordTypes> {}
 *   }
 *
 * The two interfaces are completed by declaration merging (as the mock's `MockCollections`), so
 * `JobKind` and `HistoryRecordType` stay closed unions: a kind no area declares does not compile.
 */
import type { OperatorPermission } from './permissions';

/** What a job of the kind supports beyond cancel and retry (backoffice.md §4). */
export interface JobKindDeclaration {
  /** A sending or assigning job can be paused part-way; an export or an upload cannot. */
  readonly stoppable: boolean;
  /** Its items can be retried or cancelled one by one (they are items a person picked). */
  readonly itemActions: boolean;
}

export interface RecordTypeDeclaration {
  /** The operator permission whose holder sees its changes; null: any operator (a job). */
  readonly permission: OperatorPermission | null;
}

export interface AreaKinds {
  readonly jobKinds?: Readonly<Record<string, JobKindDeclaration>>;
  readonly recordTypes?: Readonly<Record<string, RecordTypeDeclaration>>;
}

/** Each area's job kinds, merged in by the area's own file. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- completed by declaration merging
export interface DeclaredJobKinds {}
/** Each area's record types, merged in by the area's own file. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- completed by declaration merging
export interface DeclaredRecordTypes {}

/** The kinds a declaration names, as an interface may extend: `{ COUPON_ISSUE: true }`. */
export type KindsIn<T> = { readonly [K in keyof NonNullable<T>]: true };

export type DeclaredJobKind = keyof DeclaredJobKinds & string;
export type DeclaredRecordType = keyof DeclaredRecordTypes & string;

export function defineAreaKinds<const T extends AreaKinds>(kinds: T): T {
  return kinds;
}

/** Every area's kinds together; a kind declared by two files is an error naming both. */
export interface GatheredKinds {
  readonly jobKinds: Readonly<Record<string, JobKindDeclaration>>;
  readonly recordTypes: Readonly<Record<string, RecordTypeDeclaration>>;
}

function gatherOne<D>(files: ReadonlyArray<readonly [string, Readonly<Record<string, D>> | undefined]>, what: string): Record<string, D> {
  const declaredIn = new Map<string, string>();
  const all: Record<string, D> = {};
  for (const [file, declarations] of files) {
    for (const [kind, declaration] of Object.entries(declarations ?? {})) {
      const earlier = declaredIn.get(kind);
      if (earlier !== undefined) throw new Error(`${what} ${kind} is declared twice: in ${earlier} and in ${file}`);
      declaredIn.set(kind, file);
      all[kind] = declaration;
    }
  }
  return all;
}

/** Merges the areas' declarations (by file name, in a stable order). Pure, so the rule has a test. */
export function gatherAreaKinds(files: Readonly<Record<string, AreaKinds>>): GatheredKinds {
  const entries = Object.entries(files).sort(([a], [b]) => a.localeCompare(b));
  return {
    jobKinds: gatherOne(entries.map(([file, kinds]) => [file, kinds.jobKinds] as const), 'job kind'),
    recordTypes: gatherOne(entries.map(([file, kinds]) => [file, kinds.recordTypes] as const), 'history record type'),
  };
}
