/**
 * A lesson's video in a real browser (issue 44): the teacher chooses a video for the lesson of the
 * class being prepared; it goes up in parts; the tab is reloaded mid-upload (the last parts lost on
 * the way, so they never arrive); reopened, the lesson offers to continue, the same file chosen
 * again goes on from the first missing part, and the mock's receipts prove no part was sent twice;
 * then it transcodes in the job centre to the end. Then the crossing to the learner (issue 44's
 * play slice): the teacher adds a new video lesson in the editor (said in the live region, the focus
 * on the new lesson, its form open), uploads its video and a WebVTT subtitle, it transcodes, the
 * curriculum is published, and the learner's class room plays it — the video element's source is
 * the hub's signed URL and its media loads (a duration read from the file), the subtitle is its
 * track; before publishing, the editor's preview plays it and a frame of it is picked as the
 * thumbnail, which is then the class room's poster; the operator reads the publish and the video
 * in the change history. Axe-clean at each step.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { appOrigin, mockOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInAs, logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeMasterVideo;
const editor = copy.backofficeMaster.editor;
const KLASS = 'klass-008';
const FILE_NAME = '1강 오리엔테이션.mp4';
/** Four parts of the mock's 256 KB. */
const SIZE = 256 * 1024 * 3 + 100;

/** The lesson's form opened on the editor page just loaded, and its video panel. */
async function openLessonVideo(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: editor.title('신규 오픈 준비 클래스') })).toBeVisible({ timeout: 20_000 });
  // The editor keeps an open lesson form across a reload (the typed work is kept): open it only if shut.
  const edit = page.getByRole('button', { name: editor.editLesson('클래스 미리 보기') });
  await expect(edit).toBeVisible();
  if ((await edit.getAttribute('aria-expanded')) !== 'true') await edit.click();
  return page.getByRole('region', { name: text.title });
}

test.describe('the teacher', () => {
  test.use({ scenario: 'teacher-master' });

  test('uploads a video in parts, reloads mid-upload, resumes from the missing parts (none sent twice), and it transcodes', async ({ page, scenarioSession }) => {
    test.setTimeout(150_000);
    // A file on disk keeps its time across the reload, as the person's own file would.
    const path = join(mkdtempSync(join(tmpdir(), 'klass-video-')), FILE_NAME);
    writeFileSync(path, Buffer.alloc(SIZE, 7));

    // Parts 3 and 4 are lost on the way until the reload: they never reach the server.
    let uploadId = '';
    await page.route('**/storage/uploads/*/parts/*', async (route) => {
      const [, id = '', partNumber = ''] = /uploads\/([^/]+)\/parts\/(\d+)/.exec(route.request().url()) ?? [];
      uploadId = decodeURIComponent(id);
      if (Number(partNumber) >= 3) await route.abort('failed');
      else await route.continue();
    });

    await logInWithPair(page, scenarioSession);
    await page.goto(`/admin/master/curriculum/${KLASS}`);
    let panel = await openLessonVideo(page);
    await expect(panel.getByText(text.none)).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.getByLabel(text.choose).setInputFiles(path);
    await expect(panel.getByText(`${text.part(2)} · ${text.partStates.done}`)).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);

    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    panel = await openLessonVideo(page);
    await expect(panel.getByText(text.interrupted(FILE_NAME, 2, 4, 3))).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await panel.getByLabel(text.chooseAgain).setInputFiles(path);

    await expect(panel.getByText(text.transcodeTitle, { exact: true })).toBeVisible({ timeout: 20_000 });
    const receipts = await page.request.get(`${mockOrigin}/__mock/uploads/${encodeURIComponent(uploadId)}`);
    expect(await receipts.json()).toEqual({ received: { 1: 1, 2: 1, 3: 1, 4: 1 } });

    // The transcode runs in the job centre (polled there) to its end.
    await expect(panel.getByText(text.transcode.DONE, { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(panel.getByText(text.ready)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('adds a new video lesson, uploads its video and subtitle, previews it and picks a frame as its thumbnail; transcoded and published, the learner’s class room plays it with that poster', async ({ page, scenarioSession }) => {
    test.setTimeout(180_000);
    const dir = mkdtempSync(join(tmpdir(), 'klass-video-'));
    const videoPath = join(dir, '2강 실습.webm');
    writeFileSync(videoPath, Buffer.alloc(1000, 7));
    const subtitlePath = join(dir, '2강.vtt');
    writeFileSync(subtitlePath, 'WEBVTT\n\n00:01.000 --> 00:03.000\n안녕하세요.\n');
    const CHAPTER = '1장. 미리 보기';
    const LESSON = '2강 실습 영상';

    await logInWithPair(page, scenarioSession);
    await page.goto(`/admin/master/curriculum/${KLASS}`);
    await expect(page.getByRole('heading', { level: 1, name: editor.title('신규 오픈 준비 클래스') })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel(editor.newLessonKind(CHAPTER)).selectOption('video');
    await page.getByLabel(editor.newLessonTitle(CHAPTER)).fill(LESSON);
    await page.getByRole('button', { name: editor.addLesson('video') }).click();
    await expect(page.getByRole('status').filter({ hasText: editor.did.addVideoLesson(LESSON) })).toBeVisible();
    await expect(page.getByRole('button', { name: editor.editLesson(LESSON) })).toBeFocused();

    // Its form opened with it; once the server has the lesson, the video goes up there.
    const panel = page.getByRole('region', { name: text.title });
    await panel.getByLabel(text.choose).setInputFiles(videoPath, { timeout: 20_000 });
    await panel.getByLabel(text.subtitles.file).setInputFiles(subtitlePath);
    await expect(panel.getByText(text.subtitles.added(text.subtitles.languages.ko))).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByText(text.transcode.DONE, { exact: true })).toBeVisible({ timeout: 60_000 });
    // Transcoded, it plays in the editor's preview, and a frame of it is picked as the thumbnail.
    const preview = panel.getByRole('region', { name: text.preview.title });
    await expect(preview.getByLabel(copy.classRoom.playerLabel(LESSON))).toBeVisible({ timeout: 20_000 });
    await panel.getByRole('button', { name: text.thumbnail.useFrame('00:06') }).click();
    await expect(panel.getByText(text.thumbnail.frameSet('00:06'))).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: editor.publish }).click();
    await page.getByRole('alertdialog', { name: editor.publishTitle }).getByRole('button', { name: editor.publishConfirm }).click();
    await expect(page.getByText(editor.published)).toBeVisible({ timeout: 20_000 });

    // The learner, in a browser of their own, opens the lesson in the class room.
    const context = await page.context().browser()?.newContext({ baseURL: appOrigin });
    if (!context) throw new Error('no browser');
    const learner = await context.newPage();
    await logInAs(learner, 'learner');
    await learner.goto(`/app/klass/${KLASS}?ticket=kt-not-prepared`);
    // The first chapter starts open (no lesson played yet): opened only if it is shut.
    const chapter = learner.getByRole('button', { name: new RegExp(CHAPTER.replace('.', '\\.')) });
    await expect(chapter).toBeVisible({ timeout: 20_000 });
    if ((await chapter.getAttribute('aria-expanded')) !== 'true') await chapter.click();
    await learner.getByRole('button', { name: new RegExp(LESSON) }).click();
    const video = learner.getByLabel(copy.classRoom.playerLabel(LESSON));
    await expect(video).toBeVisible({ timeout: 20_000 });
    await learner.waitForFunction(() => {
      const element = document.querySelector('video');
      return element !== null && element.readyState >= 1 && element.duration > 0;
    });
    const media = await video.evaluate((element: HTMLVideoElement) => ({
      src: element.currentSrc,
      duration: Math.round(element.duration),
      track: element.querySelector('track')?.getAttribute('label') ?? null,
      poster: element.getAttribute('poster') ?? '',
    }));
    expect(media.src.startsWith(`${mockOrigin}/hub-media/videos/`)).toBe(true);
    expect(media.duration).toBe(12);
    expect(media.track).toBe('한국어');
    // The frame picked in the editor is the class room's poster, published with the video.
    expect(media.poster).toContain(`${mockOrigin}/storage/files/`);
    await expectNoAxeViolations(learner);
    await context.close();

    // The operator reads the teacher's work in the change history, in words.
    const operatorContext = await page.context().browser()?.newContext({ baseURL: appOrigin });
    if (!operatorContext) throw new Error('no browser');
    const operator = await operatorContext.newPage();
    await logInAs(operator, 'operator');
    for (const [type, label] of [['CURRICULUM', '신규 오픈 준비 클래스'], ['LESSON_VIDEO', `신규 오픈 준비 클래스 · ${LESSON}`]] as const) {
      await operator.goto(`/admin/history?type=${type}`);
      const row = operator.getByRole('table', { name: copy.backofficeHistory.page.caption }).getByRole('row').filter({ hasText: label }).first();
      await expect(row).toContainText('오선생', { timeout: 20_000 });
    }
    await expectNoAxeViolations(operator);
    await operatorContext.close();
  });
});
