/**
 * `npm start`: the app on the in-browser mock (Vite dev server, msw service worker). A scenario
 * chosen by URL logs its learner in; the mock's data survives a reload, a stored file's bytes too;
 * the dev panel's "reset data" restores the seed (DESIGN.md "One mock world": seeded
 * deterministically and, in the browser, survives a reload).
 */
import { expect, test, type Page } from '@playwright/test';
import { copy } from '@app/shared/copy';

interface TicketPage {
  items: Array<{ klassTicketKey: string; listStatus: string }>;
}

/** Calls the mock through the page, as the app would, with the session's token. */
async function callApi<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const token = localStorage.getItem('klass.accessToken');
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: { Authorization: token ? `Qube-token ${token}` : 'None', 'Content-Type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { path, init },
  );
}

async function hiddenTicketKeys(page: Page): Promise<string[]> {
  const answer = await callApi<TicketPage>(page, '/rest/inventory/my-klass/single?listStatus=HIDE&page=1&size=50');
  return answer.items.filter((item) => item.listStatus === 'HIDE').map((item) => item.klassTicketKey);
}

test('a scenario URL logs in, the data survives a reload, and "reset data" restores the seed', async ({ page }) => {
  // The dev server compiles modules on first request: the first load is slow on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/?scenario=default');
  await expect(page.getByRole('heading', { level: 1, name: /김하늘님/ })).toBeVisible({ timeout: 30_000 });

  const hiddenAtSeed = await hiddenTicketKeys(page);
  expect(hiddenAtSeed).not.toContain('kt-active');
  await callApi(page, '/rest/inventory/klass-ticket/list-status', {
    method: 'POST',
    body: { klassTicketKey: 'kt-active', listStatus: 'HIDE' },
  });
  await page.waitForTimeout(300); // the snapshot is written once per burst of changes

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /김하늘님/ })).toBeVisible({ timeout: 30_000 });
  expect(await hiddenTicketKeys(page)).toContain('kt-active');

  // Reset reloads the page into the tab's scenario, logged in again from a fresh seed: read the
  // data there, not in one more load of the page (each load builds the world in the browser).
  await page.getByRole('button', { name: '개발 도구' }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: '데이터 초기화' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: /김하늘님/ })).toBeVisible({ timeout: 30_000 });
  expect(await hiddenTicketKeys(page)).toEqual(hiddenAtSeed);
});

/** The bytes of the file the test uploads: 1,000 of them, none the same as its neighbour. */
const FILE_BYTES = Array.from({ length: 1000 }, (_, index) => index % 251);

interface UploadPlan {
  uploadId: string;
  partSize: number;
  uploadUrls: string[];
}

test('a file stored before a reload downloads after it, byte for byte', async ({ page }) => {
  test.setTimeout(120_000);
  const home = page.getByRole('heading', { level: 1, name: copy.backoffice.homeTitle });
  await page.goto('/admin?scenario=operator');
  await expect(home).toBeVisible({ timeout: 60_000 });

  // An upload as the back-office's file kit makes it: prepare, a PUT per part, complete.
  const plan = await callApi<UploadPlan>(page, '/rest/file/admin/tenant/uploads', {
    method: 'POST',
    body: { fileName: '수강생 명단.csv', size: FILE_BYTES.length, contentType: 'text/csv' },
  });
  const parts = await page.evaluate(
    ({ plan, values }) =>
      Promise.all(
        plan.uploadUrls.map(async (url, index) => {
          const part = new Uint8Array(values).slice(index * plan.partSize, (index + 1) * plan.partSize);
          const answer = await fetch(url, { method: 'PUT', body: part });
          return { partNumber: index + 1, etag: answer.headers.get('ETag') ?? '' };
        }),
      ),
    { plan, values: FILE_BYTES },
  );
  const stored = await callApi<{ fileId: string }>(
    page,
    `/rest/file/admin/tenant/uploads/${plan.uploadId}/complete`,
    { method: 'POST', body: { parts } },
  );

  await page.reload();
  await expect(home).toBeVisible({ timeout: 60_000 });
  const link = await callApi<{ url: string }>(
    page,
    `/rest/file/admin/tenant/files/${encodeURIComponent(stored.fileId)}/download`,
    { method: 'POST' },
  );
  const downloaded = await page.evaluate(async (url) => {
    const content = await fetch(url);
    return { status: content.status, bytes: Array.from(new Uint8Array(await content.arrayBuffer())) };
  }, link.url);
  expect(downloaded.status).toBe(200);
  expect(downloaded.bytes).toEqual(FILE_BYTES);
});
