/**
 * The review summary of a class (learner.md §3, §9): total count, rating average, satisfaction
 * percent (ratings 3 to 5, rounded down) and the distribution of ratings 5 to 1.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { ErrorState } from '@ds/components/ErrorState';
import { ProgressBar } from '@ds/components/ProgressBar';
import { RatingStars } from '@ds/components/Rating';
import { vars } from '@ds/tokens/vars';
import { reviewSummaryQuery } from '@app/learner/api/community';
import { copy } from '@app/shared/copy';
import { formatRatingAverage, ratingAverage, satisfactionPercent } from '@app/learner/community/reviews/summary';
import { SectionLoading } from '../shared/SectionLoading';

const Panel = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: minmax(0, 1fr);
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  @media (min-width: 600px) { grid-template-columns: minmax(180px, 1fr) 2fr; }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[2]} ${vars.space[3]};
  align-content: start;
  margin: 0;
  > dt { color: ${vars.color.textMuted}; font-size: ${vars.font.sizeSm}; }
  > dd { margin: 0; font-weight: ${vars.font.weightBold}; display: flex; gap: ${vars.space[2]}; align-items: center; }
`;

const Distribution = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
  > li { display: grid; grid-template-columns: 3rem 1fr 3rem; gap: ${vars.space[2]}; align-items: center; font-size: ${vars.font.sizeSm}; }
  > li > span:last-child { text-align: end; color: ${vars.color.textMuted}; }
`;

export function ReviewSummaryPanel({ klassId }: { klassId: string }) {
  const text = copy.community.reviews;
  const summary = useQuery(reviewSummaryQuery(klassId));
  if (summary.isPending) return <SectionLoading label={text.loading} lines={4} />;
  if (summary.isError) {
    return (
      <ErrorState
        headingLevel={3}
        description={text.loadFailed}
        onRetry={() => void summary.refetch()}
        retryLabel={copy.common.retry}
      />
    );
  }
  const { totalCount, ratingList } = summary.data;
  const byRating = [...ratingList].sort((a, b) => b.ratingValue - a.ratingValue);
  return (
    <Panel aria-label={text.summaryTitle}>
      <Figures>
        <dt>{text.average}</dt>
        <dd>
          <span>{formatRatingAverage(ratingList)}</span>
          <RatingStars value={Math.round(ratingAverage(ratingList))} />
        </dd>
        <dt>{text.satisfaction}</dt>
        <dd>{text.satisfactionValue(satisfactionPercent(summary.data))}</dd>
        <dt>{text.title}</dt>
        <dd>{text.totalCount(totalCount)}</dd>
      </Figures>
      <Distribution aria-label={text.distributionLabel}>
        {byRating.map((item) => (
          <li key={item.ratingValue}>
            <span aria-hidden="true">{text.ratingRow(item.ratingValue)}</span>
            <ProgressBar
              value={totalCount === 0 ? 0 : (100 * item.count) / totalCount}
              label={text.ratingCount(item.ratingValue, item.count)}
              hideLabel
              size="sm"
            />
            <span aria-hidden="true">{item.count}</span>
          </li>
        ))}
      </Distribution>
    </Panel>
  );
}
