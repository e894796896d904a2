/**
 * Issue 19 item 7: an HLS lesson (`playerType` HLS) plays in Chromium, which has no native HLS:
 * the stream goes through hls.js, downloaded as its own chunk only when such a lesson opens, and
 * the mock serves a small real stream (three H.264 segments).
 */
import { expect, test } from '../support/test';
import { logInAs } from '../support/session';

const room = { url: '/app/klass/klass-002?ticket=kt-available', title: '브랜드 디자인 첫걸음' };

test('an HLS lesson streams through hls.js, loaded only for it', async ({ page }) => {
  const hlsChunks: string[] = [];
  const segments: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/\/assets\/hls[^/]*\.js$/.test(url)) hlsChunks.push(url);
    if (url.endsWith('.ts') && url.includes('/mock-media/video/hls/')) segments.push(url);
  });
  await logInAs(page, 'learner');
  await page.goto(room.url);
  await expect(page.getByRole('heading', { level: 1, name: room.title })).toBeVisible();
  expect(hlsChunks).toEqual([]);

  await page.getByRole('button', { name: '브랜드 디자인 스트리밍' }).click();
  await page.getByRole('button', { name: /스트리밍으로 보는 사례/ }).click();
  const video = page.locator('video[data-player-type="HLS"]');
  await expect(video).toBeVisible();
  // Played through Media Source Extensions: a blob: source, never the playlist as `src`.
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2);
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/^blob:/);
  expect(await video.evaluate((element: HTMLVideoElement) => Math.round(element.duration))).toBe(12);
  expect(hlsChunks).toHaveLength(1);
  expect(segments.length).toBeGreaterThan(0);

  await video.focus();
  await page.keyboard.press('k');
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5);
});
