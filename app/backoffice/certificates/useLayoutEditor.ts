/**
 * The layout editor's state in React (issue 32), over the framework-free rules of layoutEditing.ts:
 * the history (undo / redo, a drag as one step), the selected item, the draft kept in the
 * browser's storage at every change (so a reload brings the unsaved work back, with the version it
 * was based on), and the save — which sends that version, and on any failure keeps the layout on
 * screen and says why (a stale save says another save came first).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
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
  moveItem,
  newItem,
  readDraft,
  recordStep,
  redo,
  replaceItem,
  sameDoc,
  showOnly,
  startHistory,
  undo,
  writeDraft,
  type EditorDoc,
  type EditorHistory,
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

export function useLayoutEditor(detail: CertificateDetail) {
  const key = detail.certificateKey;
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => initialState(detail));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const dragStart = useRef<EditorDoc | null>(null);
  const doc = state.history.present;

  useEffect(() => {
    writeDraft(window.localStorage, key, { baseVersion: state.baseVersion, doc }, state.saved);
  }, [key, doc, state.baseVersion, state.saved]);

  const change = (next: EditorDoc) => setState((current) => ({ ...current, history: recordStep(current.history, next) }));
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
    dirty: !sameDoc(doc, state.saved),
    selected,
    select: setSelectedId,
    canUndo: state.history.past.length > 0,
    canRedo: state.history.future.length > 0,
    undo: () => setState((current) => ({ ...current, history: undo(current.history) })),
    redo: () => setState((current) => ({ ...current, history: redo(current.history) })),
    setName: (name: string) => change({ ...doc, name }),
    setTitle: (title: string) => change({ ...doc, title }),
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
    dragMove: (id: string, position: { x: number; y: number }) =>
      setState((current) => ({ ...current, history: showOnly(current.history, moveItem(current.history.present, id, position)) })),
    dragEnd: () => {
      const before = dragStart.current;
      dragStart.current = null;
      if (before) setState((current) => ({ ...current, history: commitFrom(current.history, before) }));
    },
    /** Back to what the server holds (one undo step, so it can be taken back). */
    discard: () => setState((current) => ({ ...current, restored: false, history: recordStep(current.history, current.saved) })),
    save: () => save.mutate({ doc, baseVersion: state.baseVersion }),
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
