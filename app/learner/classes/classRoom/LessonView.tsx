/**
 * The opened lesson, by type (spec §3 "Lesson: type, content"): a video plays in the player and
 * reports progress (one uploaded to the hub through its play info and signed URL, HubVideo.tsx); a text is shown sanitised; a PDF opens in a new tab; a quiz and a live
 * session are described. A non-video lesson counts as studied once opened, reported as one PLAY
 * event with `isLast`. The lesson's own attachments follow.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { Link } from '@ds/components/TextButton';
import { vars } from '@ds/tokens/vars';
import type { Curriculum, Lesson } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { sanitizeHtml } from '@app/shared/lib/html/sanitize';
import type { ResourceAccess } from '@app/shared/api/client/httpClient';
import { Attachments } from './Attachments';
import { HubVideo } from '@app/shared/media/HubVideo';
import { ticketHubVideo } from '@app/learner/api/hubPlayback';
import { withResourceToken } from './mediaUrl';
import type { PlayReport } from './useProgressReporter';
import { VideoPlayer, type PlayedRange } from '@app/shared/media/VideoPlayer';
import { WatchedCoverage } from './WatchedCoverage';
import { pageBase, safeUrl } from '@app/shared/lib/url/safeUrl';

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeXl};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const Prose = styled.div`
  line-height: ${vars.font.lineHeightNormal};
`;

export interface LessonViewProps {
  klassId: string;
  lesson: Lesson;
  configuration: Curriculum['configuration'];
  resourceToken: string | undefined;
  /** The same token as the hub's play calls ask for it (a video uploaded to the hub). */
  resourceAccess: ResourceAccess;
  report: (play: PlayReport) => void;
}

function LessonBody({ klassId, lesson, configuration, resourceToken, resourceAccess, report }: LessonViewProps) {
  const room = copy.classRoom;
  switch (lesson.type) {
    case 'video': {
      const { content } = lesson;
      const onPlayed = (range: PlayedRange) => report({ lessonKey: lesson.key, lessonType: 'video', ...range });
      return (
        <Stack gap={3}>
          {'videoId' in content ? (
            <HubVideo
              key={lesson.key}
              title={lesson.title}
              source={ticketHubVideo(content.videoId, resourceAccess)}
              resumeAt={content.lastPosition}
              usePlaybackRates={configuration.usePlaybackRates}
              onPlayed={onPlayed}
            />
          ) : (
            <VideoPlayer
              key={lesson.key}
              lesson={lesson}
              src={withResourceToken(content.url, resourceToken)}
              posterUrl={content.posterUrl}
              captions={content.captions.map((caption) => ({
                ...caption,
                url: withResourceToken(caption.url, resourceToken),
              }))}
              usePlaybackRates={configuration.usePlaybackRates}
              resumeAt={content.lastPosition}
              onPlayed={onPlayed}
            />
          )}
          <WatchedCoverage klassId={klassId} lessonKey={lesson.key} />
        </Stack>
      );
    }
    case 'text':
      return <Prose dangerouslySetInnerHTML={{ __html: sanitizeHtml(lesson.content.html) }} />;
    case 'pdf': {
      const documentUrl = safeUrl(withResourceToken(lesson.content.url, resourceToken), { base: pageBase() });
      return (
        <Stack gap={2}>
          <Muted>{room.pdfPages(lesson.content.pageCount)}</Muted>
          {documentUrl ? (
            <Link to={documentUrl} external>
              {room.pdfOpen}
            </Link>
          ) : null}
        </Stack>
      );
    }
    case 'quiz':
      return (
        <Stack gap={2}>
          <Muted>{room.quizInfo(lesson.content.questionCount, lesson.content.passScore)}</Muted>
          <p>{room.quizUnsupported}</p>
        </Stack>
      );
    case 'live':
      return <Muted>{room.liveInfo(formatDateTime(lesson.content.startAt), formatDateTime(lesson.content.endAt))}</Muted>;
  }
}

export function LessonView(props: LessonViewProps) {
  const { klassId, lesson, resourceToken, report } = props;
  const reportedOpen = useRef<string | null>(null);
  useEffect(() => {
    if (lesson.type === 'video' || reportedOpen.current === lesson.key) return;
    reportedOpen.current = lesson.key;
    report({ lessonKey: lesson.key, lessonType: lesson.type, start: 0, end: 0, position: 0, isLast: true });
  }, [lesson.key, lesson.type, report]);
  return (
    <Stack gap={4} as="section" aria-labelledby="lesson-title">
      <Title id="lesson-title">{lesson.title}</Title>
      <LessonBody {...props} />
      <Attachments
        klassId={klassId}
        target={{ target: 'lesson', lessonKey: lesson.key }}
        title={copy.classRoom.lessonAttachmentsTitle}
        resourceToken={resourceToken}
        hideWhenEmpty
      />
    </Stack>
  );
}
