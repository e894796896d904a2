/**
 * Issue 7 journeys: my classes shows every ticket status; a class room opens from it; a lesson
 * plays to the end and reports PLAY (isLast on the end) to both consume calls; after a reload the
 * class resumes at the last lesson and position; a second device entering the same class ends
 * playback on the first with the redundant-access message.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { copy } from '@app/shared/copy';
import { expectNoAxeViolations } from '../support/axe';
import { logInAs } from '../support/session';

const main = { klassId: 'klass-001', ticket: 'kt-active', title: '실전 데이터 분석 입문' };
const roomUrl = `/app/klass/${main.klassId}?ticket=${main.ticket}`;

const isLessonConsume = (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/rest/inventory/consume');
const isKlassConsume = (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/rest/inventory/v2/public/consume/klass');

interface ConsumeBody {
  eventType: string;
  payload: { isLast: boolean; position: number; start?: number; end?: number; platformType?: string; isOffline?: boolean };
}
const bodyOf = (request: Request) => request.postDataJSON() as ConsumeBody;

async function videoReady(page: Page) {
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
  return video;
}

/** Jumps while paused (no range is played), e.g. near the end of the 12 s sample. */
async function seekTo(page: Page, seconds: number) {
  await page.evaluate((to) => {
    const video = document.querySelector('video');
    if (video) video.currentTime = to;
  }, seconds);
  await page.waitForFunction((to) => Math.abs((document.querySelector('video')?.currentTime ?? -1) - to) < 0.5, seconds);
}

/** The player's own keyboard control (K: play/pause) — a real key press, so autoplay rules allow it. */
async function togglePlay(page: Page) {
  await page.locator('video').focus();
  await page.keyboard.press('k');
}

test('my classes shows a card for every ticket status with its period text', async ({ page }) => {
  await logInAs(page, 'learner');
  await page.goto('/app/user/klasses');
  await expect(page.getByRole('heading', { level: 1, name: copy.classes.myClassesTitle })).toBeVisible();
  const cards = page.getByTestId('klass-ticket-card');
  await expect(cards.first()).toBeVisible();
  await expectNoAxeViolations(page);
  // The seeded learner's single classes span pages: walk them all and collect the statuses shown.
  const seen = new Set<string>();
  const next = page.getByRole('navigation', { name: copy.classes.pageNav }).getByRole('button', { name: '다음 페이지' });
  for (;;) {
    const statuses = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status') ?? ''));
    statuses.forEach((status) => seen.add(status));
    // §4: SCHEDULED shows the availability date as yy/MM/dd before the label; REFUND and END_OF_TERM have no review button.
    if (statuses.includes('SCHEDULED')) {
      await expect(cards.and(page.locator('[data-status="SCHEDULED"]')).first().getByTestId('period-text')).toHaveText(/^\d{2}\/\d{2}\/\d{2} /);
    }
    for (const ended of ['REFUND', 'END_OF_TERM'].filter((status) => statuses.includes(status))) {
      await expect(cards.and(page.locator(`[data-status="${ended}"]`)).getByRole('button', { name: new RegExp(copy.classes.review) })).toHaveCount(0);
    }
    if (!(await next.isEnabled())) break;
    const first = await cards.first().textContent();
    await next.click();
    await expect(cards.first()).not.toHaveText(first ?? '');
  }
  expect([...seen].sort()).toEqual(['ACTIVE', 'AVAILABLE', 'END_OF_TERM', 'REFUND', 'SCHEDULED', 'STOPPED']);
});

test('a lesson plays to the end, reports PLAY with isLast, and the class resumes after a reload', async ({ page }) => {
  await logInAs(page, 'learner');
  await page.goto('/app/user/klasses');
  await page.getByRole('button', { name: copy.classes.enterKlassNamed(main.title) }).click();
  await expect(page).toHaveURL(roomUrl);
  await expect(page.getByRole('heading', { level: 1, name: main.title })).toBeVisible();

  // The seeded last-played lesson is offered for resuming.
  await page.getByTestId('resume-card').getByRole('button').click();
  await videoReady(page);
  await expectNoAxeViolations(page);

  await seekTo(page, 9);
  const played = page.waitForRequest((request) => isLessonConsume(request) && !bodyOf(request).payload.isLast);
  const endedLesson = page.waitForRequest((request) => isLessonConsume(request) && bodyOf(request).payload.isLast);
  const endedKlass = page.waitForRequest((request) => isKlassConsume(request) && bodyOf(request).payload.isLast);
  await togglePlay(page);

  expect(bodyOf(await played).eventType).toBe('PLAY');
  const lessonEnd = bodyOf(await endedLesson);
  expect(lessonEnd.eventType).toBe('PLAY');
  expect(lessonEnd.payload.isLast).toBe(true);
  const klassEnd = bodyOf(await endedKlass);
  expect(klassEnd).toMatchObject({ eventType: 'PLAY', payload: { isLast: true, platformType: 'WEB', isOffline: false } });

  // Watch a few seconds from 3 s and pause: the pause reports the resume position.
  await seekTo(page, 3);
  // The pause closes the range played since 3 s: a report whose range is more than a second long.
  const paused = page.waitForResponse((response) => {
    const request = response.request();
    if (!isLessonConsume(request)) return false;
    const { payload } = bodyOf(request);
    return !payload.isLast && (payload.end ?? 0) - (payload.start ?? 0) > 1;
  });
  await togglePlay(page);
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 4.5);
  await togglePlay(page);
  const position = bodyOf((await paused).request()).payload.position;

  await page.reload();
  const resume = page.getByTestId('resume-card');
  await expect(resume).toContainText(copy.classRoom.resumeAt(`00:0${Math.floor(position)}`));
  await resume.getByRole('button').click();
  await videoReady(page);
  await page.waitForFunction(
    (expected) => Math.abs((document.querySelector('video')?.currentTime ?? 0) - expected) < 1,
    position,
  );
});

test('another device entering the same class stops playback with the redundant-access message', async ({ page, context }) => {
  await logInAs(page, 'learner');
  await page.goto(roomUrl);
  await page.getByTestId('resume-card').getByRole('button').click();
  await videoReady(page);

  // A second tab enters the class room: the first tab's class-room token is revoked.
  const other = await context.newPage();
  await other.goto(roomUrl);
  await expect(other.getByRole('heading', { level: 1, name: main.title })).toBeVisible();

  await page.bringToFront();
  await seekTo(page, 2);
  await togglePlay(page);
  await expect(page.getByText(copy.classRoom.redundantAccess)).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
