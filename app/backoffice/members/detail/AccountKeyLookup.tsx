/**
 * Finding a member's account key by e-mail (backoffice.md §7 Account "GET account key by email"):
 * a button opening a small dialog; a found key links to that member's detail, an unknown e-mail
 * says so at the field, and any other failure (no permission, the session gone, the server down)
 * says what happened above the field, so the operator is never left with a silent dialog.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod/mini';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Dialog } from '@ds/components/Dialog';
import { TextField } from '@ds/components/TextField';
import { generalMessage } from '@app/shared/account/serverErrors';
import { isApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';
import { memberEmailSchema } from '@app/shared/api/contract/adminMemberFields';
import { copy } from '@app/shared/copy';
import { fetchAccountKeyByEmail } from '../../api/adminAccount';
import { memberDetailPath } from '../paths';

const text = copy.backofficeMemberDetail;
const lookupSchema = z.object({ email: memberEmailSchema });
type LookupValues = z.infer<typeof lookupSchema>;

function LookupDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const form = useForm<LookupValues>({ resolver: zodResolver(lookupSchema), defaultValues: { email: '' } });
  const isUnknownEmail = (error: unknown) => isApiError(error) && error.code === errorCodes.notFound.code;
  const lookup = useMutation({
    mutationFn: ({ email }: LookupValues) => fetchAccountKeyByEmail(email),
    onError: (error) => {
      if (isUnknownEmail(error)) form.setError('email', { message: text.lookupNotFound }, { shouldFocus: true });
    },
  });
  const found = lookup.data?.accountKey;
  // A 404 is the field's (an unknown e-mail); everything else is not about what was typed.
  const failure = lookup.isError && !isUnknownEmail(lookup.error) ? generalMessage(lookup.error) : null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.lookupTitle}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text.close}
          </Button>
          <Button type="submit" form={formId} loading={lookup.isPending}>
            {text.lookupSubmit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit((values) => lookup.mutate(values))}>
        <Stack gap={3}>
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <TextField label={text.lookupEmail} type="email" required autoComplete="off" error={form.formState.errors.email?.message} {...form.register('email')} />
          {found ? (
            <p role="status">
              {text.lookupFound(found)}{' '}
              <Link to={memberDetailPath(found)} onClick={onClose}>
                {text.lookupOpenMember}
              </Link>
            </p>
          ) : null}
        </Stack>
      </form>
    </Dialog>
  );
}

export function AccountKeyLookup() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {text.lookupOpen}
      </Button>
      {open ? <LookupDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
