/**
 * The request to agree again (issue 31; learner.md §7 `POST /agreement`): a signed-in learner who
 * agreed to an older version of a required terms page is asked, on their next visit, to read the
 * version in force and agree to it. Agreeing is the spec's own call: an agreement covers the
 * versions in force when it is made (siteTerms.ts), so sending it again now covers the newer ones;
 * the marketing choice is sent as it stood. Closing without agreeing asks again at the next visit.
 * Loaded only when there is something to agree to.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { Dialog } from '@ds/components/Dialog';
import { vars } from '@ds/tokens/vars';
import type { SiteTerm } from '@app/shared/api/contract/siteTerms';
import { agreeToTerms } from '@app/shared/api/endpoints/account';
import { siteTermsKeys } from '@app/shared/api/endpoints/siteTerms';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';

const text = copy.siteTerms;

const TermTitle = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeMd};
`;

const Body = styled.div`
  max-height: 200px;
  overflow-y: auto;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${vars.font.sizeSm};
  line-height: 1.6;
`;

export interface ReagreementDialogProps {
  /** The required pages whose version in force the learner has not agreed to. */
  outdated: readonly SiteTerm[];
  /** Every page in force (the marketing choice is read from it). */
  terms: readonly SiteTerm[];
}

export default function ReagreementDialog({ outdated, terms }: ReagreementDialogProps) {
  const queryClient = useQueryClient();
  const formId = useId();
  const [open, setOpen] = useState(true);
  const [checked, setChecked] = useState<readonly string[]>([]);
  const [missing, setMissing] = useState(false);
  const agree = useMutation({
    mutationFn: () =>
      agreeToTerms({
        termsOfService: true,
        privacyPolicy: true,
        marketing: terms.some((term) => term.termsKey === 'MARKETING' && term.agreedVersion !== null),
      }),
    onSuccess: () => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: siteTermsKeys.all });
    },
  });
  const toggle = (termsKey: string, on: boolean) => setChecked((keys) => (on ? [...keys, termsKey] : keys.filter((key) => key !== termsKey)));
  return (
    <Dialog
      open={open}
      onClose={() => !agree.isPending && setOpen(false)}
      title={text.reagreeTitle}
      description={text.reagreeBody}
      footer={
        <Button type="submit" form={formId} loading={agree.isPending}>
          {text.reagreeSubmit}
        </Button>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const all = outdated.every((term) => checked.includes(term.termsKey));
          setMissing(!all);
          if (all) agree.mutate();
        }}
      >
        <Stack gap={4}>
          {agree.isError && <Alert tone="danger">{text.reagreeFailed}</Alert>}
          {outdated.map((term) => (
            <Stack key={term.termsKey} gap={2}>
              <TermTitle>
                {term.title} · {text.versionLine(term.version, formatDate(term.effectiveAt))}
              </TermTitle>
              <Body tabIndex={0} role="region" aria-label={term.title}>
                {term.body}
              </Body>
              <Checkbox
                label={text.reagreeCheck(term.title)}
                checked={checked.includes(term.termsKey)}
                error={missing && !checked.includes(term.termsKey) ? text.reagreeRequired : undefined}
                onChange={(event) => toggle(term.termsKey, event.target.checked)}
              />
            </Stack>
          ))}
        </Stack>
      </form>
    </Dialog>
  );
}
