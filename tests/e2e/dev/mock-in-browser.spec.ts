/**
 * `npm start`: the app on the in-browser mock (Vite dev server, msw service worker). A scenario
 * chosen by URL logs its learner in; the mock's data survives a reload; the dev panel's "reset
 * data" restores the seed (DESIGN.md "One mock world": seeded deterministically and, in the browser,
 * survives a reload).
 */
import { expect, test, type Page } from '@playwright/test';

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

  await page.getByRole('button', { name: '개발 도구' }).click();
  await page.getByRole('button', { name: '데이터 초기화' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.goto('/?scenario=default');
  await expect(page.getByRole('heading', { level: 1, name: /김하늘님/ })).toBeVisible({ timeout: 30_000 });
  expect(await hiddenTicketKeys(page)).toEqual(hiddenAtSeed);
});
