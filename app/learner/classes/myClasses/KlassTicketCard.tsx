/**
 * One class ticket in my classes (single or from a package): cover, title, teacher, status and
 * period text, progress, and the actions the display rules of spec §4 allow — enter (disabled
 * unless AVAILABLE or ACTIVE), review (hidden for REFUND and END_OF_TERM), certificate (only once
 * completed, `certificateOffered`), and hide
 * or show in the list.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Card } from '@ds/components/Card';
import { Image } from '@ds/components/Image';
import { ProgressBar } from '@ds/components/ProgressBar';
import { StatusLabel } from '@ds/components/StatusLabel';
import { vars } from '@ds/tokens/vars';
import type { MyKlassItem } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { klassRoomPath } from '../paths';
import { certificateOffered, deadlineBadge, klassItemDisplay } from '../rules/displayRules';
import { TicketStatusLabel } from '../shared/TicketStatusLabel';
import {
  dialogOpener,
  LazyCertificationDialog,
  LazyReviewDialog,
  type TicketDialog,
} from '../shared/ticketDialogs';

const Labels = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

const Period = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

export interface KlassTicketCardProps {
  item: MyKlassItem;
  /** Hide or show the ticket in the list; absent where the list status cannot change. */
  onToggleListStatus?: (item: MyKlassItem) => void;
  toggling?: boolean;
  /** Heading level of the title, to fit the page outline. */
  titleAs?: 'h2' | 'h3';
  /**
   * `eager` for a card on the first screen: its cover is the page's largest paint, and a lazy
   * image is only asked for once the page is laid out (issue 18). Lazy below.
   */
  coverLoading?: 'eager' | 'lazy';
}

export function KlassTicketCard({
  item,
  onToggleListStatus,
  toggling = false,
  titleAs = 'h2',
  coverLoading = 'lazy',
}: KlassTicketCardProps) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<TicketDialog | null>(null);
  const display = klassItemDisplay(item);
  const deadline = deadlineBadge(item);
  const t = copy.classes;
  const hidden = item.listStatus === 'HIDE';
  return (
    <Card
      data-testid="klass-ticket-card"
      data-status={item.status}
      title={item.klassTitle}
      titleAs={titleAs}
      subtitle={t.masterBy(item.masterName)}
      media={
        <Image src={item.klassCoverImageUrl} alt={t.coverAlt(item.klassTitle)} ratio="16:9" loading={coverLoading} />
      }
      footer={
        <>
          <Button
            size="sm"
            disabled={display.disabled}
            aria-label={t.enterKlassNamed(item.klassTitle)}
            onClick={() => navigate(klassRoomPath(item.klassId, item.klassTicketKey))}
          >
            {t.enter}
          </Button>
          {display.showReview ? (
            <Button size="sm" variant="secondary" aria-label={t.reviewNamed(item.klassTitle)} {...dialogOpener('review', setDialog)}>
              {t.review}
            </Button>
          ) : null}
          {certificateOffered(item) ? (
            <Button size="sm" variant="ghost" aria-label={t.certificateNamed(item.klassTitle)} {...dialogOpener('certificate', setDialog)}>
              {t.certificate}
            </Button>
          ) : null}
          {onToggleListStatus ? (
            <Button
              size="sm"
              variant="ghost"
              loading={toggling}
              aria-label={hidden ? t.showNamed(item.klassTitle) : t.hideNamed(item.klassTitle)}
              onClick={() => onToggleListStatus(item)}
            >
              {hidden ? t.show : t.hide}
            </Button>
          ) : null}
        </>
      }
    >
      <Labels>
        <TicketStatusLabel status={item.status} label={item.statusLabel} />
        {display.inProgress ? <StatusLabel tone="info">{t.inProgress}</StatusLabel> : null}
        {hidden ? <StatusLabel>{t.hiddenBadge}</StatusLabel> : null}
        {deadline ? (
          <StatusLabel tone="warning" data-testid="deadline-badge" aria-label={t.deadlineNamed(deadline)}>
            {deadline}
          </StatusLabel>
        ) : null}
      </Labels>
      <Period data-testid="period-text">{display.periodText}</Period>
      {display.inProgress ? (
        <ProgressBar value={item.progressRate} label={t.progress} showValue size="sm" />
      ) : null}
      {dialog === 'review' ? (
        <LazyReviewDialog
          open
          onClose={() => setDialog(null)}
          target={{ type: 'KLASS', id: item.klassId, key: item.klassTicketKey }}
        />
      ) : null}
      {dialog === 'certificate' ? (
        <LazyCertificationDialog open onClose={() => setDialog(null)} ticketKey={item.klassTicketKey} type="KLASS" />
      ) : null}
    </Card>
  );
}
