/**
 * `/admin/certificates/:certificateKey` (backoffice.md §2 "a certificate layout editor"; issue 32):
 * the certificate's name, printed title and template image (the kit's upload, its progress, a
 * failed part retried; a file that is not an image refused at the field), the sheet with its
 * items (EditorCanvas), the item list and properties (ItemPanel), undo / redo (buttons and
 * Ctrl+Z / Ctrl+Shift+Z outside text fields), the preview at 600 px with A4 print, and save. The
 * work is kept in the browser at every change, so a reload brings it back (when it is too large for
 * the browser to keep, the page says a reload would lose it, and leaving the page asks first); a
 * failed save keeps it on screen and says why; a stale one offers to save this layout over the
 * latest or to take the saved one. All of that is the editor kit's (kit/editor/, issue 41).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { vars } from '@ds/tokens/vars';
import type { CertificateDetail } from '@app/shared/api/contract/adminCertificate';
import { CERTIFICATE_NAME_MAX, CERTIFICATE_NAME_MIN, CERTIFICATE_TEXT_MAX } from '@app/shared/api/contract/adminCertificateRules';
import type { StoredFile } from '@app/shared/api/contract/adminFile';
import type { CertificateKey } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { readDataUrl } from '@app/shared/lib/files/dataUrl';
import { formatDate } from '@app/shared/lib/format/date';
import { areaById } from '../access/areas';
import { requestDownload } from '../api/adminFile';
import { SetAsideDraftNotice } from '../kit/editor/SetAsideDraftNotice';
import { useUndoShortcuts } from '../kit/editor/useUndoShortcuts';
import { FileUploads } from '../kit/files/FileUploads';
import { LeaveGuardDialog } from '../kit/leave/LeaveGuardDialog';
import { AdminPage } from '../shell/AdminPage';
import { certificateQuery } from './certificateApi';
import { EditorCanvas } from './EditorCanvas';
import { ItemList, ItemProperties } from './ItemPanel';
import { PreviewDialog } from './PreviewDialog';
import { useLayoutEditor } from './useLayoutEditor';

const text = copy.backofficeCertificates;

const Layout = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  grid-template-columns: minmax(0, auto) minmax(16rem, 1fr);
  align-items: start;
  @media (max-width: 1024px) { grid-template-columns: minmax(0, 1fr); }
`;

const Side = styled.div`
  display: grid;
  gap: ${vars.space[6]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const Notices = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[4]};
`;

const problemMessages = { stale: text.saveConflict, invalid: text.saveInvalid, failed: text.saveFailed };

/** An uploaded template, read back as a data URL: it draws at once and survives a reload in the draft. */
async function templateDataUrl(file: StoredFile): Promise<string> {
  const link = await requestDownload(file.fileId);
  return readDataUrl(await (await fetch(link.url)).blob());
}

function Editor({ detail }: { detail: CertificateDetail }) {
  const editor = useLayoutEditor(detail);
  const toast = useToast();
  const [previewing, setPreviewing] = useState(false);
  const [templateProblem, setTemplateProblem] = useState<string | null>(null);
  const { doc } = editor;
  const values: Partial<Record<CertificateKey, string>> = {
    title: doc.title,
    serviceName: detail.serviceName,
    logo: detail.logoUrl,
    officialSeal: detail.officialSealUrl,
    certificateCode: text.sampleCode,
    klassTitle: text.sampleKlassTitle,
    displayName: text.sampleDisplayName,
    completedAt: formatDate(text.sampleCompletedAt),
  };

  useUndoShortcuts(editor);
  const save = () => editor.save(() => toast.show({ message: text.saved }));
  const takeLatest = () =>
    void editor.takeLatest().then((taken) => {
      if (!taken) toast.show({ message: text.reloadFailed });
    });

  const { problem } = editor;

  return (
    <AdminPage
      title={text.editorTitle(editor.saved.name)}
      area={areaById('CERTIFICATE')}
      description={text.editorIntro}
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
          <Button onClick={save} loading={editor.saving} aria-describedby={editor.dirty ? 'certificate-unsaved' : undefined}>
            {editor.saving ? text.saving : text.save}
          </Button>
        </Actions>
      }
    >
      <Notices>
        {editor.dirty && <p id="certificate-unsaved">{text.unsaved}</p>}
        {editor.dirty && !editor.draftKept && <Alert tone="warning">{text.draftTooLarge}</Alert>}
        {editor.setAside && <SetAsideDraftNotice draft={editor.setAside} name={editor.saved.name} onClose={editor.dismissSetAside} />}
        {editor.restored && (
          <Alert tone="info" action={<Button size="sm" variant="secondary" onClick={editor.discard}>{text.discardDraft}</Button>}>
            {text.draftRestored}
          </Alert>
        )}
        {problem && (
          <Alert
            tone="danger"
            action={
              problem === 'stale' ? (
                <Actions>
                  <Button size="sm" variant="secondary" onClick={save}>
                    {text.saveOverLatest}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={takeLatest}>
                    {text.reloadSaved}
                  </Button>
                </Actions>
              ) : undefined
            }
          >
            {problemMessages[problem]}
          </Alert>
        )}
      </Notices>
      <Layout>
        <EditorCanvas editor={editor} values={values} />
        <Side>
          <section aria-labelledby="certificate-settings-heading">
            <h2 id="certificate-settings-heading">{text.settingsSection}</h2>
            <TextField
              label={text.name}
              value={doc.name}
              maxLength={CERTIFICATE_NAME_MAX}
              error={doc.name.trim().length < CERTIFICATE_NAME_MIN ? text.rules.name : undefined}
              onChange={(event) => editor.setName(event.target.value)}
              onBlur={editor.endTyping}
            />
            <TextField
              label={text.title}
              value={doc.title}
              maxLength={CERTIFICATE_TEXT_MAX}
              error={doc.title.trim() ? undefined : text.rules.title}
              onChange={(event) => editor.setTitle(event.target.value)}
              onBlur={editor.endTyping}
            />
            <FileUploads
              label={text.template}
              accept={['.png', '.jpg', '.jpeg', '.svg']}
              multiple={false}
              onUploaded={(file) => {
                // The server refuses it too (certificate.template.not_image); said here before a save.
                if (!file.contentType.startsWith('image/')) {
                  setTemplateProblem(text.templateNotImage(file.fileName));
                  return;
                }
                setTemplateProblem(null);
                templateDataUrl(file).then(
                  (url) => {
                    editor.setTemplate(url, file.fileId);
                    toast.show({ message: text.templateReplaced });
                  },
                  () => setTemplateProblem(text.templateFailed),
                );
              }}
            />
            {templateProblem && <Alert tone="danger">{templateProblem}</Alert>}
            <p>{text.templateHint}</p>
          </section>
          <ItemList editor={editor} />
          <ItemProperties editor={editor} />
        </Side>
      </Layout>
      <LeaveGuardDialog guard={editor.leaveGuard} />
      <PreviewDialog open={previewing} onClose={() => setPreviewing(false)} doc={doc} values={values} />
    </AdminPage>
  );
}

export function CertificateEditorPage() {
  const { certificateKey = '' } = useParams();
  const certificate = useQuery(certificateQuery(certificateKey));
  // Keyed: another certificate's editor starts from its own record and draft.
  if (certificate.data) return <Editor key={certificate.data.certificateKey} detail={certificate.data} />;
  return (
    <AdminPage title={text.listTitle} area={areaById('CERTIFICATE')}>
      {certificate.isError ? (
        <ErrorState headingLevel={2} title={text.notFound} onRetry={() => void certificate.refetch()} />
      ) : (
        <Skeleton height="24rem" />
      )}
    </AdminPage>
  );
}
