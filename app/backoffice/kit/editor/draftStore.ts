/**
 * The editor kit's draft kept in the browser (issue 41), framework-free: an editor's unsaved work
 * per record, with the version it was based on, so a reload (or coming back later) brings it back
 * and a save still carries that version. An editor declares its store once with
 * `defineDraftStore({ prefix, isDoc, isVersion })`; the rules, proven by draftStore.test.ts:
 *
 * - `read` answers the stored draft, or null when there is none or it does not read as a draft of
 *   this editor (an older shape, a broken value): then it is ignored, never half-used.
 * - `write` keeps the draft, or forgets it when the work is what was saved. It answers false when
 *   the browser would not keep it (too large for its storage, or storage blocked): the work on
 *   screen stays, the editor says a reload would lose it, and the older draft it held is dropped so
 *   it cannot come back after a reload in place of this work.
 */
import { sameContent } from './editHistory';

/** Unsaved work of one record, with the version it was based on (a save sends it). */
export interface EditorDraft<D, V> {
  baseVersion: V;
  doc: D;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DraftStore<D, V> {
  /** The storage key of a record's draft. */
  key(recordKey: string): string;
  read(storage: Pick<Storage, 'getItem'>, recordKey: string): EditorDraft<D, V> | null;
  /** Keeps `draft`, or forgets it when its work equals `saved`; false when the browser would not keep it. */
  write(storage: Pick<Storage, 'setItem' | 'removeItem'>, recordKey: string, draft: EditorDraft<D, V>, saved: D): boolean;
}

interface DraftStoreDefinition<D, V> {
  /** The storage key's start, one per editor, e.g. `klass.backoffice.pageDraft.` */
  prefix: string;
  isDoc: (value: unknown) => value is D;
  isVersion: (value: unknown) => value is V;
}

export function defineDraftStore<D, V>({ prefix, isDoc, isVersion }: DraftStoreDefinition<D, V>): DraftStore<D, V> {
  const key = (recordKey: string) => `${prefix}${recordKey}`;
  return {
    key,
    read(storage, recordKey) {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(key(recordKey)) ?? 'null');
        if (typeof parsed !== 'object' || parsed === null || !('baseVersion' in parsed) || !('doc' in parsed)) return null;
        const { baseVersion, doc } = parsed;
        return isVersion(baseVersion) && isDoc(doc) ? { baseVersion, doc } : null;
      } catch {
        return null;
      }
    },
    write(storage, recordKey, draft, saved) {
      try {
        if (sameContent(draft.doc, saved)) storage.removeItem(key(recordKey));
        else storage.setItem(key(recordKey), JSON.stringify(draft));
        return true;
      } catch {
        try {
          storage.removeItem(key(recordKey));
        } catch {
          // Storage blocked altogether: nothing stored, nothing stale.
        }
        return false;
      }
    },
  };
}

/** A version that is a whole number (most records' `version`). */
export const isWholeVersion = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
