/**
 * Home section "continue learning": the class the learner entered most recently (and may still
 * enter), with a resume action into its class room, which opens at the last-played lesson. While
 * the list loads, a placeholder of the card's own shape holds its place (issue 38: a short one let
 * the card push the sections below it down when it came).
 */
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Card } from '@ds/components/Card';
import { ErrorState } from '@ds/components/ErrorState';
import { Image } from '@ds/components/Image';
import { ProgressBar } from '@ds/components/ProgressBar';
import { Skeleton } from '@ds/components/Skeleton';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { up } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';
import type { MyKlassItem } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { klassRoomPath } from '@app/learner/classes/paths';
import { klassItemDisplay } from '@app/learner/classes/rules/displayRules';
import { formatDateTime } from '@app/shared/lib/format/date';
import { SectionTitle } from './SectionTitle';
import { useRecentKlasses } from './useRecentKlasses';

const Body = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  ${up('sm')} {
    grid-template-columns: minmax(160px, 1fr) 2fr;
    align-items: center;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

/** A line of text of the given size as a placeholder: its line box, not the font's em. */
const lineOf = (fontSize: string, lineHeight: string) => `calc(${fontSize} * ${lineHeight})`;

const CoverPlaceholder = styled(Skeleton)`
  aspect-ratio: 16 / 9;
`;

/** The card below, in grey: the same frame, title, subtitle, cover, progress and button heights. */
function ContinueCardPlaceholder() {
  return (
    <Card
      variant="raised"
      as="div"
      aria-hidden="true"
      footer={<Skeleton variant="rect" width="120px" height="44px" />}
    >
      <Skeleton variant="rect" width="60%" height={lineOf(vars.font.sizeLg, vars.font.lineHeightTight)} />
      <Skeleton variant="rect" width="40%" height={lineOf(vars.font.sizeSm, vars.font.lineHeightNormal)} />
      <Body>
        <CoverPlaceholder variant="rect" />
        <div>
          <Skeleton variant="rect" height={`calc(${lineOf(vars.font.sizeSm, vars.font.lineHeightNormal)} + ${vars.space[1]} + 10px)`} />
          <Skeleton variant="rect" width="70%" height={lineOf(vars.font.sizeSm, vars.font.lineHeightNormal)} />
        </div>
      </Body>
    </Card>
  );
}

/** The newest entered ticket the learner can still open. */
export function continueCandidate(items: readonly MyKlassItem[]): MyKlassItem | undefined {
  return items
    .filter((item) => item.lastAccessedAt !== null && !klassItemDisplay(item).disabled)
    .sort((a, b) => (b.lastAccessedAt ?? '').localeCompare(a.lastAccessedAt ?? ''))[0];
}

export function ContinueLearningSection() {
  const navigate = useNavigate();
  const klasses = useRecentKlasses();
  const t = copy.classes;
  let content;
  if (klasses.isPending) {
    content = (
      <div role="status">
        <VisuallyHidden>{copy.common.loading}</VisuallyHidden>
        <ContinueCardPlaceholder />
      </div>
    );
  } else if (klasses.isError) {
    content = <ErrorState headingLevel={3} description={t.listError} onRetry={() => void klasses.refetch()} retryLabel={copy.common.retry} />;
  } else {
    const item = continueCandidate(klasses.data.items);
    content = item ? (
      <Card
        variant="raised"
        data-testid="continue-card"
        title={item.klassTitle}
        titleAs="h3"
        subtitle={item.lastAccessedAt ? t.lastAccessed(formatDateTime(item.lastAccessedAt)) : undefined}
        footer={
          <Button aria-label={t.continueActionNamed(item.klassTitle)} onClick={() => navigate(klassRoomPath(item.klassId, item.klassTicketKey))}>
            {t.continueAction}
          </Button>
        }
      >
        <Body>
          <Image src={item.klassCoverImageUrl} alt={t.coverAlt(item.klassTitle)} ratio="16:9" rounded />
          <div>
            <ProgressBar value={item.progressRate} label={t.progress} showValue />
            <Muted>{klassItemDisplay(item).periodText}</Muted>
          </div>
        </Body>
      </Card>
    ) : (
      <Muted>{t.continueEmpty}</Muted>
    );
  }
  return (
    <section aria-labelledby="home-continue">
      <SectionTitle id="home-continue">{t.continueTitle}</SectionTitle>
      {content}
    </section>
  );
}
