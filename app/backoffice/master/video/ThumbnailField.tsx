/**
 * A lesson video's thumbnail (issue 44; backoffice.md §7 Hub resource "thumbnails"): the image in
 * use, shown from its short-lived download link; one of the frames the transcode took of the video
 * chosen with a press (each a button named by where in the video it is), or another image uploaded
 * with the kit's file uploader (parts, progress, retry, its image size limit) and then set as the
 * thumbnail. The class room's poster is the published one: a thumbnail changed after a publish
 * says it shows there from the next.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Skeleton } from '@ds/components/Skeleton';
import { vars } from '@ds/tokens/vars';
import type { LessonVideo, ThumbnailBody, VideoFrame } from '@app/shared/api/contract/adminMasterVideo';
import { FILE_UPLOAD_LIMITS } from '@app/shared/api/contract/adminFile';
import { copy } from '@app/shared/copy';
import { formatMinutesSeconds } from '@app/shared/lib/format/duration';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { adminFileKeys, requestDownload } from '../../api/adminFile';
import { FileUploads } from '../../kit/files/FileUploads';
import { lessonVideoFramesQuery, lessonVideoKey, lessonVideoPreviewKey, setLessonThumbnail } from './api';

const text = copy.backofficeMasterVideo.thumbnail;
const ACCEPT = ['image/png', 'image/jpeg', 'image/webp'] as const;

const Field = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  > h3 { margin: 0; font-size: ${vars.font.sizeMd}; }
  > p { margin: 0; }
  > img { width: min(100%, 16rem); aspect-ratio: 16 / 9; object-fit: cover; border-radius: ${vars.radius.md}; border: 1px solid ${vars.color.border}; }
`;

const Frames = styled.fieldset`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  > legend { padding: 0; margin-bottom: ${vars.space[2]}; font-weight: ${vars.font.weightBold}; }
  > p { margin: 0; color: ${vars.color.textMuted}; }
`;

const FrameList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FrameButton = styled.button`
  display: grid;
  gap: ${vars.space[1]};
  width: 100%;
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: inherit;
  font: inherit;
  cursor: pointer;
  > img { width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: ${vars.radius.sm}; }
  &:hover:not(:disabled) { border-color: ${vars.color.primary}; }
  &:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: 2px; }
  &:disabled { cursor: progress; opacity: 0.6; }
`;

/** The frames of the transcoded video, each a button that makes it the thumbnail. */
function FramePicker({ video, fileId, busy, onPick }: { video: LessonVideo; fileId: string; busy: boolean; onPick: (frame: VideoFrame) => void }) {
  const frames = useQuery(lessonVideoFramesQuery(video.klassId, video.lessonKey, fileId));
  return (
    <Frames>
      <legend>{text.frames}</legend>
      <p>{text.framesHint}</p>
      {frames.isPending && (
        <div role="status">
          <Skeleton height="4.5rem" />
          <span>{text.framesLoading}</span>
        </div>
      )}
      {frames.isError && (
        <p>
          <span>{text.framesFailed}</span>{' '}
          <Button size="sm" variant="secondary" onClick={() => void frames.refetch()}>
            {copy.common.retry}
          </Button>
        </p>
      )}
      {frames.data && (
        <FrameList>
          {frames.data.map((frame) => {
            const time = formatMinutesSeconds(frame.seconds);
            return (
              <li key={frame.frameId}>
                <FrameButton type="button" aria-label={text.useFrame(time)} disabled={busy} onClick={() => onPick(frame)}>
                  <img src={frame.url} alt="" />
                  <span>{text.frameAt(time)}</span>
                </FrameButton>
              </li>
            );
          })}
        </FrameList>
      )}
    </Frames>
  );
}

export function ThumbnailField({ video, lessonTitle }: { video: LessonVideo; lessonTitle: string }) {
  const client = useQueryClient();
  const headingId = useId();
  const [said, setSaid] = useState('');
  const fileId = video.thumbnail?.fileId ?? null;
  const link = useQuery({
    queryKey: [...adminFileKeys.all, 'link', fileId],
    queryFn: ({ signal }) => requestDownload(fileId ?? '', { signal }),
    enabled: fileId !== null,
    // The link lives a minute; the image, once drawn, stays.
    staleTime: 50_000,
  });
  const set = useMutation({
    mutationFn: ({ body }: { body: ThumbnailBody; done: string }) => setLessonThumbnail(video.klassId, video.lessonKey, body),
    onSuccess: (next, { done }) => {
      client.setQueryData(lessonVideoKey(video.klassId, video.lessonKey), next);
      // The preview's poster is the thumbnail.
      void client.invalidateQueries({ queryKey: lessonVideoPreviewKey(video.klassId, video.lessonKey) });
      setSaid(done);
    },
    onError: () => setSaid(text.failed),
  });
  const published = video.published;
  const notPublishedYet = published !== null && video.thumbnail !== null && published.thumbnail?.fileId !== video.thumbnail.fileId;
  return (
    <Field aria-labelledby={headingId}>
      <h3 id={headingId}>{text.title}</h3>
      {link.data ? <img src={link.data.url} alt={text.image(lessonTitle)} /> : fileId === null && <p>{text.none}</p>}
      {notPublishedYet && <p>{text.publishLater}</p>}
      {video.status === 'READY' && video.source && (
        <FramePicker
          video={video}
          fileId={video.source.fileId}
          busy={set.isPending}
          onPick={(frame) => set.mutate({ body: { frameId: frame.frameId }, done: text.frameSet(formatMinutesSeconds(frame.seconds)) })}
        />
      )}
      <FileUploads
        label={text.file}
        hint={text.hint(formatFileSize(FILE_UPLOAD_LIMITS.image))}
        accept={ACCEPT}
        multiple={false}
        onUploaded={(file) => set.mutate({ body: { fileId: file.fileId }, done: text.set(file.fileName) })}
      />
      <p aria-live="polite">{said}</p>
    </Field>
  );
}
