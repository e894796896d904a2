/**
 * One course ticket in my classes: cover, title, status and period text, how many of its classes
 * were started, and the actions the course-item rules of spec §4 allow — details (disabled when
 * REFUND), review (hidden for REFUND and END_OF_TERM) and certificate (only once the course is
 * completed — every class of it — `certificateOffered`, the class card's rule).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Card } from '@ds/components/Card';
import { Image } from '@ds/components/Image';
import { StatusLabel } from '@ds/components/StatusLabel';
import { vars } from '@ds/tokens/vars';
import type { CourseTicketItem } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { courseTicketPath } from '../paths';
import { certificateOffered, courseItemDisplay, deadlineBadge } from '../rules/displayRules';
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
  gap: ${vars.space[2]};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

export function CourseTicketCard({ item }: { item: CourseTicketItem }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<TicketDialog | null>(null);
  const display = courseItemDisplay(item);
  const deadline = deadlineBadge(item);
  const t = copy.classes;
  return (
    <Card
      data-testid="course-ticket-card"
      data-status={item.status}
      title={item.title}
      titleAs="h2"
      media={<Image src={item.coverImageUrl} alt={t.coverAlt(item.title)} ratio="16:9" />}
      footer={
        <>
          <Button
            size="sm"
            disabled={display.disabled}
            aria-label={t.courseDetailNamed(item.title)}
            onClick={() => navigate(courseTicketPath(item.courseTicketId))}
          >
            {t.courseDetail}
          </Button>
          {display.showReview ? (
            <Button size="sm" variant="secondary" aria-label={t.reviewNamed(item.title)} {...dialogOpener('review', setDialog)}>
              {t.review}
            </Button>
          ) : null}
          {certificateOffered(item) ? (
            <Button size="sm" variant="ghost" aria-label={t.certificateNamed(item.title)} {...dialogOpener('certificate', setDialog)}>
              {t.certificate}
            </Button>
          ) : null}
        </>
      }
    >
      <Labels>
        <TicketStatusLabel status={item.status} label={item.statusLabel} />
        {display.inProgress ? <StatusLabel tone="info">{t.inProgress}</StatusLabel> : null}
        {item.onlyLive ? <StatusLabel>{t.liveOnly}</StatusLabel> : null}
        {deadline ? (
          <StatusLabel tone="warning" data-testid="deadline-badge" aria-label={t.deadlineNamed(deadline)}>
            {deadline}
          </StatusLabel>
        ) : null}
      </Labels>
      <Muted data-testid="period-text">{display.periodText}</Muted>
      <Muted>{t.courseItemCount(item.issuedItemCount, item.itemCount)}</Muted>
      {dialog === 'review' ? (
        <LazyReviewDialog open onClose={() => setDialog(null)} target={{ type: 'COURSE', id: item.courseId, key: item.courseTicketKey }} />
      ) : null}
      {dialog === 'certificate' ? (
        <LazyCertificationDialog open onClose={() => setDialog(null)} ticketKey={item.courseTicketId} type="COURSE" />
      ) : null}
    </Card>
  );
}
