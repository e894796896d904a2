/**
 * A video lesson's video in the curriculum editor (issue 44) against the mock, as the teacher on
 * the class being prepared (klass-008, its lesson "클래스 미리 보기"): no video yet; a video of four
 * parts going up with each part's progress; a part that failed its tries, and one retried; paused
 * and resumed from the server's parts; cancelled (confirmed); the lesson left mid-upload and
 * reopened — as after a reload — and the same file chosen again resuming from the first missing
 * part, no part sent twice; another file refused there; and the transcode's states as the job
 * centre has them (대기 중, 변환 중 42%, 완료, 실패 with retry). Once it is ready: the preview
 * plays it with its subtitle; a video replaced after publishing says the learner still sees the
 * published one; a thumbnail picked from the video's frames (and what the class room shows of it),
 * the frames loading and failing.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Job } from '@app/shared/api/contract/adminJob';
import { FILE_UPLOAD_LIMITS } from '@app/shared/api/contract/adminFile';
import type { LessonVideo } from '@app/shared/api/contract/adminMasterVideo';
import { SUBTITLE_MAX_BYTES } from '@app/shared/api/contract/adminMasterSubtitleRules';
import { VIDEO_UPLOAD_MAX_BYTES } from '@app/shared/api/contract/adminMasterVideoRules';
import { copy } from '@app/shared/copy';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { Backoffice, screen } from '../../storySupport';
import { curriculumDrafts } from '../curriculum/useCurriculumEditor';
import { LessonVideoPanel } from './LessonVideoPanel';

const text = copy.backofficeMasterVideo;
const editor = copy.backofficeMaster.editor;
const KLASS = 'klass-008';
const LESSON = 'klass-008-l1';
const VIDEO_CALL = `*/rest/hub/admin/master/klasses/${KLASS}/lessons/${LESSON}/video`;
const PART_PATH = '*/storage/uploads/:uploadId/parts/:partNumber';
const JOB_ID = 'job-video-story';

/** Four parts of the mock's 256 KB, always the same file (name, size and time). */
const video = (name = '1강 오리엔테이션.mp4') => new File([new Uint8Array(256 * 1024 * 3 + 100)], name, { type: 'video/mp4', lastModified: 1_765_000_000_000 });

/**
 * What the part PUTs did in a story: which parts reached the mock's storage (`sent`; a held one
 * never does), and which the story holds on the way.
 */
const parts = { sent: [] as number[], hold: new Set<number>(), failTimes: 0, failed: 0 };

/** Holds the parts in `hold` (never answered), fails part 2 `failTimes` times, and counts the PUTs that go through. */
const partHandler = http.put(PART_PATH, ({ params }) => {
  const partNumber = Number(params.partNumber);
  if (parts.hold.has(partNumber)) return new Promise<Response>(() => undefined);
  parts.sent.push(partNumber);
  if (partNumber === 2 && parts.failed < parts.failTimes) {
    parts.failed += 1;
    return HttpResponse.json({ status: 500, code: 'server.error', message: '오류', data: null }, { status: 500 });
  }
  return undefined;
});

const meta = {
  title: 'Back-office/Master/강의 영상 · LessonVideoPanel',
  component: LessonVideoPanel,
  // The panel as the editor draws it: the args name the lesson the route opens.
  args: { klassId: KLASS, lessonKey: LESSON, lessonTitle: '클래스 미리 보기' },
  render: () => <Backoffice />,
  parameters: { route: `/admin/master/curriculum/${KLASS}`, scenario: 'teacher-master', layout: 'fullscreen', msw: { handlers: [partHandler] } },
  beforeEach: () => {
    window.localStorage.removeItem(curriculumDrafts.key(KLASS));
    Object.assign(parts, { sent: [], hold: new Set<number>(), failTimes: 0, failed: 0 });
  },
} satisfies Meta<typeof LessonVideoPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor with the video lesson's form open, and its video panel. */
async function openPanel(canvasElement: HTMLElement) {
  // The first story of a run also waits for the world's first seed and the editor's chunks.
  await within(canvasElement).findByRole('heading', { level: 1, name: editor.title('신규 오픈 준비 클래스') }, { timeout: 20_000 });
  await userEvent.click(await within(canvasElement).findByRole('button', { name: editor.editLesson('클래스 미리 보기') }));
  return within(await within(canvasElement).findByRole('region', { name: text.title }));
}

async function choose(panel: ReturnType<typeof within>, file: File, label: string = text.choose) {
  await userEvent.upload(await panel.findByLabelText(label), file);
}

const partRow = (panel: ReturnType<typeof within>, partNumber: number) => panel.getByText(new RegExp(`^${text.part(partNumber)} · `));

/**
 * No video yet: said, with the file input and what it takes — the hints name the rules the page and
 * the server check by (the video's types and 4 GB, a subtitle's formats and size, a thumbnail's).
 */
export const NoVideo: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(await panel.findByText(text.none)).toBeVisible();
    await expect(panel.getByLabelText(text.choose)).toBeInTheDocument();
    await expect(panel.getByText(text.hint(formatFileSize(VIDEO_UPLOAD_MAX_BYTES)))).toBeVisible();
    await expect(panel.getByText(/MP4, M4V, MOV, WebM, MKV 같은 영상 파일을 4 GB까지/)).toBeVisible();
    await expect(panel.getByText(text.subtitles.hint(formatFileSize(SUBTITLE_MAX_BYTES)))).toBeVisible();
    await expect(panel.getByText(text.thumbnail.hint(formatFileSize(FILE_UPLOAD_LIMITS.image)))).toBeVisible();
  },
};

/** Four parts going up: the first two done, the last two still on their way, each shown. */
export const EachPartProgress: Story = {
  play: async ({ canvasElement }) => {
    parts.hold = new Set([3, 4]);
    const panel = await openPanel(canvasElement);
    await choose(panel, video());
    // Parts go side by side: either of the first two may finish first.
    await waitFor(() => {
      expect(partRow(panel, 1)).toHaveTextContent(text.partStates.done);
      expect(partRow(panel, 2)).toHaveTextContent(text.partStates.done);
    }, { timeout: 5000 });
    await expect(partRow(panel, 3)).toHaveTextContent(text.partStates.uploading);
    await expect(panel.getByText(/조각 2\/4/)).toBeVisible();
    await expect(panel.getByRole('button', { name: text.pause })).toBeEnabled();
  },
};

/** Part 2 failed all its tries: the upload stops there and offers to go on from it; the others arrived. */
export const FailedPart: Story = {
  play: async ({ canvasElement }) => {
    parts.failTimes = 3;
    const panel = await openPanel(canvasElement);
    await choose(panel, video());
    await expect(await panel.findByText(text.failedPart(2), {}, { timeout: 8000 })).toBeVisible();
    await expect(partRow(panel, 2)).toHaveTextContent(text.partStates.failed);
    await expect(panel.getByRole('button', { name: text.retryPart })).toBeVisible();
  },
};

/** Part 2 failed once and was sent again by itself; the upload finished and the transcode started. */
export const Retried: Story = {
  play: async ({ canvasElement }) => {
    parts.failTimes = 1;
    const panel = await openPanel(canvasElement);
    await choose(panel, video());
    await expect(await panel.findByText(text.transcodeTitle, {}, { timeout: 8000 })).toBeVisible();
    await expect(parts.sent.filter((partNumber) => partNumber === 2)).toHaveLength(2);
    await expect(parts.sent.filter((partNumber) => partNumber !== 2).sort()).toEqual([1, 3, 4]);
  },
};

/**
 * Paused with two parts on the server, then resumed: the server is asked where it stands and only
 * parts 3 and 4 go again. The focus stays on the button pressed, which now says 이어 올리기.
 */
export const PausedAndResumed: Story = {
  play: async ({ canvasElement }) => {
    parts.hold = new Set([3, 4]);
    const panel = await openPanel(canvasElement);
    await choose(panel, video());
    await waitFor(() => expect(partRow(panel, 2)).toHaveTextContent(text.partStates.done), { timeout: 5000 });
    await userEvent.click(panel.getByRole('button', { name: text.pause }));
    await expect(await panel.findByText(text.paused(2, 4))).toBeVisible();
    // A part that was on its way says it is paused, not still going up (a review by hand).
    await expect(partRow(panel, 3)).toHaveTextContent(text.partPaused);
    await expect(partRow(panel, 2)).toHaveTextContent(text.partStates.done);
    await expect(panel.getByRole('button', { name: text.resume })).toHaveFocus();
    parts.hold = new Set();
    await userEvent.click(panel.getByRole('button', { name: text.resume }));
    await expect(await panel.findByText(text.transcodeTitle, {}, { timeout: 8000 })).toBeVisible();
    await expect(parts.sent.filter((partNumber) => partNumber <= 2).sort()).toEqual([1, 2]);
  },
};

/** Cancelled after a confirmation that says what is lost: the parts are dropped, a new file can be chosen. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    parts.hold = new Set([3, 4]);
    const panel = await openPanel(canvasElement);
    await choose(panel, video());
    await waitFor(() => expect(partRow(panel, 2)).toHaveTextContent(text.partStates.done), { timeout: 5000 });
    await userEvent.click(panel.getByRole('button', { name: text.cancel }));
    const dialog = within(await screen(canvasElement).findByRole('alertdialog', { name: text.confirmCancelTitle }));
    await expect(dialog.getByText(text.confirmCancelBody(2))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text.confirmCancel }));
    await expect(await panel.findByText(text.cancelled)).toBeVisible();
    await expect(await panel.findByLabelText(text.choose)).toBeInTheDocument();
  },
};

/**
 * The lesson closed mid-upload (as a reload or a closed tab would): reopened, the server's upload is
 * offered to continue; another file is refused, the same one goes on from part 3 — parts 1 and 2
 * were sent once.
 */
export const ResumedAfterReload: Story = {
  play: async ({ canvasElement }) => {
    parts.hold = new Set([3, 4]);
    let panel = await openPanel(canvasElement);
    await choose(panel, video());
    await waitFor(() => expect(partRow(panel, 2)).toHaveTextContent(text.partStates.done), { timeout: 5000 });
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: editor.closeLesson }));
    parts.hold = new Set();
    panel = await openPanel(canvasElement);
    await expect(await panel.findByText(text.interrupted('1강 오리엔테이션.mp4', 2, 4, 3))).toBeVisible();
    await choose(panel, video('2강.mp4'), text.chooseAgain);
    await expect(await panel.findByText(text.notSameFile('1강 오리엔테이션.mp4', formatFileSize(video().size)))).toBeVisible();
    await choose(panel, video(), text.chooseAgain);
    await expect(await panel.findByText(text.transcodeTitle, {}, { timeout: 8000 })).toBeVisible();
    await expect(parts.sent.filter((partNumber) => partNumber <= 2).sort()).toEqual([1, 2]);
    await expect(parts.sent.filter((partNumber) => partNumber > 2).sort()).toEqual([3, 4]);
  },
};

// ---- the transcode's states, as the job centre has them ----------------------------------------

const STARTED = '2026-12-07T05:00:00.000Z';

function transcodeJob(status: Job['status'], done: number, actions: Job['actions'], failureMessage: string | null = null): Job {
  return {
    jobId: JOB_ID,
    kind: 'VIDEO_TRANSCODE',
    title: '영상 변환: 클래스 미리 보기',
    status,
    progress: { done, total: 100 },
    scope: '신규 오픈 준비 클래스 · 1강 오리엔테이션.mp4',
    area: null,
    startedBy: { accountKey: 'acc-teacher', displayName: '오선생' },
    createdAt: STARTED,
    updatedAt: STARTED,
    finishedAt: status === 'DONE' || status === 'FAILED' ? STARTED : null,
    failureMessage,
    result: null,
    itemErrorCount: 0,
    actions,
  };
}

function transcodeWorld(job: Job) {
  const answer: LessonVideo = {
    klassId: KLASS,
    lessonKey: LESSON,
    status: job.status === 'DONE' ? 'READY' : job.status === 'FAILED' ? 'FAILED' : 'TRANSCODING',
    upload: null,
    source: { fileId: 'file-video-story', fileName: '1강 오리엔테이션.mp4', size: 786_532 },
    transcoding: { jobId: JOB_ID, status: job.status, percent: job.progress.done, failureMessage: job.failureMessage },
    thumbnail: null,
    published: null,
  };
  return {
    msw: {
      handlers: [
        http.get(VIDEO_CALL, () => HttpResponse.json(answer)),
        http.get(`*/rest/job/admin/tenant/jobs/${JOB_ID}`, () => HttpResponse.json(job)),
      ],
    },
  };
}

export const TranscodeQueued: Story = {
  parameters: transcodeWorld(transcodeJob('QUEUED', 0, ['CANCEL'])),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(await panel.findByText(text.transcode.QUEUED)).toBeVisible();
    await expect(await panel.findByRole('button', { name: text.cancelTranscode })).toBeVisible();
  },
};

export const TranscodeRunning: Story = {
  parameters: transcodeWorld(transcodeJob('RUNNING', 42, ['CANCEL'])),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(await panel.findByText(text.transcode.RUNNING(42))).toBeVisible();
    await expect(panel.getByRole('progressbar', { name: text.transcodeTitle })).toHaveAttribute('aria-valuenow', '42');
  },
};

export const TranscodeDone: Story = {
  parameters: transcodeWorld(transcodeJob('DONE', 100, [])),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(await panel.findByText(text.transcode.DONE)).toBeVisible();
    await expect(panel.getByText(text.ready)).toBeVisible();
    await expect(panel.getByLabelText(text.replace)).toBeInTheDocument();
  },
};

export const TranscodeFailed: Story = {
  parameters: transcodeWorld(transcodeJob('FAILED', 60, ['RETRY'], '지원하지 않는 코덱이에요.')),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(await panel.findByText(text.transcode.FAILED)).toBeVisible();
    await expect(panel.getByText(text.transcodeFailed('지원하지 않는 코덱이에요.'))).toBeVisible();
    await expect(await panel.findByRole('button', { name: text.retryTranscode })).toBeVisible();
  },
};

// ---- a transcoded video: the preview, what the class room plays, the thumbnail's frames ---------

const SOURCE = { fileId: 'file-video-story', fileName: '1강 오리엔테이션.mp4', size: 786_532 };
const SAMPLE = '/mock-media/video/lesson-sample.webm';
const FRAME_IMAGES = ['02', '06', '10'].map((at) => ({ frameId: `frame-${at}s`, seconds: Number(at), url: `/mock-media/video/frames/lesson-sample-${at}s.jpg` }));

/** The lesson's video READY (its transcode done), as published or not, with its frames and preview. */
function readyVideo(published: LessonVideo['published']): LessonVideo {
  return {
    klassId: KLASS,
    lessonKey: LESSON,
    status: 'READY',
    upload: null,
    source: SOURCE,
    transcoding: { jobId: JOB_ID, status: 'DONE', percent: 100, failureMessage: null },
    thumbnail: null,
    published,
  };
}

function readyWorld(video: LessonVideo, frames: () => Response | Promise<Response> = () => HttpResponse.json(FRAME_IMAGES)) {
  let current = video;
  return {
    msw: {
      handlers: [
        http.get(VIDEO_CALL, () => HttpResponse.json(current)),
        http.get(`*/rest/job/admin/tenant/jobs/${JOB_ID}`, () => HttpResponse.json(transcodeJob('DONE', 100, []))),
        http.get(`${VIDEO_CALL}/preview/play-info`, () =>
          HttpResponse.json({
            videoId: SOURCE.fileId,
            playerType: 'HTML5',
            duration: 12,
            posterUrl: '/mock-media/video/lesson-sample-poster.png',
            captions: [{ lang: 'ko', label: '한국어', url: '/mock-media/video/lesson-sample.ko.vtt' }],
          }),
        ),
        http.get(`${VIDEO_CALL}/preview/signed-url`, () => HttpResponse.json({ url: SAMPLE, expiredAt: new Date(Date.now() + 3_600_000).toISOString() })),
        http.get(`${VIDEO_CALL}/thumbnail/frames`, frames),
        http.put(`${VIDEO_CALL}/thumbnail`, async ({ request }) => {
          const body = (await request.json()) as { frameId?: string };
          const frame = FRAME_IMAGES.find((candidate) => candidate.frameId === body.frameId);
          current = { ...current, thumbnail: { fileId: 'file-frame-story', fileName: `장면 00:${String(frame?.seconds ?? 0).padStart(2, '0')}.jpg` } };
          return HttpResponse.json(current);
        }),
        http.post('*/rest/file/admin/tenant/files/file-frame-story/download', () =>
          HttpResponse.json({ url: FRAME_IMAGES[1]?.url ?? '', fileName: '장면 00:06.jpg', expiresAt: new Date(Date.now() + 60_000).toISOString() }),
        ),
      ],
    },
  };
}

const publishedAs = (source: LessonVideo['source']): LessonVideo['published'] => (source ? { source, thumbnail: null, publishedAt: STARTED } : null);

/**
 * Transcoded and published: the preview plays the video as the class room will — the sample's
 * metadata loaded, its Korean subtitle a track, the thumbnail as its poster.
 */
export const Preview: Story = {
  parameters: readyWorld(readyVideo(publishedAs(SOURCE))),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const preview = within(await panel.findByRole('region', { name: text.preview.title }));
    await expect(preview.getByText(text.preview.hint)).toBeVisible();
    const player = (await preview.findByLabelText(copy.classRoom.playerLabel('클래스 미리 보기'), {}, { timeout: 10_000 })) as HTMLVideoElement;
    await waitFor(() => expect(player.readyState).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
    await expect(Math.round(player.duration)).toBe(12);
    await expect(player.querySelector('track')?.getAttribute('label')).toBe('한국어');
    // Published as it is: nothing says the learner sees another one.
    await expect(panel.queryByText(text.unpublished)).toBeNull();
  },
};

/** Never published yet: the video reaches learners with the curriculum's publish. */
export const NotPublishedYet: Story = {
  parameters: readyWorld(readyVideo(null)),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(await panel.findByText(text.unpublished)).toBeVisible();
  },
};

/** Replaced after publishing: the learner still sees the published video until the next publish, and the page says so. */
export const ReplacedAfterPublishing: Story = {
  parameters: readyWorld(readyVideo(publishedAs({ fileId: 'file-video-old', fileName: '1강 처음 찍은 영상.mp4', size: 512_000 }))),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(await panel.findByText(text.publishedOther('1강 처음 찍은 영상.mp4'))).toBeVisible();
    await expect(panel.getByText(text.source(SOURCE.fileName, formatFileSize(SOURCE.size)))).toBeVisible();
  },
};

/**
 * The thumbnail picked from the video's frames: each frame a button named by its time; pressed, the
 * frame is the thumbnail (said, and shown), and — the curriculum published before — the page says
 * the learner sees it from the next publish.
 */
export const ThumbnailFromFrame: Story = {
  parameters: readyWorld(readyVideo(publishedAs(SOURCE))),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const thumbnail = within(await panel.findByRole('region', { name: text.thumbnail.title }));
    await expect(thumbnail.getByRole('group', { name: text.thumbnail.frames })).toBeVisible();
    await userEvent.click(await thumbnail.findByRole('button', { name: text.thumbnail.useFrame('00:06') }));
    await expect(await thumbnail.findByText(text.thumbnail.frameSet('00:06'))).toBeVisible();
    await expect(await thumbnail.findByRole('img', { name: text.thumbnail.image('클래스 미리 보기') })).toBeVisible();
    await expect(thumbnail.getByText(text.thumbnail.publishLater)).toBeVisible();
  },
};

/** Whether the frames call fails (the story turns it back on before each run). */
const framesRefused = { on: true };

/** The frames would not load: said, with a retry that asks again. */
export const FramesFailed: Story = {
  parameters: readyWorld(readyVideo(publishedAs(SOURCE)), () =>
    framesRefused.on ? HttpResponse.json({ status: 404, code: 'request.not_found', message: '영상을 찾을 수 없어요.', data: null }, { status: 404 }) : HttpResponse.json(FRAME_IMAGES),
  ),
  beforeEach: () => {
    framesRefused.on = true;
  },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const thumbnail = within(await panel.findByRole('region', { name: text.thumbnail.title }));
    await expect(await thumbnail.findByText(text.thumbnail.framesFailed)).toBeVisible();
    framesRefused.on = false;
    await userEvent.click(thumbnail.getByRole('button', { name: copy.common.retry }));
    await expect(await thumbnail.findByRole('button', { name: text.thumbnail.useFrame('00:02') })).toBeVisible();
  },
};
