/**
 * The passes of my classes (issue 40 "an assigned pass shows in the learner's classes with its
 * period, and the classes it opens"): one card per pass ticket with its period (§3 Pass ticket:
 * start, expire) and status, how many classes it opens, and a link to its page listing them.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Card } from '@ds/components/Card';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Link } from '@ds/components/TextButton';
import { formatCount } from '@ds/lib/text/number';
import { vars } from '@ds/tokens/vars';
import type { MyPass } from '@app/shared/api/contract/inventoryPass';
import { myPassesQuery } from '@app/learner/api/inventoryPass';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { passPath } from '../paths';
import { LoadingBlock } from '../shared/LoadingBlock';
import { TicketStatusLabel } from '../shared/TicketStatusLabel';

const t = copy.classes;

const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[4]};
`;

/** A pass's period, status and reach: the card here and the pass page's header say it alike. */
export function PassSummary({ pass }: { pass: MyPass }) {
  return (
    <p>
      <TicketStatusLabel status={pass.status} label={t.passStatusNames[pass.status]} /> {t.passPeriod(formatDate(pass.start), formatDate(pass.expire))} ·{' '}
      {t.passKlassCount(formatCount(pass.klassCount))}
    </p>
  );
}

function PassCard({ pass }: { pass: MyPass }) {
  return (
    <Card as="section" title={pass.title} titleAs="h2">
      <PassSummary pass={pass} />
      <div>
        <Link to={passPath(pass.passTicketKey)} aria-label={t.passOpenNamed(pass.title)}>
          {t.passOpen}
        </Link>
      </div>
    </Card>
  );
}

export function PassSection() {
  const list = useQuery(myPassesQuery());
  if (list.isPending) return <LoadingBlock label={t.loadingList} cards={1} />;
  if (list.isError) return <ErrorState description={t.listError} onRetry={() => void list.refetch()} retryLabel={copy.common.retry} />;
  if (list.data.items.length === 0) return <EmptyState headingLevel={2} title={t.emptyPasses} />;
  return (
    <PlainList>
      {list.data.items.map((pass) => (
        <li key={pass.passTicketKey}>
          <PassCard pass={pass} />
        </li>
      ))}
    </PlainList>
  );
}
