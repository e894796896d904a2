/**
 * The curriculum editor's preview of a lesson's transcoded video (issue 44 "the editor's preview
 * plays the mock's media"): the class room's own hub player (app/shared/media/HubVideo.tsx), asked
 * with the master's session instead of a ticket's token, with the draft's thumbnail as its poster
 * and its subtitles as tracks — what a learner sees once the curriculum is published. It reports no
 * progress: the master is not studying.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { HubVideo } from '@app/shared/media/HubVideo';
import { previewHubVideo } from './api';

const text = copy.backofficeMasterVideo.preview;

const Section = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  > h3 { margin: 0; font-size: ${vars.font.sizeMd}; }
  > p { margin: 0; color: ${vars.color.textMuted}; }
`;

export interface VideoPreviewProps {
  klassId: string;
  lessonKey: string;
  /** The draft's source: a new one is a new video to ask for. */
  fileId: string;
  lessonTitle: string;
}

export function VideoPreview({ klassId, lessonKey, fileId, lessonTitle }: VideoPreviewProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{text.title}</h3>
      <p>{text.hint}</p>
      <HubVideo key={fileId} title={lessonTitle} source={previewHubVideo(klassId, lessonKey, fileId)} usePlaybackRates />
    </Section>
  );
}
