/**
 * A terms page's current text under its agreement (issue 31; learner.md §2–§5: register, the
 * agreement, withdrawal): "전문 보기" opens the version in force — its number and effective day,
 * and the body as the operator published it (line breaks kept). A native disclosure, so the
 * keyboard and screen readers work it as they work any other; its summary line is there from the
 * first paint, so the text arriving shifts nothing.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { currentTermsQuery } from '@app/shared/api/endpoints/siteTerms';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { useSession } from '@app/shared/session/react';

const Details = styled.details`
  margin: ${vars.space[1]} 0 0 28px;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
  & > summary { cursor: pointer; width: fit-content; }
`;

const Body = styled.div`
  max-height: 240px;
  overflow-y: auto;
  margin-top: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
  color: ${vars.color.text};
`;

export function TermsDisclosure({ termsKey }: { termsKey: string }) {
  const signedIn = useSession().isAuthenticated;
  const terms = useQuery(currentTermsQuery(signedIn));
  const term = terms.data?.items.find((item) => item.termsKey === termsKey);
  const text = copy.siteTerms;
  // A page with no version in force has nothing to show.
  if (terms.isSuccess && !term) return null;
  return (
    <Details>
      <summary>
        {text.viewFull}
        {term && ` (${text.versionLine(term.version, formatDate(term.effectiveAt))})`}
      </summary>
      {term ? (
        // Focusable so a keyboard can scroll a long text.
        <Body tabIndex={0} role="region" aria-label={term.title}>
          {term.body}
        </Body>
      ) : (
        <p role="status">{terms.isError ? text.loadFailed : text.loading}</p>
      )}
    </Details>
  );
}
