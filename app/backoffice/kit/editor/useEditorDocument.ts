/**
 * The editor kit in React (issue 41): one document being edited, over the framework-free history
 * (editHistory.ts) and draft store (draftStore.ts). What every editor gets from it:
 * - undo / redo, a run of typing in one field as one step (`type` + `endTyping`), a gesture as one
 *   step (`gesture.begin`, `gesture.show` as it goes, `gesture.end`), the steps bounded;
 * - the draft kept in the browser at every change, with the version the work was based on, so a
 *   reload brings it back (`restored`); when the browser will not keep it, `draftKept` is false and
 *   the editor says a reload would lose the work; a draft it can no longer read (kept by an older
 *   editor, in a shape no upgrade knows) is set aside rather than dropped, and `setAside` says so
 *   (SetAsideDraftNotice tells the person and offers it as a file);
 * - the save through the kit's versioned save (kit/forms/useVersionedSave.ts): it carries the base
 *   version; a stale one is told (`problem === 'stale'`), the work stays on screen, the server's
 *   latest document is read aside (`latest`, to show what changed) and the next save goes over it
 *   knowingly, or the person takes the latest instead (`takeLatest`);
 * - the leave guard (kit/leave), asking before leaving only when leaving would lose work: unsaved
 *   work the browser could not keep (a draft that is kept comes back when the editor is opened again).
 */
import type { MutationMeta } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { copy } from '@app/shared/copy';
import type { AreaReading } from '../forms/saveOutcome';
import { useVersionedSave } from '../forms/useVersionedSave';
import { useLeaveGuard } from '../leave/useLeaveGuard';
import type { DraftStore } from './draftStore';
import { commitFrom, endTyping, recordStep, recordTyping, redo, sameContent, showOnly, startHistory, undo, type EditHistory } from './editHistory';

export interface EditorDocumentOptions<D, V, A, P extends string> {
  /** The record's key: one draft per record. */
  recordKey: string;
  /** What the server holds as the editor opens, and its version. */
  saved: D;
  version: V;
  drafts: DraftStore<D, V>;
  historyLimit?: number;
  /** Sends the document, based on `basedOn`. */
  send: (doc: D, basedOn: V) => Promise<A>;
  /** What the server holds once `sent` was saved (its answer may change a part, a file's address). */
  savedOf: (answer: A, sent: D) => D;
  versionOf: (answer: A) => V;
  /** After a save the server took (the screen's caches, a toast is the caller's own `save(onSaved)`). */
  onSaved?: (answer: A) => void;
  /** What the save changes, for the tab sync (`announces(...)`). */
  meta?: MutationMeta;
  /** The area's failures of its own (a refused layout, say). */
  area?: (error: unknown) => AreaReading<never, P> | null;
  /** The area's conflict code, and how to read the record as the server holds it now. */
  conflict: { code: string; latest: () => Promise<{ doc: D; version: V }> };
  /** The editor's live region: told when a step is undone or redone (by button or by key). */
  announce?: (message: string) => void;
}

interface DocumentState<D, V> {
  history: EditHistory<D>;
  /** The version the work on screen started from (kept with the draft). */
  baseVersion: V;
  /** What the server holds: the draft is forgotten when the work equals it. */
  saved: D;
  restored: boolean;
  /** The server's document read after a stale save, until the work is saved or replaced. */
  latest: D | null;
  /** A draft found as the editor opened that it could not read, set aside (until the person dismisses the notice). */
  setAside: SetAsideDraft | null;
}

/** A stored draft the editor could not read: its text, and the key it is kept under (null: not kept). */
export interface SetAsideDraft {
  raw: string;
  keptAt: string | null;
}

/**
 * The records whose draft the browser would not keep; written in an effect, read with
 * useSyncExternalStore. An editor keeping its own work (the curriculum's queue) notes it here too.
 */
const unkeptDrafts = new Set<string>();
const draftListeners = new Set<() => void>();
export function noteDraftKept(key: string, kept: boolean) {
  if (kept === !unkeptDrafts.has(key)) return;
  if (kept) unkeptDrafts.delete(key);
  else unkeptDrafts.add(key);
  for (const listener of draftListeners) listener();
}
function subscribeDrafts(listener: () => void) {
  draftListeners.add(listener);
  return () => void draftListeners.delete(listener);
}

/** False once the browser would not keep the record's draft (`noteDraftKept`): a reload would lose the work. */
export function useDraftKept(recordKey: string): boolean {
  return useSyncExternalStore(subscribeDrafts, () => !unkeptDrafts.has(recordKey));
}

function openDocument<D, V>(recordKey: string, saved: D, version: V, drafts: DraftStore<D, V>, limit?: number): DocumentState<D, V> {
  const opening = drafts.open(window.localStorage, recordKey);
  if (opening.kind === 'draft' && !sameContent(opening.draft.doc, saved)) {
    const { draft } = opening;
    return { history: startHistory(draft.doc, limit), baseVersion: draft.baseVersion, saved, restored: true, latest: null, setAside: null };
  }
  const setAside = opening.kind === 'setAside' ? { raw: opening.raw, keptAt: opening.keptAt } : null;
  return { history: startHistory(saved, limit), baseVersion: version, saved, restored: false, latest: null, setAside };
}

export function useEditorDocument<D, V, A, P extends string = never>(options: EditorDocumentOptions<D, V, A, P>) {
  const { recordKey, drafts, historyLimit, savedOf, conflict } = options;
  const [state, setState] = useState(() => openDocument(recordKey, options.saved, options.version, drafts, historyLimit));
  const gestureStart = useRef<D | null>(null);
  const doc = state.history.present;
  const dirty = !sameContent(doc, state.saved);

  useEffect(() => {
    noteDraftKept(recordKey, drafts.write(window.localStorage, recordKey, { baseVersion: state.baseVersion, doc }, state.saved));
  }, [recordKey, drafts, doc, state.baseVersion, state.saved]);
  const draftKept = useDraftKept(recordKey);

  const step = (move: (history: EditHistory<D>) => EditHistory<D>) => setState((current) => ({ ...current, history: move(current.history) }));

  const saving = useVersionedSave<D, A, V, never, P>({
    version: state.baseVersion,
    send: options.send,
    meta: options.meta,
    area: options.area,
    conflict: {
      code: conflict.code,
      latest: async () => {
        const fresh = await conflict.latest();
        setState((current) => ({ ...current, latest: fresh.doc }));
        return fresh.version;
      },
    },
    versionOf: options.versionOf,
    onSaved: (answer, sent) => {
      const saved = savedOf(answer, sent);
      // The work typed while the save was on its way stays; the sent work becomes what was saved.
      setState((current) => ({
        ...current,
        baseVersion: options.versionOf(answer),
        saved,
        restored: false,
        latest: null,
        history: sameContent(current.history.present, sent) ? { ...current.history, present: saved } : current.history,
      }));
      options.onSaved?.(answer);
    },
  });

  const leaveGuard = useLeaveGuard(dirty && !draftKept);

  return {
    doc,
    /** What the server holds. */
    saved: state.saved,
    dirty,
    /** The work came back from the browser's draft as the editor opened. */
    restored: state.restored,
    /** A draft the editor could not read as it opened, set aside rather than dropped; null otherwise. */
    setAside: state.setAside,
    /** The person has read the set-aside notice. */
    dismissSetAside: () => setState((current) => ({ ...current, setAside: null })),
    /** False when the browser would not keep the unsaved work (a reload would lose it). */
    draftKept,
    canUndo: state.history.past.length > 0,
    canRedo: state.history.future.length > 0,
    undo: () => {
      if (state.history.past.length === 0) return;
      step(undo);
      options.announce?.(copy.backofficeEditor.undone);
    },
    redo: () => {
      if (state.history.future.length === 0) return;
      step(redo);
      options.announce?.(copy.backofficeEditor.redone);
    },
    /** A change as one undo step. */
    change: (next: D) => step((history) => recordStep(history, next)),
    /** A keystroke in the text field `field`: consecutive ones there are one undo step. */
    type: (next: D, field: string) => step((history) => recordTyping(history, next, field)),
    /** A text field was left: typing there again is a new undo step. */
    endTyping: () => step(endTyping),
    /** A drag or another change made of many: shown as it goes, one undo step when it ends. */
    gesture: {
      begin: () => {
        gestureStart.current = doc;
      },
      show: (next: D) => step((history) => showOnly(history, next)),
      end: () => {
        const before = gestureStart.current;
        gestureStart.current = null;
        if (before !== null) step((history) => commitFrom(history, before));
      },
    },
    /** Back to what the server holds (one undo step, so it can be taken back). */
    discard: () => setState((current) => ({ ...current, restored: false, history: recordStep(current.history, current.saved) })),
    /** Saves the work; after a stale save, over the latest version (the person was told). */
    save: (onSaved?: () => void) => saving.save(doc, { onSaved }),
    saving: saving.pending,
    /** `'stale'`, `'failed'` or the area's own; null when the last save went through. */
    problem: saving.problem,
    /** After a stale save: the document as the server holds it now (null until read). */
    latest: state.latest,
    /**
     * After a stale save: the server's document replaces the work (the person chose so). False when
     * it could not be read: the work and the notice stay, for the editor to say so.
     */
    takeLatest: async (): Promise<boolean> => {
      let fresh: { doc: D; version: V };
      try {
        fresh = await conflict.latest();
      } catch {
        return false;
      }
      saving.startOver(fresh.version);
      setState((current) => ({ ...current, history: startHistory(fresh.doc, historyLimit), baseVersion: fresh.version, saved: fresh.doc, restored: false, latest: null }));
      return true;
    },
    /** Asks before leaving while leaving would lose work; draw `<LeaveGuardDialog guard={leaveGuard} />`. */
    leaveGuard,
  };
}
