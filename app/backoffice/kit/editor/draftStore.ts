/**
 * The editor kit's draft kept in the browser (issue 41), framework-free: an editor's unsaved work
 * per record, with the version it was based on, so a reload (or coming back later) brings it back
 * and a save still carries that version. An editor declares its store once with
 * `defineDraftStore({ prefix, isDoc, isVersion })`; the rules, proven by draftStore.test.ts:
 *
 * - `read` answers the stored draft, or null when there is none or it does not read as a draft of
 *   this editor: then it is ignored, never half-used. A draft kept by an earlier version of the
 *   editor is first brought up to today's shape by the editor's `upgrade`, where one is known.
 * - `open` is what an editor does as it opens a record: it answers the draft as `read` does, but
 *   a draft that still does not read (a shape no upgrade knows, a broken value) is moved aside
 *   under a key of its own, out of the way of the editor's next `write` (which would drop it the
 *   moment the editor showed the saved work), and the editor tells the person so.
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

/** What an editor finds in the browser as it opens a record. */
export type DraftOpening<D, V> =
  | { kind: 'none' }
  | { kind: 'draft'; draft: EditorDraft<D, V> }
  /**
   * A draft this editor could not read, moved out of the draft's place: `raw` is what was stored,
   * `keptAt` the key it is kept under now, or null when the browser would not keep it there.
   */
  | { kind: 'setAside'; raw: string; keptAt: string | null };

export interface DraftStore<D, V> {
  /** The storage key of a record's draft. */
  key(recordKey: string): string;
  /** A stored draft's text as a draft of this editor (upgraded from an older shape), or null. */
  parse(raw: string): EditorDraft<D, V> | null;
  read(storage: Pick<Storage, 'getItem'>, recordKey: string): EditorDraft<D, V> | null;
  /** The record's draft as the editor opens it; one it cannot read is set aside, not left to be dropped. */
  open(storage: DraftStorage, recordKey: string): DraftOpening<D, V>;
  /** Keeps `draft`, or forgets it when its work equals `saved`; false when the browser would not keep it. */
  write(storage: Pick<Storage, 'setItem' | 'removeItem'>, recordKey: string, draft: EditorDraft<D, V>, saved: D): boolean;
}

interface DraftStoreDefinition<D, V> {
  /** The storage key's start, one per editor, e.g. `klass.backoffice.pageDraft.` */
  prefix: string;
  isDoc: (value: unknown) => value is D;
  isVersion: (value: unknown) => value is V;
  /**
   * Brings a document an earlier version of the editor kept up to today's shape; anything it does
   * not recognise it answers as it was, for `isDoc` to judge.
   */
  upgrade?: (doc: unknown) => unknown;
}

export function defineDraftStore<D, V>({ prefix, isDoc, isVersion, upgrade = (doc) => doc }: DraftStoreDefinition<D, V>): DraftStore<D, V> {
  const key = (recordKey: string) => `${prefix}${recordKey}`;
  const parse = (raw: string): EditorDraft<D, V> | null => {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null || !('baseVersion' in parsed) || !('doc' in parsed)) return null;
      const { baseVersion } = parsed;
      const doc = upgrade(parsed.doc);
      return isVersion(baseVersion) && isDoc(doc) ? { baseVersion, doc } : null;
    } catch {
      return null;
    }
  };
  const read = (storage: Pick<Storage, 'getItem'>, recordKey: string) => {
    try {
      const raw = storage.getItem(key(recordKey));
      return raw === null ? null : parse(raw);
    } catch {
      return null;
    }
  };
  return {
    key,
    parse,
    read,
    open(storage, recordKey) {
      let raw: string | null;
      try {
        raw = storage.getItem(key(recordKey));
      } catch {
        return { kind: 'none' };
      }
      if (raw === null) return { kind: 'none' };
      const draft = parse(raw);
      if (draft) return { kind: 'draft', draft };
      // Each under its own key, so a second unreadable draft never replaces the first one kept.
      const keptAt = `${prefix}setAside.${recordKey}.${Date.now().toString(36)}`;
      try {
        storage.setItem(keptAt, raw);
        storage.removeItem(key(recordKey));
        return { kind: 'setAside', raw, keptAt };
      } catch {
        // No room for a second copy: the person still gets what was stored (the editor offers it).
        return { kind: 'setAside', raw, keptAt: null };
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
