/**
 * `/admin/assignments/enrolled/tickets/{courses|packages}/{ticketKey}` (issue 40 "in the enrolled
 * lists of a course and a package, a row opens … the member's learning status for that
 * course/package (reuse the class one)"): the course ticket's or package purchase's period as its
 * row shows it, the progress over its classes, then each class as the class ticket's page shows it
 * (LearningStatus.tsx) — its progress and lessons — with the way to that class's own ticket, where
 * its period is extended or ended. A course's class the learner never opened has no ticket yet,
 * and says so.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Link } from '@ds/components/TextButton';
import { assignmentTargetTypeOfPath } from '@app/shared/api/contract/adminAssignmentRules';
import type { BundleTicketStatus } from '@app/shared/api/contract/adminKlassTicket';
import type { BundleType } from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { areaById } from '../access/areas';
import { AdminPage } from '../shell/AdminPage';
import { bundleTicketQuery } from './api';
import { LessonTable, PeriodList, ProgressLine, TicketPageFrame } from './LearningStatus';
import { enrolledPath, klassTicketPath } from './paths';

const text = copy.backofficeAssignments.ticket;

function KlassLearning({ klass, index }: { klass: BundleTicketStatus['klasses'][number]; index: number }) {
  const headingId = `bundle-klass-${index}`;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap={3}>
        <h3 id={headingId}>{klass.klassTitle}</h3>
        <ProgressLine progressRate={klass.progressRate} isCompleted={klass.isCompleted} />
        {klass.klassTicketKey ? (
          <p>
            <Link to={klassTicketPath(klass.klassTicketKey)}>{text.openKlassTicket(klass.klassTitle)}</Link> {text.klassTicketHint}
          </p>
        ) : (
          <p>{text.notOpenedYet}</p>
        )}
        <LessonTable chapters={klass.chapters} caption={text.klassLessonsCaption(klass.klassTitle)} />
      </Stack>
    </section>
  );
}

function BundleTicket({ ticket }: { ticket: BundleTicketStatus }) {
  return (
    <Stack gap={6}>
      <Link to={enrolledPath(ticket.bundleType, ticket.bundleId)}>{text.backToEnrolled}</Link>
      <section aria-labelledby="bundle-period">
        <Stack gap={3}>
          <h2 id="bundle-period">{text.periodTitle}</h2>
          <PeriodList period={ticket} />
          {ticket.bundleType === 'PACKAGE' ? <p>{text.packagePeriodNote}</p> : null}
        </Stack>
      </section>
      <section aria-labelledby="bundle-learning">
        <Stack gap={4}>
          <h2 id="bundle-learning">{text.klassesTitle}</h2>
          <ProgressLine progressRate={ticket.progressRate} isCompleted={ticket.isCompleted} />
          {ticket.klasses.length === 0 ? <p>{text.noKlasses}</p> : ticket.klasses.map((klass, index) => <KlassLearning key={klass.klassId} klass={klass} index={index} />)}
        </Stack>
      </section>
    </Stack>
  );
}

function BundleTicketOf({ bundleType, ticketKey }: { bundleType: BundleType; ticketKey: string }) {
  const ticket = useQuery(bundleTicketQuery(bundleType, ticketKey));
  return (
    <TicketPageFrame ticket={ticket} title={(data) => text.title(data.displayName, data.bundleTitle)}>
      {(data) => <BundleTicket ticket={data} />}
    </TicketPageFrame>
  );
}

export function BundleTicketPage() {
  const params = useParams<{ bundlePath: string; ticketKey: string }>();
  const type = assignmentTargetTypeOfPath(params.bundlePath);
  const ticketKey = params.ticketKey ?? '';
  if (type !== 'COURSE' && type !== 'PACKAGE') {
    return (
      <AdminPage title={copy.backofficeAssignments.enrolled.title} area={areaById('ASSIGNMENT')}>
        <Alert tone="warning">{text.notFound}</Alert>
      </AdminPage>
    );
  }
  return <BundleTicketOf key={`${type}:${ticketKey}`} bundleType={type} ticketKey={ticketKey} />;
}
