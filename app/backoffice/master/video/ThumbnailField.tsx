/**
 * A lesson video's thumbnail (issue 44; backoffice.md §7 Hub resource "thumbnails"): the image in
 * use, shown from its short-lived download link, and another one uploaded with the kit's file
 * uploader (parts, progress, retry, its image size limit) and then set as the thumbnail. Picking a
 * frame from the player is not built (see the note).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import type { LessonVideo } from '@app/shared/api/contract/adminMasterVideo';
import { FILE_UPLOAD_LIMITS } from '@app/shared/api/contract/adminFile';
import { copy } from '@app/shared/copy';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { adminFileKeys, requestDownload } from '../../api/adminFile';
import { FileUploads } from '../../kit/files/FileUploads';
import { lessonVideoKey, setLessonThumbnail } from './api';

const text = copy.backofficeMasterVideo.thumbnail;
const ACCEPT = ['image/png', 'image/jpeg', 'image/webp'] as const;

const Field = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  > h3 { margin: 0; font-size: ${vars.font.sizeMd}; }
  > p { margin: 0; }
  > img { width: min(100%, 16rem); aspect-ratio: 16 / 9; object-fit: cover; border-radius: ${vars.radius.md}; border: 1px solid ${vars.color.border}; }
`;

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
    mutationFn: (uploaded: { fileId: string; fileName: string }) => setLessonThumbnail(video.klassId, video.lessonKey, uploaded.fileId),
    onSuccess: (next, uploaded) => {
      client.setQueryData(lessonVideoKey(video.klassId, video.lessonKey), next);
      setSaid(text.set(uploaded.fileName));
    },
    onError: () => setSaid(text.failed),
  });
  return (
    <Field aria-labelledby={headingId}>
      <h3 id={headingId}>{text.title}</h3>
      {link.data ? <img src={link.data.url} alt={text.image(lessonTitle)} /> : fileId === null && <p>{text.none}</p>}
      <FileUploads label={text.file} hint={text.hint(formatFileSize(FILE_UPLOAD_LIMITS.image))} accept={ACCEPT} multiple={false} onUploaded={(file) => set.mutate(file)} />
      <p aria-live="polite">{said}</p>
    </Field>
  );
}
