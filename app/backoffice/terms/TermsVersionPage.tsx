/**
 * `/admin/terms/:termsKey/versions/:version` (issue 31): one published version exactly as it was
 * published — where it stands, its effective day, who published it and when — read-only, since a
 * published version is never edited in place.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { DescriptionList } from '@ds/components/DescriptionList';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { Link } from '@ds/components/TextButton';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { formatDate, formatDateTime } from '@app/shared/lib/format/date';
import { areaById } from '../access/areas';
import { AdminPage } from '../shell/AdminPage';
import { termsPagePath } from './paths';
import { termsVersionQuery } from './termsApi';
import { TermsStateLabel } from './TermsStateLabel';

const text = copy.backofficeTerms;

/** The body as published: its line breaks are the articles' and clauses'. */
export const TermsBody = styled.div`
  max-width: 880px;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  white-space: pre-wrap;
  line-height: 1.7;
  overflow-wrap: anywhere;
`;

export function TermsVersionPage() {
  const { termsKey = '', version: versionParam = '' } = useParams();
  const versionNo = Number(versionParam);
  const version = useQuery({ ...termsVersionQuery(termsKey, versionNo), enabled: Number.isInteger(versionNo) && versionNo >= 1 });
  const data = version.data;
  return (
    <AdminPage
      title={data ? text.versionTitle(data.title, text.versionName(data.version)) : text.listTitle}
      area={areaById('TERMS')}
      description={text.versionIntro}
      actions={<Link to={termsPagePath(termsKey)}>{text.backToPage}</Link>}
    >
      {data ? (
        <Stack gap={4}>
          <DescriptionList
            termWidth="md"
            items={[
              { term: text.factState, description: <TermsStateLabel state={data.state} /> },
              { term: text.factEffective, description: formatDate(data.effectiveAt) },
              { term: text.factPublished, description: text.publishedBy(data.publishedBy.displayName, formatDateTime(data.publishedAt)) },
            ]}
          />
          <TermsBody>{data.body}</TermsBody>
        </Stack>
      ) : version.isError || !Number.isInteger(versionNo) ? (
        <ErrorState headingLevel={2} title={text.loadFailed} retryLabel={text.retry} onRetry={() => void version.refetch()} />
      ) : (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={12} />
        </div>
      )}
    </AdminPage>
  );
}
