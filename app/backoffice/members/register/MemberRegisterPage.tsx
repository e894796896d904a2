/**
 * 회원 일괄 등록 (`/admin/members/register`; backoffice.md §7 Members "bulk manual register",
 * issue 16): download the template, upload it filled in, see every row checked (the forms' rules,
 * repeats in the file, e-mails already registered or withdrawn) with the errors per row and the
 * rejected-rows file, then commit: the register runs as a job the job centre follows. The import
 * is the kit's flow laid out in the page (ImportPanel); this screen brings the template and the
 * register's definition (memberRegisterImport.ts).
 *
 * Each member gets the initial password of their row and can log in on the learner site at once
 * (the contract's header says why a password and not an invitation); the page says so beside the
 * template, so the operator knows to hand the passwords over. A file without passwords (issue 27)
 * takes one initial password given once here, with the rule shown: it is checked with the rows'
 * rule when the field is left, and the file on screen is checked again with it.
 */
import { useId, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { Icon } from '@ds/components/Icon';
import { PasswordField } from '@ds/components/PasswordField';
import { useToast } from '@ds/components/Toast';
import { isEnterToAct } from '@ds/lib/enterKey';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { areaById } from '../../access/areas';
import { fetchRegisterTemplate } from '../../api/adminMemberRegister';
import { downloadFile } from '../../kit/files/transfer';
import { ImportPanel } from '../../kit/import';
import { useJobCentre } from '../../kit/jobs/JobCentre';
import { AdminPage } from '../../shell/AdminPage';
import { AreaSectionNav } from '../../areas/AreaSectionNav';
import { initialPasswordProblem, memberRegisterDefinition } from './memberRegisterImport';

const text = copy.backofficeMemberRegister;

const Steps = styled.div`
  display: grid;
  gap: ${vars.space[5]};
`;

const TemplateStep = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  justify-items: start;

  h2 {
    margin: 0;
    font-size: ${vars.font.sizeLg};
    font-weight: ${vars.font.weightBold};
  }

  p {
    margin: 0;
  }
`;

/** The initial-password field: as wide as a password needs, not the page. */
const InitialPassword = styled.div`
  width: 100%;
  max-width: 28rem;
`;

export function MemberRegisterPage() {
  const toast = useToast();
  const templateTitleId = useId();
  const { track } = useJobCentre();
  const [passwordDraft, setPasswordDraft] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  /**
   * The initial password the rows are checked with: the draft as given, so a row without its own
   * says what is wrong with the given one (as the field does), and only with none "비어 있어요".
   */
  const [initialPassword, setInitialPassword] = useState('');
  const definition = useMemo(() => memberRegisterDefinition(track, initialPassword), [track, initialPassword]);
  const commitPassword = () => {
    const problem = passwordDraft === '' ? null : initialPasswordProblem(passwordDraft);
    setPasswordError(problem);
    setInitialPassword(passwordDraft);
  };
  const template = useMutation({
    mutationFn: async () => downloadFile((await fetchRegisterTemplate()).fileId),
    onError: () => toast.show(text.templateFailed),
  });

  return (
    <AdminPage title={text.title} area={areaById('MEMBER')} description={text.intro}>
      <AreaSectionNav />
      <Steps>
        <TemplateStep aria-labelledby={templateTitleId}>
          <h2 id={templateTitleId}>{text.templateTitle}</h2>
          <p>{text.templateBody}</p>
          <Alert tone="info">{text.passwordNote}</Alert>
          <Button variant="secondary" icon={<Icon name="download" size="sm" />} loading={template.isPending} onClick={() => template.mutate()}>
            {text.templateDownload}
          </Button>
          <InitialPassword>
            <PasswordField
              label={text.initialPasswordLabel}
              hint={text.initialPasswordHint}
              autoComplete="new-password"
              value={passwordDraft}
              error={passwordError ?? undefined}
              onChange={(event) => setPasswordDraft(event.currentTarget.value)}
              onBlur={commitPassword}
              onKeyDown={(event) => {
                if (isEnterToAct(event)) commitPassword();
              }}
            />
          </InitialPassword>
        </TemplateStep>
        <ImportPanel
          title={text.importTitle}
          description={text.importDescription}
          definition={definition}
          countLabels={{ new: text.countNew, existing: text.countExisting, notFound: text.countWithdrawn }}
          fileBaseName={text.rejectedFileName}
          recheckKey={initialPassword}
        />
      </Steps>
    </AdminPage>
  );
}
