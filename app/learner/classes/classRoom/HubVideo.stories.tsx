/**
 * A class room lesson whose video was uploaded to the hub (issue 44): its play info and signed URL,
 * asked with the ticket's resource access token, answered here per story so each state can be
 * opened alone — playing the mock's real sample (metadata loaded, the subtitles as a track, the
 * poster), loading, not transcoded yet (looked at again until it is), not enrolled, a token the hub
 * would not take, a failed call sent again, the token expired and renewed once, and media that
 * would not load, signed again on request.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ResourceAccess } from '@app/shared/api/client/httpClient';
import { coreErrorCodes } from '@app/shared/api/contract/coreErrors';
import { hubPlaybackErrorCodes, RESOURCE_ACCESS_TOKEN_HEADER } from '@app/shared/api/contract/hubPlaybackRules';
import type { VideoPlayInfo } from '@app/shared/api/contract/hubPlayback';
import { copy } from '@app/shared/copy';
import { HubVideo } from '@app/shared/media/HubVideo';
import { ticketHubVideo } from '@app/learner/api/hubPlayback';

const t = copy.classRoom.hubVideo;
const VIDEO_ID = 'file-story-video';
const PLAY_INFO_PATH = '*/rest/hub/v2/public/videos/:videoId/play-info';
const SIGNED_URL_PATH = '*/rest/hub/v2/public/videos/:videoId/signed-url';
const SAMPLE = '/mock-media/video/lesson-sample.webm';
/** A signed link gone stale: its media answers 404. */
const GONE = '/hub-media/videos/file-story-video/video.webm';

const lesson = { title: '2강 실습 영상' };

const playInfo: VideoPlayInfo = {
  videoId: VIDEO_ID,
  playerType: 'HTML5',
  duration: 12,
  posterUrl: '/mock-media/video/lesson-sample-poster.png',
  captions: [{ lang: 'ko', label: '한국어', url: '/mock-media/video/lesson-sample.ko.vtt' }],
};

const signedUrl = (url = SAMPLE) => ({ url, expiredAt: new Date(Date.now() + 60 * 60 * 1000).toISOString() });

const refusal = ({ code, status }: { code: string; status: number }, message: string) => HttpResponse.json({ status, code, message, data: null }, { status });

/** A resource token that never needs renewing (the stories that are not about its expiry). */
const steadyAccess: ResourceAccess = { token: () => Promise.resolve('rat-story'), renew: () => Promise.resolve('rat-story') };

/** Answers of the two calls, in order: the last one repeats. */
function hub(playInfoAnswers: (() => Response | Promise<Response>)[], signedAnswers: (() => Response)[] = [() => HttpResponse.json(signedUrl())]) {
  let playInfoCalls = 0;
  let signedCalls = 0;
  const pick = <T,>(answers: T[], index: number) => answers[Math.min(index, answers.length - 1)];
  return [
    http.get(PLAY_INFO_PATH, () => pick(playInfoAnswers, playInfoCalls++)?.()),
    http.get(SIGNED_URL_PATH, () => pick(signedAnswers, signedCalls++)?.()),
  ];
}

const meta = {
  title: 'Learner/Classes/강의 영상 · HubVideo',
  component: HubVideo,
  args: { title: lesson.title, source: ticketHubVideo(VIDEO_ID, steadyAccess), usePlaybackRates: true, onPlayed: fn() },
  parameters: { msw: { handlers: hub([() => HttpResponse.json(playInfo)]) } },
} satisfies Meta<typeof HubVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 10_000 };

/**
 * The video element once its media's metadata is in: a duration read from the file itself. Asked
 * again each time, since a URL signed again draws a new element.
 */
async function loadedVideo(canvasElement: HTMLElement): Promise<HTMLVideoElement> {
  const canvas = within(canvasElement);
  await canvas.findByLabelText(copy.classRoom.playerLabel(lesson.title), {}, wait);
  return waitFor(() => {
    const video = canvas.getByLabelText(copy.classRoom.playerLabel(lesson.title));
    if (!(video instanceof HTMLVideoElement)) throw new Error('not a video element');
    expect(video.readyState).toBeGreaterThanOrEqual(1);
    expect(video.duration).toBeGreaterThan(0);
    return video;
  }, wait);
}

export const Playground: Story = {};

/** Transcoded and enrolled: the signed URL plays, the uploaded subtitles are its track, the thumbnail its poster. */
export const Plays: Story = {
  name: '재생',
  play: async ({ canvasElement }) => {
    const video = await loadedVideo(canvasElement);
    await expect(new URL(video.currentSrc).pathname).toBe(SAMPLE);
    await expect(video.getAttribute('poster')).toBe(playInfo.posterUrl);
    const track = video.querySelector('track');
    await expect(track?.getAttribute('label')).toBe('한국어');
    await expect(track?.getAttribute('srclang')).toBe('ko');
    await expect(within(canvasElement).getByText(copy.classRoom.playerKeys(true))).toBeVisible();
  },
};

/** The play info on its way: said, not a blank box. */
export const Loading: Story = {
  name: '불러오는 중',
  parameters: { msw: { handlers: hub([() => new Promise<Response>(() => undefined)]) } },
  play: async ({ canvasElement }) => {
    const said = await within(canvasElement).findByText(t.loading);
    await expect(said).toBeVisible();
    await expect(said.closest('[role="status"]')).not.toBeNull();
  },
};

/** Uploaded but not transcoded yet: said so, and looked at again on request until it plays. */
export const NotReady: Story = {
  name: '변환 중',
  parameters: {
    msw: {
      handlers: hub([() => refusal(hubPlaybackErrorCodes.hubVideoNotReady, '영상을 준비하고 있어요.'), () => HttpResponse.json(playInfo)]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.notReady, {}, wait)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.checkAgain }));
    await loadedVideo(canvasElement);
  },
};

/** A learner not enrolled in the class: refused in words, nothing to retry. */
export const NotEnrolled: Story = {
  name: '수강하지 않은 학습자',
  parameters: { msw: { handlers: hub([() => refusal(hubPlaybackErrorCodes.hubVideoForbidden, '이 강의를 수강하는 분만 볼 수 있어요.')]) } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent(t.forbidden);
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

/** A resource token the hub did not issue: the learner is asked to enter the class room again. */
export const TokenRefused: Story = {
  name: '확인되지 않은 권한',
  parameters: { msw: { handlers: hub([() => refusal(hubPlaybackErrorCodes.hubResourceTokenInvalid, '권한을 확인하지 못했어요.')]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, wait)).toHaveTextContent(t.tokenInvalid);
  },
};

/** The call failed: said, and sent again on request. */
export const Failed: Story = {
  name: '불러오기 실패',
  parameters: { msw: { handlers: hub([() => refusal({ code: 'server.error', status: 500 }, '오류가 났어요.'), () => HttpResponse.json(playInfo)]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent(t.failed);
    await userEvent.click(canvas.getByRole('button', { name: copy.common.retry }));
    await loadedVideo(canvasElement);
  },
};

const renewals = { count: 0 };

/**
 * The resource token expired (HUB_TOKEN_EXPIRED, backoffice.md §8): a new one is taken once and the
 * calls go again with it; the learner sees only the video.
 */
export const TokenRenewed: Story = {
  name: '만료된 권한 다시 받기',
  args: {
    source: ticketHubVideo(VIDEO_ID, {
      token: () => Promise.resolve(renewals.count > 0 ? 'rat-renewed' : 'rat-expired'),
      renew: () => {
        renewals.count += 1;
        return Promise.resolve('rat-renewed');
      },
    }),
  },
  beforeEach: () => {
    renewals.count = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(PLAY_INFO_PATH, ({ request }) =>
          request.headers.get(RESOURCE_ACCESS_TOKEN_HEADER) === 'rat-renewed' ? HttpResponse.json(playInfo) : refusal(coreErrorCodes.hubTokenExpired, '영상 권한이 만료됐어요.'),
        ),
        http.get(SIGNED_URL_PATH, ({ request }) =>
          request.headers.get(RESOURCE_ACCESS_TOKEN_HEADER) === 'rat-renewed' ? HttpResponse.json(signedUrl()) : refusal(coreErrorCodes.hubTokenExpired, '영상 권한이 만료됐어요.'),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loadedVideo(canvasElement);
    await expect(renewals.count).toBe(1);
  },
};

/** The media would not load (a link gone stale): said, and signed again on request, then it plays. */
export const MediaFailed: Story = {
  name: '재생 실패',
  parameters: {
    msw: {
      handlers: [
        http.get(`*${GONE}`, () => new HttpResponse(null, { status: 404 })),
        ...hub([() => HttpResponse.json(playInfo)], [() => HttpResponse.json(signedUrl(GONE)), () => HttpResponse.json(signedUrl())]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.mediaFailed, {}, wait)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.reload }));
    await loadedVideo(canvasElement);
    await expect(canvas.queryByText(t.mediaFailed)).toBeNull();
  },
};
