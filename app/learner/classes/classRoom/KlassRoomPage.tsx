/**
 * `/app/klass/:klassId?ticket=`: the class room (spec learner.md §2). Entering with the ticket
 * comes first (its refusals, spec §8, are said in Korean; a 401 goes to login); then the
 * curriculum, the opened lesson with its player and progress reports, completion, class files,
 * and the class's announcements, notices, questions and reviews in tabs. When another device
 * enters the same class, playback ends with a message and the learner may take the room back.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Tabs } from '@ds/components/Tabs';
import { Link } from '@ds/components/TextButton';
import { up } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';
import type { Lesson } from '@app/shared/api/contract/inventory';
import { curriculumQuery } from '@app/learner/api/classRoom';
import { copy } from '@app/shared/copy';
import { loginPathFor } from '@app/shared/auth/returnTarget';
import { KlassAnnouncements, KlassNotices, KlassQuestions, KlassReviews } from '@app/learner/community';
import { formatDurationText } from '@app/shared/lib/format/duration';
import { MY_CLASSES_PATH } from '../paths';
import { inventoryFailure, inventoryErrorMessage } from '../rules/inventoryErrors';
import { LoadingBlock } from '../shared/LoadingBlock';
import { RequireLogin } from '../shared/RequireLogin';
import { Attachments } from './Attachments';
import { CompletionPanel } from './CompletionPanel';
import { Curriculum } from './Curriculum';
import { LessonView } from './LessonView';
import { ResumeCard } from './ResumeCard';
import { useKlassRoomEntry } from './useKlassRoomEntry';
import { useProgressReporter } from './useProgressReporter';
import { ErrorPage, showsErrorPage } from '@app/shared/site';

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.size2xl};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const Layout = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  ${up('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

function EnterFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const location = useLocation();
  const failure = inventoryFailure(error);
  if (failure.kind === 'login') return <Navigate to={loginPathFor(location)} replace />;
  if (showsErrorPage(error)) return <ErrorPage error={error} />;
  return (
    <Stack gap={4}>
      <Title>{copy.classes.enterFailedTitle}</Title>
      <ErrorState
        title={failure.message}
        onRetry={onRetry}
        retryLabel={copy.common.retry}
      />
      <Link to={MY_CLASSES_PATH}>{copy.classes.backToMyClasses}</Link>
    </Stack>
  );
}

function KlassRoom({ klassId, klassTicketKey }: { klassId: string; klassTicketKey: string }) {
  const words = copy.classRoom;
  const room = useKlassRoomEntry(klassId, klassTicketKey);
  const curriculum = useQuery({
    ...curriculumQuery(klassId, klassTicketKey),
    enabled: room.entry.isSuccess,
  });
  const progress = useProgressReporter(klassId, room.holder);
  const [lesson, setLesson] = useState<Lesson | null>(null);

  if (room.entry.isError) return <EnterFailure error={room.entry.error} onRetry={() => void room.reenter()} />;
  if (room.entry.isPending || curriculum.isPending) return <LoadingBlock label={words.entering} cards={2} />;
  if (curriculum.isError) {
    return (
      <Stack gap={4}>
        <Title>{words.klassRoomTitle}</Title>
        <ErrorState description={inventoryErrorMessage(curriculum.error)} onRetry={() => void curriculum.refetch()} retryLabel={copy.common.retry} />
      </Stack>
    );
  }
  const data = curriculum.data;

  async function reenter() {
    await room.reenter();
    progress.reset();
  }

  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Title>{data.klassTitle}</Title>
        <Muted>{words.totalDuration(formatDurationText(data.durationTime))}</Muted>
      </Stack>
      {progress.state === 'redundant' ? (
        <Alert
          tone="danger"
          action={
            <Button size="sm" variant="secondary" onClick={() => void reenter()}>
              {words.reenter}
            </Button>
          }
        >
          {words.redundantAccess}
        </Alert>
      ) : null}
      {progress.state === 'saved-for-later' ? (
        <Alert tone="warning" onClose={progress.reset}>
          {words.progressSaveFailed}
        </Alert>
      ) : null}
      <Layout>
        <div aria-label={words.lessonRegion} role="region">
          {lesson && progress.state !== 'redundant' ? (
            <LessonView
              klassId={klassId}
              lesson={lesson}
              configuration={data.configuration}
              resourceToken={room.resourceToken}
              resourceAccess={room.resourceAccess}
              report={(play) => void progress.report(play)}
            />
          ) : null}
          {!lesson && data.recentData ? <ResumeCard klassId={klassId} recentData={data.recentData} onOpen={setLesson} /> : null}
          {!lesson && !data.recentData ? <EmptyState headingLevel={2} icon="play" title={words.pickLesson} /> : null}
        </div>
        <Stack as="aside" gap={6}>
          <CompletionPanel klassId={klassId} klassTicketKey={klassTicketKey} />
        </Stack>
      </Layout>
      <Tabs
        label={words.tabsRoomLabel}
        items={[
          {
            id: 'curriculum',
            label: words.tabCurriculum,
            content: <Curriculum curriculum={data} selectedLessonKey={lesson?.key ?? null} onOpen={setLesson} />,
          },
          { id: 'announcements', label: words.tabAnnouncements, content: <KlassAnnouncements klassId={klassId} /> },
          { id: 'notices', label: words.tabNotices, content: <KlassNotices klassId={klassId} /> },
          { id: 'questions', label: words.tabQuestions, content: <KlassQuestions klassId={klassId} /> },
          { id: 'reviews', label: words.tabReviews, content: <KlassReviews klassId={klassId} /> },
          {
            id: 'attachments',
            label: words.tabAttachments,
            content: (
              <Attachments klassId={klassId} target={{ target: 'klass' }} title={words.attachmentsTitle} resourceToken={room.resourceToken} />
            ),
          },
        ]}
      />
    </Stack>
  );
}

export function KlassRoomPage() {
  const { klassId = '' } = useParams();
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  return (
    <RequireLogin>
      {ticket ? (
        <KlassRoom key={`${klassId}-${ticket}`} klassId={klassId} klassTicketKey={ticket} />
      ) : (
        <Stack gap={4}>
          <Title>{copy.classRoom.klassRoomTitle}</Title>
          <EmptyState
            title={copy.classRoom.ticketMissing}
            action={<Link to={MY_CLASSES_PATH}>{copy.classes.backToMyClasses}</Link>}
          />
        </Stack>
      )}
    </RequireLogin>
  );
}
