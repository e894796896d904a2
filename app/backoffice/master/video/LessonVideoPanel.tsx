/**
 * A video lesson's video in the curriculum editor (issue 44): choose a file and it goes up in
 * parts, each part's progress shown; pause, cancel (confirmed: the parts are dropped), retry from a
 * failed part; after a reload, the upload the server still has is offered to continue — the same
 * file chosen again goes on from the first missing part. Then the transcode, as the job centre has
 * it (대기 중, 변환 중 42%, 완료, 실패 with retry, cancel while it runs), the video once ready — played
 * in a preview, and said to be the class room's only once the curriculum is published — and its
 * thumbnail and subtitles.
 * The status line is polite live text, so each change is heard without taking the focus.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { FileInput } from '@ds/components/FileInput';
import { ProgressBar } from '@ds/components/ProgressBar';
import { Skeleton } from '@ds/components/Skeleton';
import { vars } from '@ds/tokens/vars';
import type { LessonVideo } from '@app/shared/api/contract/adminMasterVideo';
import { VIDEO_EXTENSIONS, VIDEO_UPLOAD_MAX_BYTES } from '@app/shared/api/contract/adminMasterVideoRules';
import { copy } from '@app/shared/copy';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { missingParts, type PartProgress, type UploadProgress } from '@app/shared/upload/multipart';
import { SubtitlesSection } from './SubtitlesSection';
import { ThumbnailField } from './ThumbnailField';
import { TranscodeStatus } from './TranscodeStatus';
import { useLessonVideoUpload, type VideoUploadPhase } from './useLessonVideoUpload';
import { VideoPreview } from './VideoPreview';

const text = copy.backofficeMasterVideo;
const ACCEPT = ['video/*', ...VIDEO_EXTENSIONS.map((extension) => `.${extension}`)];

const Panel = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  > h2 { margin: 0; font-size: ${vars.font.sizeMd}; }
  > p { margin: 0; overflow-wrap: anywhere; }
  > p[data-tone='danger'] { color: ${vars.color.danger}; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: center;
`;

const Parts = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: grid; gap: ${vars.space[1]}; font-size: ${vars.font.sizeSm}; }
  > li[data-status='failed'] { color: ${vars.color.danger}; }
`;

/** A part's state in words; one that was on its way when the upload was paused says so. */
function partState(part: PartProgress, paused: boolean): string {
  if (paused && (part.status === 'uploading' || part.status === 'retrying')) return text.partPaused;
  return part.status === 'retrying' ? text.partRetrying(part.attempts) : text.partStates[part.status];
}

function PartList({ progress, paused }: { progress: UploadProgress; paused: boolean }) {
  return (
    <Parts aria-label={text.parts}>
      {progress.parts.map((part) => (
        <li key={part.partNumber} data-status={part.status}>
          <span>
            {text.part(part.partNumber)} · {partState(part, paused)}
          </span>
          <ProgressBar
            label={text.part(part.partNumber)}
            hideLabel
            size="sm"
            value={part.size === 0 ? 100 : Math.round((part.loaded / part.size) * 100)}
            tone={part.status === 'failed' ? 'danger' : part.status === 'done' ? 'success' : 'primary'}
          />
        </li>
      ))}
    </Parts>
  );
}

const doneParts = (progress: UploadProgress | null) => progress?.parts.filter((part) => part.status === 'done').length ?? 0;

/** The status line of the upload in this page. */
function phaseLine(phase: Exclude<VideoUploadPhase, { kind: 'idle' }>): string {
  switch (phase.kind) {
    case 'uploading': {
      const { progress } = phase;
      if (!progress) return text.preparing;
      const line = text.uploading(progress.total === 0 ? 0 : progress.loaded / progress.total, doneParts(progress), progress.parts.length);
      if (phase.restarted) return `${text.restarted} ${line}`;
      return phase.resumedFrom === null ? line : `${text.resumedFrom(phase.resumedFrom)} ${line}`;
    }
    case 'paused':
      return text.paused(doneParts(phase.progress), phase.progress?.parts.length ?? 0);
    case 'failed':
      return phase.message;
    case 'cancelled':
      return text.cancelled;
  }
}

function ServerVideo({ video }: { video: LessonVideo }) {
  if (video.status === 'NONE' || video.status === 'UPLOADING' || !video.source) return null;
  const { published } = video;
  return (
    <>
      <p>{text.source(video.source.fileName, formatFileSize(video.source.size))}</p>
      {video.transcoding ? <TranscodeStatus transcoding={video.transcoding} klassId={video.klassId} lessonKey={video.lessonKey} /> : <p>{text.ready}</p>}
      {published === null ? <p>{text.unpublished}</p> : published.source.fileId !== video.source.fileId && <p>{text.publishedOther(published.source.fileName)}</p>}
    </>
  );
}

export interface LessonVideoPanelProps {
  klassId: string;
  lessonKey: string;
  lessonTitle: string;
}

export function LessonVideoPanel({ klassId, lessonKey, lessonTitle }: LessonVideoPanelProps) {
  const upload = useLessonVideoUpload(klassId, lessonKey);
  const { video, phase } = upload;
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const hint = text.hint(formatFileSize(VIDEO_UPLOAD_MAX_BYTES));
  const open = video.data?.upload ?? null;
  // An upload the server has and this page does not run: after a reload, a closed tab, or a leave.
  const interrupted = phase.kind === 'idle' && open !== null;
  const progress = phase.kind === 'idle' || phase.kind === 'cancelled' ? null : phase.progress;
  const cancellable = phase.kind === 'uploading' || phase.kind === 'paused' || phase.kind === 'failed' || interrupted;
  // Pause, resume and retry are one button whose words change: the pressed button stays in the page,
  // so the focus (and the scroll) stay on it. Two buttons swapping dropped the focus to the page's
  // heading and scrolled to the top (a review found it).
  const toggle =
    phase.kind === 'uploading'
      ? { label: text.pause, onClick: upload.pause, variant: 'secondary' as const, disabled: !phase.progress }
      : phase.kind === 'paused'
        ? { label: text.resume, onClick: upload.resume, variant: 'primary' as const, disabled: false }
        : phase.kind === 'failed'
          ? { label: phase.failedPart === null ? copy.common.retry : text.retryPart, onClick: upload.resume, variant: 'primary' as const, disabled: false }
          : null;

  if (video.isPending) {
    return (
      <Panel aria-labelledby={headingId}>
        <h2 id={headingId}>{text.title}</h2>
        <Skeleton height="4rem" />
      </Panel>
    );
  }

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{text.title}</h2>
      {video.isError && <p data-tone="danger">{text.loadFailed}</p>}
      {video.data && phase.kind === 'idle' && !interrupted && video.data.status === 'NONE' && <p>{text.none}</p>}
      {video.data && phase.kind !== 'uploading' && <ServerVideo video={video.data} />}
      <p aria-live="polite" data-tone={phase.kind === 'failed' ? 'danger' : undefined}>
        {phase.kind !== 'idle'
          ? phaseLine(phase)
          : open
            ? text.interrupted(open.fileName, open.uploadedParts.length, open.partCount, missingParts(open.partCount, open.uploadedParts)[0] ?? open.partCount)
            : ''}
      </p>
      {progress && <PartList progress={progress} paused={phase.kind === 'paused'} />}
      <Row>
        {toggle && (
          <Button size="sm" variant={toggle.variant} onClick={toggle.onClick} disabled={toggle.disabled}>
            {toggle.label}
          </Button>
        )}
        {cancellable && (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            {text.cancel}
          </Button>
        )}
      </Row>
      {phase.kind !== 'uploading' && phase.kind !== 'paused' && phase.kind !== 'failed' && (
        <FileInput
          label={interrupted ? text.chooseAgain : video.data?.source ? text.replace : text.choose}
          hint={hint}
          accept={ACCEPT}
          error={upload.refusal ?? undefined}
          onFilesSelected={([file]) => {
            if (!file) return;
            if (interrupted) upload.resumeWith(file);
            else upload.start(file);
          }}
        />
      )}
      {video.data?.status === 'READY' && video.data.source && <VideoPreview klassId={klassId} lessonKey={lessonKey} fileId={video.data.source.fileId} lessonTitle={lessonTitle} />}
      {video.data && <ThumbnailField video={video.data} lessonTitle={lessonTitle} />}
      <SubtitlesSection klassId={klassId} lessonKey={lessonKey} />
      <ConfirmDialog
        open={confirming}
        title={text.confirmCancelTitle}
        tone="danger"
        submitLabel={text.confirmCancel}
        cancelLabel={text.keepUploading}
        onCancel={() => setConfirming(false)}
        onSubmit={() => {
          setConfirming(false);
          void upload.cancel();
        }}
      >
        <p>{text.confirmCancelBody(progress ? doneParts(progress) : (open?.uploadedParts.length ?? 0))}</p>
      </ConfirmDialog>
    </Panel>
  );
}
