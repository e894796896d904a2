/**
 * Every job kind and change-history record type, found from the areas' own declarations (issue
 * 37): each `admin<Area>Kinds.ts` of this folder (defineKinds.ts says how one is written), read
 * with import.meta.glob as the registry finds endpoints. The job and history contracts build their
 * zod enums from these lists, so a kind no area declares is refused by the schema as before; two
 * areas declaring one kind stop every entry at load (and areaKinds.test.ts).
 */
import {
  gatherAreaKinds,
  type AreaKinds,
  type DeclaredJobKind,
  type DeclaredRecordType,
  type JobKindDeclaration,
  type RecordTypeDeclaration,
} from './defineKinds';

const files = import.meta.glob<AreaKinds>('./admin*Kinds.ts', { eager: true, import: 'default' });

const gathered = gatherAreaKinds(files);

/** Every declared job kind, in the declaring files' order. */
export const declaredJobKinds = Object.keys(gathered.jobKinds) as DeclaredJobKind[];
export const declaredJobKindCapabilities = gathered.jobKinds as Readonly<Record<DeclaredJobKind, JobKindDeclaration>>;

/** Every declared record type, in the declaring files' order. */
export const declaredRecordTypes = Object.keys(gathered.recordTypes) as DeclaredRecordType[];
export const declaredRecordTypeAccess = gathered.recordTypes as Readonly<Record<DeclaredRecordType, RecordTypeDeclaration>>;
