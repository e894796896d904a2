/**
 * Watched coverage of a video lesson from its play tracks (`/play-track`): the merged ranges drawn
 * on a bar the length of the lesson, and the share watched said in words.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { playTrackQuery } from '@app/learner/api/classRoom';
import { copy } from '@app/shared/copy';
import { watchedCoverage } from '../rules/playTracks';

const Row = styled.div`
  display: grid;
  gap: ${vars.space[1]};
`;

const Track = styled.div`
  position: relative;
  height: 8px;
  overflow: hidden;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
`;

const Range = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  background: ${vars.color.primary};
`;

const Label = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

export function WatchedCoverage({ klassId, lessonKey }: { klassId: string; lessonKey: string }) {
  const tracks = useQuery(playTrackQuery(klassId, lessonKey));
  if (!tracks.isSuccess) return null;
  const { duration } = tracks.data;
  const coverage = watchedCoverage(tracks.data.tracks, duration);
  const share = (seconds: number) => `${(seconds / duration) * 100}%`;
  return (
    <Row data-testid="watched-coverage">
      <Label>
        {copy.classRoom.watched} · {copy.classRoom.watchedCoverage(coverage.percent)}
      </Label>
      <Track aria-hidden="true">
        {duration > 0
          ? coverage.merged.map((range) => (
              // Positions vary per range: inline style, not one generated class per range.
              <Range key={range.start} style={{ left: share(range.start), width: share(range.end - range.start) }} />
            ))
          : null}
      </Track>
    </Row>
  );
}
