/**
 * A lesson's video in a real browser (issue 44): the teacher chooses a video for the lesson of the
 * class being prepared; it goes up in parts; the tab is reloaded mid-upload (the last parts lost on
 * the way, so they never arrive); reopened, the lesson offers to continue, the same file chosen
 * again goes on from the first missing part, and the mock's receipts prove no part was sent twice;
 * then it transcodes in the job centre to the end. Axe-clean at each step.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { mockOrigin } from '../ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { logInWithPair } from '../support/session';
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
});
