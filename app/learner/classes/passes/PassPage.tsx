/**
 * `/app/user/passes/:passTicketKey` (issue 40 "Passes reach the learner: … the classes it
 * opens"): one pass of the learner — its period and status — and the classes it opens now, 20 a
 * page, each leading to the class's page. Another learner's pass, or one taken back, is said to be
 * not found, with the way back to my classes. The way back returns to my classes' passes tab (the
 * hand review found it on the 클래스 tab), and a pass that opens more than a page of classes offers
 * a search by class title, teacher or title initials.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { Card } from '@ds/components/Card';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Grid } from '@ds/components/Grid';
import { Image } from '@ds/components/Image';
import { Pagination } from '@ds/components/Pagination';
import { Button } from '@ds/components/Button';
import { Link } from '@ds/components/TextButton';
import { TextField } from '@ds/components/TextField';
import { formatCount } from '@ds/lib/text/number';
import { vars } from '@ds/tokens/vars';
import { myPassQuery } from '@app/learner/api/inventoryPass';
import { PASS_KLASS_PAGE_SIZE } from '@app/shared/api/contract/inventoryPass';
import { isApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { PassSummary } from '../myClasses/PassSection';
import { myClassesTabPath } from '../paths';
import { LoadingBlock } from '../shared/LoadingBlock';
import { RequireLogin } from '../shared/RequireLogin';

const t = copy.classes;

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.size2xl};
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeXl};
`;

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[2]};
  > :first-child { flex: 1 1 16rem; }
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

const back = myClassesTabPath('passes');

function Pass({ passTicketKey }: { passTicketKey: string }) {
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  // The pass stays on screen while the next page of its classes loads.
  const detail = useQuery({ ...myPassQuery(passTicketKey, page, q), placeholderData: keepPreviousData });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };
  if (detail.isPending) return <LoadingBlock label={t.passLoading} cards={2} />;
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.code === errorCodes.notFound.code) {
      return (
        <Stack gap={3}>
          <Title>{t.passNotFound}</Title>
          <p>{t.passNotFoundBody}</p>
          <Link to={back}>{t.backToPasses}</Link>
        </Stack>
      );
    }
    return <ErrorState description={t.listError} onRetry={() => void detail.refetch()} retryLabel={copy.common.retry} />;
  }
  const { pass, klasses } = detail.data;
  return (
    <Stack gap={6}>
      <Link to={back}>{t.backToPasses}</Link>
      <Stack gap={2}>
        <Title>{pass.title}</Title>
        <PassSummary pass={pass} />
      </Stack>
      <SectionTitle>{t.passKlassesTitle}</SectionTitle>
      {pass.klassCount > PASS_KLASS_PAGE_SIZE || q ? (
        <>
          <Search role="search" aria-label={t.passSearchLabel} onSubmit={search}>
            <TextField type="search" label={t.passSearch} placeholder={t.passSearchPlaceholder} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
            <Button type="submit" variant="secondary">
              {t.passSearchSubmit}
            </Button>
          </Search>
          <Muted aria-live="polite">{q && !detail.isPlaceholderData ? t.passSearchFound(q, formatCount(klasses.totalCount)) : ''}</Muted>
        </>
      ) : null}
      {klasses.items.length === 0 ? (
        <EmptyState headingLevel={3} title={q ? t.passSearchEmpty : t.passKlassesEmpty} />
      ) : (
        <Grid as="ul" columns={{ xs: 1, sm: 2, md: 3 }} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-busy={detail.isPlaceholderData}>
          {klasses.items.map((klass) => (
            <li key={klass.klassId}>
              <Card title={<Link to={`/items/KLASS/${encodeURIComponent(klass.klassId)}`}>{klass.title}</Link>} titleAs="h3" media={<Image src={klass.coverImageUrl} alt={t.coverAlt(klass.title)} ratio="16:9" />}>
                <Muted>{t.masterBy(klass.masterName)}</Muted>
              </Card>
            </li>
          ))}
        </Grid>
      )}
      <Pagination page={klasses.page} pageCount={klasses.totalPages} onChange={setPage} label={t.passPages} />
    </Stack>
  );
}

export function PassPage() {
  const { passTicketKey = '' } = useParams();
  return (
    <RequireLogin>
      <Pass passTicketKey={passTicketKey} />
    </RequireLogin>
  );
}
