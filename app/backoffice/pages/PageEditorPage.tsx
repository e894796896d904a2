/**
 * `/admin/pages/:pageKey` (backoffice.md §2 "Page editor: home and additional pages, drafts,
 * publish history"; issue 41): a page's manuscript as a list of modules — add one of the twelve
 * kinds, set it in its form, move it by keyboard, duplicate, delete —, its header menu, a preview
 * at 360 and 1280 px with the learner site's own components, publishing as a numbered
 * publication, and the publications with view and restore. The work autosaves with its version a
 * moment after each change and is kept in the browser at once (a reload brings it back); a save
 * based on a stale version keeps the work, says what changed and offers to re-apply it on the
 * latest or to save it over; undo / redo by buttons and Ctrl+Z / Ctrl+Shift+Z. All of the
 * history, draft and save is the editor kit's (kit/editor/).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { Dialog } from '@ds/components/Dialog';
import { ErrorState } from '@ds/components/ErrorState';
import { Select } from '@ds/components/Select';
import { Skeleton } from '@ds/components/Skeleton';
import { useToast } from '@ds/components/Toast';
import { useFocusAfterRender } from '@ds/lib/useFocusAfterRender';
import { vars } from '@ds/tokens/vars';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { PageDetail } from '@app/shared/api/contract/adminPage';
import { pageErrorCodes } from '@app/shared/api/contract/adminPageRules';
import { moduleKinds, pagePathOf, type ModuleKind } from '@app/shared/api/contract/pageModules';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../access/areas';
import { LiveAnnouncement, useAnnouncer } from '../kit/editor/LiveAnnouncement';
import { SetAsideDraftNotice } from '../kit/editor/SetAsideDraftNotice';
import { useUndoShortcuts } from '../kit/editor/useUndoShortcuts';
import { LeaveGuardDialog } from '../kit/leave/LeaveGuardDialog';
import { AdminPage } from '../shell/AdminPage';
import { MenuEditor } from './MenuEditor';
import { ModuleForm } from './ModuleForm';
import { ModuleList } from './ModuleList';
import { PageNameDialog } from './PageNameDialog';
import { PagePreview } from './PagePreview';
import { adminPageKeys, deletePage, pageChanges, pageQuery } from './pageApi';
import { changedModules, pageDrafts } from './pageEditing';
import { pagesPath } from './paths';
import { PublicationsPanel } from './PublicationsPanel';
import { usePageEditor } from './usePageEditor';

const text = copy.backofficePages;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const Notices = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[4]};
  p { margin: 0; }
`;

const Layout = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: start;
  @media (max-width: 1024px) { grid-template-columns: minmax(0, 1fr); }
  > section { display: grid; gap: ${vars.space[3]}; }
  h2 { margin: 0; font-size: ${vars.font.sizeLg}; }
`;

const Adder = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space[2]};
  > :first-child { flex: 1 1 12rem; }
`;

const Status = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

function StaleNotice({ editor }: { editor: ReturnType<typeof usePageEditor> }) {
  const toast = useToast();
  const latest = editor.latest;
  const changes = latest ? changedModules(editor.saved, latest) : null;
  return (
    <Alert
      tone="warning"
      title={text.staleTitle}
      action={
        <Actions>
          <Button
            size="sm"
            onClick={() =>
              void editor.reapplyOnLatest().then((done) => toast.show(done ? text.reapplied : text.reapplyFailed))
            }
          >
            {text.reapply}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => editor.save()}>
            {text.overwrite}
          </Button>
        </Actions>
      }
    >
      <p>{text.staleBody}</p>
      {changes ? (
        <p>
          {text.staleChanges(changes.added, changes.removed, changes.changed)}
          {changes.moved && ` ${text.staleMoved}`}
          {changes.menu && ` ${text.staleMenu}`}
        </p>
      ) : (
        <p>{text.staleReading}</p>
      )}
    </Alert>
  );
}

function Editor({ detail, onRestored }: { detail: PageDetail; onRestored: (detail: PageDetail) => void }) {
  const announcer = useAnnouncer();
  const editor = usePageEditor(detail, announcer);
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState<ModuleKind>('MultiBanner');
  const [previewing, setPreviewing] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const formBox = useRef<HTMLDivElement>(null);
  const focusWhenDrawn = useFocusAfterRender();
  useUndoShortcuts(editor);

  /** A new module opens its form with the focus on its first field (the live region says it was added). */
  const add = () => {
    const { id } = editor.addModule(adding);
    setSelectedId(id);
    focusWhenDrawn(() => formBox.current?.querySelector<HTMLElement>(`[data-module-form="${id}"] :is(input, select, textarea)`));
  };

  const remove = useMutation({
    mutationFn: () => deletePage(detail.pageKey),
    meta: announces(...pageChanges),
    onSuccess: () => {
      pageDrafts.write(window.localStorage, detail.pageKey, { baseVersion: detail.manuscriptVersion, doc: editor.saved }, editor.saved);
      queryClient.removeQueries({ queryKey: adminPageKeys.page(detail.pageKey) });
      toast.show(text.deleted(detail.title));
      void navigate(pagesPath());
    },
    onError: (error) =>
      toast.show(isApiError(error) && error.code === pageErrorCodes.pageHomeUndeletable.code ? text.homeUndeletable : text.deleteFailed),
  });

  const selected = editor.doc.modules.find((module) => module.id === selectedId) ?? null;
  const outcome = editor.publishOutcome;
  const status = editor.saving ? text.savingState : editor.dirty ? text.unsavedState : text.savedState;

  return (
    <AdminPage
      title={text.editorTitle(detail.title)}
      area={areaById('PAGE')}
      description={text.editorIntro(detail.slug === null ? null : pagePathOf(detail.slug))}
      actions={
        <Actions>
          <Button variant="secondary" onClick={editor.undo} disabled={!editor.canUndo}>
            {text.undo}
          </Button>
          <Button variant="secondary" onClick={editor.redo} disabled={!editor.canRedo}>
            {text.redo}
          </Button>
          <Button variant="secondary" onClick={() => setPreviewing(true)}>
            {text.preview}
          </Button>
          <Button variant="secondary" onClick={() => setRenaming(true)}>
            {text.rename}
          </Button>
          {detail.type !== 'HOME' && (
            <Button variant="ghost" onClick={() => setDeleting(true)}>
              {text.delete}
            </Button>
          )}
          <Button onClick={editor.publish} loading={editor.publishing}>
            {editor.publishing ? text.publishing : text.publish}
          </Button>
        </Actions>
      }
    >
      <Notices>
        <Status role="status" data-testid="save-status">
          {status}
        </Status>
        {editor.dirty && !editor.draftKept && <Alert tone="warning">{text.draftTooLarge}</Alert>}
        {editor.setAside && <SetAsideDraftNotice draft={editor.setAside} name={detail.title} onClose={editor.dismissSetAside} />}
        {editor.restored && (
          <Alert tone="info" action={<Button size="sm" variant="secondary" onClick={editor.discard}>{text.discardDraft}</Button>}>
            {text.draftRestored}
          </Alert>
        )}
        {detail.restoredFrom !== null && !editor.dirty && <Alert tone="info">{text.restoredNote(detail.restoredFrom)}</Alert>}
        {editor.problem === 'stale' && <StaleNotice editor={editor} />}
        {editor.problem === 'failed' && (
          <Alert tone="danger" action={<Button size="sm" variant="secondary" onClick={() => editor.save()}>{text.saveRetry}</Button>}>
            {text.saveFailed}
          </Alert>
        )}
        {outcome?.kind === 'published' && <Alert tone="success">{text.published(outcome.version)}</Alert>}
        {outcome?.kind === 'blocked' && <Alert tone="danger">{text.publishBlocked(outcome.problems)}</Alert>}
        {outcome?.kind === 'stale' && <Alert tone="danger">{text.publishStale}</Alert>}
        {outcome?.kind === 'failed' && <Alert tone="danger">{text.publishFailed}</Alert>}
      </Notices>
      <Layout>
        <section aria-labelledby="modules-heading">
          <h2 id="modules-heading">{text.modulesSection}</h2>
          <ModuleList editor={editor} selectedId={selectedId} onSelect={setSelectedId} />
          <Adder>
            <Select
              label={text.addKind}
              value={adding}
              options={moduleKinds.map((kind) => ({ value: kind, label: text.kindNames[kind] }))}
              onChange={(event) => setAdding(moduleKinds.find((kind) => kind === event.target.value) ?? 'MultiBanner')}
            />
            <Button variant="secondary" onClick={add}>
              {text.addModule}
            </Button>
          </Adder>
        </section>
        <div ref={formBox}>{selected ? <ModuleForm key={selected.id} editor={editor} module={selected} showAll={outcome?.kind === 'blocked'} /> : <p>{text.formEmpty}</p>}</div>
      </Layout>
      <Layout>
        <MenuEditor editor={editor} showAll={outcome?.kind === 'blocked'} />
        <PublicationsPanel pageKey={detail.pageKey} currentVersion={editor.currentVersion} onRestored={onRestored} />
      </Layout>
      <LiveAnnouncement announcer={announcer} />
      <LeaveGuardDialog guard={editor.leaveGuard} />
      {previewing && (
        <Dialog open size="lg" title={text.previewTitle} description={text.previewIntro} onClose={() => setPreviewing(false)}>
          <PagePreview modules={editor.doc.modules} />
        </Dialog>
      )}
      {renaming && <PageNameDialog page={detail} onClose={() => setRenaming(false)} />}
      {deleting && (
        <ConfirmDialog
          open
          tone="danger"
          title={text.deleteTitle(detail.title)}
          submitLabel={text.deleteSubmit}
          submitting={remove.isPending}
          onCancel={() => setDeleting(false)}
          onSubmit={() => remove.mutate()}
        >
          {text.deleteBody}
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}

export function PageEditorPage() {
  const { pageKey = '' } = useParams();
  const page = useQuery(pageQuery(pageKey));
  // A restore replaces the manuscript: the editor starts again from it (a new history and draft).
  const [generation, setGeneration] = useState(0);
  const detail = page.data;
  if (detail) {
    return (
      <Editor
        key={`${detail.pageKey}:${generation}`}
        detail={detail}
        onRestored={(restored) => {
          // The draft of the work it replaced is forgotten, so it does not come back over the restored one.
          pageDrafts.write(window.localStorage, restored.pageKey, { baseVersion: restored.manuscriptVersion, doc: restored.manuscript }, restored.manuscript);
          setGeneration((current) => current + 1);
        }}
      />
    );
  }
  return (
    <AdminPage title={text.listTitle} area={areaById('PAGE')}>
      {page.isError ? <ErrorState headingLevel={2} title={text.notFound} onRetry={() => void page.refetch()} /> : <Skeleton height="24rem" />}
    </AdminPage>
  );
}
