/**
 * The layout editor's state in React (issue 32), over the framework-free rules of layoutEditing.ts:
 * the history (undo / redo, a drag as one step, a run of typing in one field as one step), the
 * selected item, a drag's snapping guides, the draft kept in the browser's storage at every change
 * (so a reload brings the unsaved work back, with the version it was based on; when the browser
 * will not keep it, the editor is told so), and the save — which sends that version, and on any failure keeps the layout on
 * screen and says why (a stale save says another save came first).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { CertificateDetail } from '@app/shared/api/contract/adminCertificate';
import { certificateErrorCodes } from '@app/shared/api/contract/adminCertificateRules';
import type { CertificateKey, CertificateLayoutItem } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { nudgeItem, type NudgeDirection } from '@app/shared/lib/certificates/sheetGeometry';
import { adminCertificateKeys, certificateQuery, learnerCertificatesArea, saveCertificateLayout } from './certificateApi';
import {
  commitFrom,
  endTyping,
  moveItem,
  newItem,
  noGuides,
  readDraft,
  recordStep,
  recordTyping,
  redo,
  replaceItem,
  sameDoc,
  showOnly,
  snapMove,
  startHistory,
  undo,
  writeDraft,
  type EditorDoc,
  type EditorHistory,
  type SnapGuides,
} from './layoutEditing';

const text = copy.backofficeCertificates;

function docOf(detail: CertificateDetail): EditorDoc {
  return {
    name: detail.name,
    title: detail.title,
    template: { url: detail.templateImageUrl, fileId: null },
    layout: detail.layout ?? [],
  };
}

interface EditorState {
  history: EditorHistory;
  /** The version the work on screen is based on (a save sends it). */
  baseVersion: number;
  /** What the server holds: the draft is forgotten when the work equals it. */
  saved: EditorDoc;
  restored: boolean;
}

function initialState(detail: CertificateDetail): EditorState {
  const saved = docOf(detail);
  const draft = readDraft(window.localStorage, detail.certificateKey);
  if (draft && !sameDoc(draft.doc, saved)) {
    return { history: startHistory(draft.doc), baseVersion: draft.baseVersion, saved, restored: true };
  }
  return { history: startHistory(saved), baseVersion: detail.version, saved, restored: false };
}

let nextItemNumber = 0;

/**
 * The certificates whose draft the browser would not keep. The draft is written in an effect (after
 * each change is on screen); the editor reads this through useSyncExternalStore.
 */
const unkeptDrafts = new Set<string>();
const draftListeners = new Set<() => void>();
function noteDraftKept(key: string, kept: boolean) {
  if (kept === !unkeptDrafts.has(key)) return;
  if (kept) unkeptDrafts.delete(key);
  else unkeptDrafts.add(key);
  for (const listener of draftListeners) listener();
}
function subscribeDrafts(listener: () => void) {
  draftListeners.add(listener);
  return () => void draftListeners.delete(listener);
}

export function useLayoutEditor(detail: CertificateDetail) {
  const key = detail.certificateKey;
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => initialState(detail));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [guides, setGuides] = useState<SnapGuides>(noGuides);
  const dragStart = useRef<EditorDoc | null>(null);
  const doc = state.history.present;

  useEffect(() => {
    noteDraftKept(key, writeDraft(window.localStorage, key, { baseVersion: state.baseVersion, doc }, state.saved));
  }, [key, doc, state.baseVersion, state.saved]);
  const draftKept = useSyncExternalStore(subscribeDrafts, () => !unkeptDrafts.has(key));

  const change = (next: EditorDoc) => setState((current) => ({ ...current, history: recordStep(current.history, next) }));
  /** A keystroke in the text field `field`: consecutive ones there are one undo step. */
  const typeInto = (next: EditorDoc, field: string) =>
    setState((current) => ({ ...current, history: recordTyping(current.history, next, field) }));
  const selected = doc.layout.find((item) => item.id === selectedId) ?? null;

  const save = useMutation({
    mutationFn: (work: { doc: EditorDoc; baseVersion: number }) =>
      saveCertificateLayout(key, {
        version: work.baseVersion,
        name: work.doc.name,
        title: work.doc.title,
        templateFileId: work.doc.template.fileId,
        layout: work.doc.layout,
      }),
    meta: announces(adminCertificateKeys.all, learnerCertificatesArea),
    onSuccess: (savedDetail, work) => {
      queryClient.setQueryData(adminCertificateKeys.certificate(key), savedDetail);
      void queryClient.invalidateQueries({ queryKey: adminCertificateKeys.list() });
      // The saved template is now the server's URL; the work after it (typed meanwhile) stays.
      const saved: EditorDoc = { ...work.doc, template: { url: savedDetail.templateImageUrl, fileId: null } };
      setState((current) => ({
        ...current,
        baseVersion: savedDetail.version,
        saved,
        restored: false,
        history: sameDoc(current.history.present, work.doc) ? { ...current.history, present: saved } : current.history,
      }));
    },
  });

  const saveError = save.error;
  const saveProblem = !saveError
    ? null
    : isApiError(saveError) && saveError.code === certificateErrorCodes.certificateVersionConflict.code
      ? { kind: 'conflict' as const, message: text.saveConflict }
      : isApiError(saveError) && saveError.status === 400
        ? { kind: 'invalid' as const, message: text.saveInvalid }
        : { kind: 'failed' as const, message: text.saveFailed };

  return {
    doc,
    saved: state.saved,
    restored: state.restored,
    /** False when the browser would not keep the unsaved work (a reload would lose it). */
    draftKept,
    dirty: !sameDoc(doc, state.saved),
    selected,
    select: setSelectedId,
    canUndo: state.history.past.length > 0,
    canRedo: state.history.future.length > 0,
    undo: () => setState((current) => ({ ...current, history: undo(current.history) })),
    redo: () => setState((current) => ({ ...current, history: redo(current.history) })),
    setName: (name: string) => typeInto({ ...doc, name }, 'name'),
    setTitle: (title: string) => typeInto({ ...doc, title }, 'title'),
    /** An item's typed field (its words, a number): `field` tells one field's keystrokes from another's. */
    typeItem: (item: CertificateLayoutItem, field: string) => typeInto(replaceItem(doc, item), `${item.id}:${field}`),
    /** A text field was left: typing there again is a new undo step. */
    endTyping: () => setState((current) => ({ ...current, history: endTyping(current.history) })),
    setTemplate: (url: string, fileId: string) => change({ ...doc, template: { url, fileId } }),
    updateItem: (item: CertificateLayoutItem) => change(replaceItem(doc, item)),
    nudge: (item: CertificateLayoutItem, direction: NudgeDirection, shift: boolean) => {
      const moved = nudgeItem(item, direction, shift);
      change(replaceItem(doc, moved));
      return moved;
    },
    addItem: (itemKey: CertificateKey) => {
      nextItemNumber += 1;
      const item = newItem(itemKey, `item-${itemKey}-${Date.now().toString(36)}-${nextItemNumber}`, text.freeTextDefault);
      change({ ...doc, layout: [...doc.layout, item] });
      setSelectedId(item.id);
    },
    removeItem: (item: CertificateLayoutItem) => {
      change({ ...doc, layout: doc.layout.filter((each) => each.id !== item.id) });
      setSelectedId(null);
    },
    /** A drag: the moves are shown at once and become one undo step when it ends. */
    dragStart: () => {
      dragStart.current = doc;
    },
    /** A drag's move; with `snap`, onto a guide within a few pixels (the guides are drawn meanwhile). */
    dragMove: (id: string, position: { x: number; y: number }, snap: boolean) => {
      const moved = snap ? snapMove(doc, id, position) : { doc: moveItem(doc, id, position), guides: noGuides };
      setGuides(moved.guides);
      setState((current) => ({ ...current, history: showOnly(current.history, moved.doc) }));
    },
    guides,
    dragEnd: () => {
      const before = dragStart.current;
      dragStart.current = null;
      setGuides(noGuides);
      if (before) setState((current) => ({ ...current, history: commitFrom(current.history, before) }));
    },
    /** Back to what the server holds (one undo step, so it can be taken back). */
    discard: () => setState((current) => ({ ...current, restored: false, history: recordStep(current.history, current.saved) })),
    /** `onSaved` runs once the server has the layout, while the editor is still open. */
    save: (onSaved?: () => void) => save.mutate({ doc, baseVersion: state.baseVersion }, { onSuccess: onSaved }),
    saving: save.isPending,
    saveProblem,
    /** After a stale save: the server's certificate replaces the work (the person chose so). */
    reloadSaved: async () => {
      const fresh = await queryClient.fetchQuery({ ...certificateQuery(key), staleTime: 0 });
      save.reset();
      setState({ history: startHistory(docOf(fresh)), baseVersion: fresh.version, saved: docOf(fresh), restored: false });
    },
  };
}

export type LayoutEditorApi = ReturnType<typeof useLayoutEditor>;
