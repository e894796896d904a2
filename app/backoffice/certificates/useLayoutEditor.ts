/**
 * The layout editor's state in React (issue 32), on the editor kit (app/backoffice/kit/editor/,
 * issue 41) and the certificate's own rules (layoutEditing.ts): the kit keeps the history (undo /
 * redo, a drag as one step, a run of typing in one field as one step), the draft kept in the
 * browser at every change (a reload brings the unsaved work back, with the version it was based
 * on; when the browser will not keep it, the editor is told so), the save carrying that version
 * (a stale one is told, the layout stays, and the next save goes over the latest knowingly or the
 * saved one is taken instead) and the leave guard; this adds the selected item, a drag's snapping
 * guides, and the items' own changes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { CertificateDetail } from '@app/shared/api/contract/adminCertificate';
import { certificateErrorCodes } from '@app/shared/api/contract/adminCertificateRules';
import type { CertificateKey, CertificateLayoutItem } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { nudgeItem, type NudgeDirection } from '@app/shared/lib/certificates/sheetGeometry';
import { announces } from '@app/shared/sync/querySync';
import { useEditorDocument } from '../kit/editor/useEditorDocument';
import { adminCertificateKeys, certificateQuery, learnerCertificatesArea, saveCertificateLayout } from './certificateApi';
import { certificateDrafts, moveItem, newItem, noGuides, replaceItem, snapMove, type EditorDoc, type SnapGuides } from './layoutEditing';

const text = copy.backofficeCertificates;

function docOf(detail: CertificateDetail): EditorDoc {
  return {
    name: detail.name,
    title: detail.title,
    template: { url: detail.templateImageUrl, fileId: null },
    layout: detail.layout ?? [],
  };
}

let nextItemNumber = 0;

export function useLayoutEditor(detail: CertificateDetail) {
  const key = detail.certificateKey;
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [guides, setGuides] = useState<SnapGuides>(noGuides);

  const editor = useEditorDocument({
    recordKey: key,
    saved: docOf(detail),
    version: detail.version,
    drafts: certificateDrafts,
    send: (doc, version) =>
      saveCertificateLayout(key, { version, name: doc.name, title: doc.title, templateFileId: doc.template.fileId, layout: doc.layout }),
    // The saved template is now the server's address.
    savedOf: (savedDetail, sent) => ({ ...sent, template: { url: savedDetail.templateImageUrl, fileId: null } }),
    versionOf: (savedDetail) => savedDetail.version,
    onSaved: (savedDetail) => {
      queryClient.setQueryData(adminCertificateKeys.certificate(key), savedDetail);
      void queryClient.invalidateQueries({ queryKey: adminCertificateKeys.list() });
    },
    meta: announces(adminCertificateKeys.all, learnerCertificatesArea),
    area: (error) => (isApiError(error) && error.status === 400 ? { problem: 'invalid' as const } : null),
    conflict: {
      code: certificateErrorCodes.certificateVersionConflict.code,
      latest: async () => {
        const fresh = await queryClient.fetchQuery({ ...certificateQuery(key), staleTime: 0 });
        return { doc: docOf(fresh), version: fresh.version };
      },
    },
  });
  const { doc, change } = editor;

  return {
    ...editor,
    selected: doc.layout.find((item) => item.id === selectedId) ?? null,
    select: setSelectedId,
    setName: (name: string) => editor.type({ ...doc, name }, 'name'),
    setTitle: (title: string) => editor.type({ ...doc, title }, 'title'),
    /** An item's typed field (its words, a number): `field` tells one field's keystrokes from another's. */
    typeItem: (item: CertificateLayoutItem, field: string) => editor.type(replaceItem(doc, item), `${item.id}:${field}`),
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
    dragStart: editor.gesture.begin,
    /** A drag's move; with `snap`, onto a guide within a few pixels (the guides are drawn meanwhile). */
    dragMove: (id: string, position: { x: number; y: number }, snap: boolean) => {
      const moved = snap ? snapMove(doc, id, position) : { doc: moveItem(doc, id, position), guides: noGuides };
      setGuides(moved.guides);
      editor.gesture.show(moved.doc);
    },
    guides,
    dragEnd: () => {
      setGuides(noGuides);
      editor.gesture.end();
    },
  };
}

export type LayoutEditorApi = ReturnType<typeof useLayoutEditor>;
