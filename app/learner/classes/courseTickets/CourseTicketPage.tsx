/**
 * `/app/user/course-tickets/:courseTicketId`: one course ticket (`/detail`) with its classes and
 * their chapters (`/curriculum`), and for each class the action it allows: start (the ticket
 * creation dialog issues its class ticket), enter, or join the live session.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Card } from '@ds/components/Card';
import { ErrorState } from '@ds/components/ErrorState';
import { Grid } from '@ds/components/Grid';
import { Image } from '@ds/components/Image';
import { Link } from '@ds/components/TextButton';
import { vars } from '@ds/tokens/vars';
import { courseTicketCurriculumQuery, courseTicketDetailQuery } from '@app/learner/api/inventory';
import type { CourseTicketEntry } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { formatDurationText } from '@app/shared/lib/format/duration';
import { myClassesTabPath } from '../paths';
import { courseItemDisplay } from '../rules/displayRules';
import { inventoryErrorMessage } from '../rules/inventoryErrors';
import { LoadingBlock } from '../shared/LoadingBlock';
import { RequireLogin } from '../shared/RequireLogin';
import { TicketStatusLabel } from '../shared/TicketStatusLabel';
import { dialogOpener, LazyTicketCreationDialog } from '../shared/ticketDialogs';
import { courseItemAction, useCourseItemActions } from './useCourseItemActions';
import { ErrorPage, showsErrorPage } from '@app/shared/site';

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.size2xl};
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeXl};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

const actionLabels = {
  live: copy.classes.courseLiveEnter,
  enter: copy.classes.courseEnter,
  start: copy.classes.courseStart,
} as const;

function CourseTicket({ courseTicketId }: { courseTicketId: string }) {
  const detail = useQuery(courseTicketDetailQuery(courseTicketId));
  const curriculum = useQuery(courseTicketCurriculumQuery(courseTicketId));
  const actions = useCourseItemActions(courseTicketId);
  // The item whose class ticket the ticket creation dialog is issuing, while it is open.
  const [creating, setCreating] = useState<CourseTicketEntry | null>(null);
  const t = copy.classes;

  if (detail.isPending) return <LoadingBlock label={t.courseLoading} />;
  if (detail.isError) {
    if (showsErrorPage(detail.error)) return <ErrorPage error={detail.error} />;
    return <ErrorState description={inventoryErrorMessage(detail.error)} onRetry={() => void detail.refetch()} retryLabel={copy.common.retry} />;
  }
  const ticket = detail.data;
  const display = courseItemDisplay(ticket);
  const chaptersOf = (itemId: string) => curriculum.data?.items.find((item) => item.itemId === itemId);
  return (
    <Stack gap={6}>
      <Link to={myClassesTabPath('courses')}>{t.backToMyClasses}</Link>
      <Stack gap={2}>
        <Title>{ticket.title}</Title>
        <div>
          <TicketStatusLabel status={ticket.status} label={ticket.statusLabel} />
        </div>
        <Muted>{display.periodText}</Muted>
        <p>{ticket.description}</p>
      </Stack>
      {actions.isError ? <Alert tone="danger">{inventoryErrorMessage(actions.error)}</Alert> : null}
      {actions.isSuccess && actions.data.action === 'live' ? <Alert tone="info">{t.liveOpened}</Alert> : null}
      <SectionTitle>{t.courseItemsTitle}</SectionTitle>
      <Grid as="ul" columns={{ xs: 1, sm: 2, md: 3 }} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {ticket.items.map((entry) => {
          const action = courseItemAction(entry);
          const chapters = chaptersOf(entry.itemId);
          return (
            <li key={entry.itemId}>
              <Card
                title={entry.title}
                titleAs="h3"
                media={<Image src={entry.coverImageUrl} alt={t.coverAlt(entry.title)} ratio="16:9" />}
                footer={
                  <Button
                    size="sm"
                    disabled={display.disabled}
                    loading={actions.isPending && actions.variables.itemId === entry.itemId}
                    aria-label={t.courseItemAction(actionLabels[action], entry.title)}
                    {...(action === 'start'
                      ? dialogOpener('ticketCreation', () => setCreating(entry))
                      : { onClick: () => actions.mutate(entry) })}
                  >
                    {actionLabels[action]}
                  </Button>
                }
              >
                {entry.onlyLive && entry.liveStartAt && entry.liveEndAt ? (
                  <Muted>{t.liveWindow(formatDateTime(entry.liveStartAt), formatDateTime(entry.liveEndAt))}</Muted>
                ) : null}
                {chapters ? (
                  <Muted>{t.courseItemChapters(chapters.chapters.length, formatDurationText(chapters.durationTime))}</Muted>
                ) : null}
              </Card>
            </li>
          );
        })}
      </Grid>
      {creating && (
        <LazyTicketCreationDialog
          open
          onClose={() => setCreating(null)}
          courseTicketId={courseTicketId}
          courseTicketKey={ticket.courseTicketKey}
          entry={creating}
        />
      )}
    </Stack>
  );
}

export function CourseTicketPage() {
  const { courseTicketId = '' } = useParams();
  return (
    <RequireLogin>
      <CourseTicket courseTicketId={courseTicketId} />
    </RequireLogin>
  );
}
