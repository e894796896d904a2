/**
 * "수료증 추가": a dialog asking the new certificate's name (2–30, the contract's rule and message),
 * then the new certificate's layout editor. A failed create keeps the name typed and says so.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { Dialog } from '@ds/components/Dialog';
import { TextField } from '@ds/components/TextField';
import { certificateNameSchema } from '@app/shared/api/contract/adminCertificate';
import { CERTIFICATE_NAME_MAX } from '@app/shared/api/contract/adminCertificateRules';
import { copy } from '@app/shared/copy';
import { adminCertificateKeys, createCertificate } from './certificateApi';
import { certificateEditorPath } from './paths';

const text = copy.backofficeCertificates;
const FORM_ID = 'create-certificate';

export function CreateCertificateButton() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createCertificate,
    onSuccess: (created) => {
      queryClient.setQueryData(adminCertificateKeys.certificate(created.certificateKey), created);
      void queryClient.invalidateQueries({ queryKey: adminCertificateKeys.list() });
      void navigate(certificateEditorPath(created.certificateKey));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = certificateNameSchema.safeParse(name);
    setProblem(parsed.success ? null : text.rules.name);
    if (parsed.success) create.mutate(parsed.data);
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>{text.create}</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={text.createTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {text.cancel}
            </Button>
            <Button type="submit" form={FORM_ID} loading={create.isPending}>
              {text.createSubmit}
            </Button>
          </>
        }
      >
        <form id={FORM_ID} onSubmit={submit} noValidate>
          {create.isError && <Alert tone="danger">{text.createFailed}</Alert>}
          <TextField
            label={text.createName}
            hint={text.createNameHint}
            value={name}
            maxLength={CERTIFICATE_NAME_MAX}
            error={problem ?? undefined}
            onChange={(event) => setName(event.target.value)}
            required
          />
        </form>
      </Dialog>
    </>
  );
}
