/**
 * Korean typed through Chromium's real IME path (support/ime.ts: the DevTools protocol's
 * composition calls, compositionstart / update / end and an `input` per jamo, the Enter that ends
 * a syllable arriving while it is still composing), where synthetic key events cannot reach:
 * - the variant grid (issue 28 "Enter / typing edits, Escape cancels"; issue 27 Korean input):
 *   Hangul typed onto a focused cell composes inside the cell's own field from its first jamo
 *   (moving focus to an editor once the IME had begun lost that jamo), the Enter that finishes the
 *   last syllable neither commits nor moves, the next Enter commits the whole word and moves down;
 *   a status typed in Korean is read as that status;
 * - the list kit's search (FilterBar, issue 27: "the Enter that only finishes a Hangul syllable
 *   sends nothing"): 김, the Enter that finishes it, 민 and Enter put the whole word in the URL's
 *   `q`, and it is the one search sent (the page's clock stopped while typing, so the search's
 *   pause cannot send anything and a search sent early can only be a key's).
 * Each page is axe-clean.
 */
import type { Page, Request } from '@playwright/test';
import { copy } from '@app/shared/copy';
import { expectNoAxeViolations } from '../support/axe';
import { koreanIme } from '../support/ime';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

test.use({ scenario: 'operator' });

test('Hangul typed onto a focused grid cell: nothing lost, the composing Enter commits nothing, the next Enter commits the word', async ({ page, scenarioSession }) => {
  const words = copy.backofficeCatalogue.variants;
  const statusWords = copy.backofficeCatalogue.saleStatusNames;
  await logInWithPair(page, scenarioSession);
  // 수채화 물감 24색 세트: one option group (튜브형 / 고체형), then price, SKU, two stocks, status.
  await page.goto('/admin/products/goods-002');
  await expect(page.getByRole('heading', { level: 1, name: words.openVariants('수채화 물감 24색 세트') })).toBeVisible({ timeout: 20_000 });
  const grid = page.getByRole('grid', { name: words.gridLabel });
  const STATUS = 5;
  const cell = (row: number) => grid.locator(`[data-cell="${row}:${STATUS}"]`);
  const field = (row: number) => cell(row).getByRole('textbox');

  await cell(0).click();
  // Before any key, focus is already in a field that can compose: the IME begins inside it.
  await expect(field(0)).toBeFocused();
  await expect(field(0)).toHaveValue(statusWords.ON_SALE);
  // What this very field composes, jamo by jamo: were focus moved to another element once typing
  // began, its first steps would be missing here.
  const composed = await field(0).evaluateHandle((input) => {
    const seen: string[] = [];
    input.addEventListener('compositionupdate', (event) => seen.push((event as CompositionEvent).data));
    return seen;
  });
  const ime = await koreanIme(page);
  try {
    await ime.type('빨강');
    await expect(field(0)).toHaveValue('빨강');
    // Chromium updates the composition once more as it commits 빨 (빩's ㄱ moving on to 가).
    expect(await composed.jsonValue()).toEqual(['ㅃ', '빠', '빨', '빩', '빨', '가', '강']);
    // The Enter that finishes 강: the word stays in the field, being edited, nothing committed or moved.
    await ime.enter();
    await expect(field(0)).toBeFocused();
    await expect(field(0)).toHaveValue('빨강');
    await expect(page.getByText(words.noErrors)).toBeVisible();
    await page.keyboard.press('Enter');
    // Committed whole (refused as a status, kept as typed with the rule's message), focus a row down.
    await expect(cell(0)).toHaveText(`빨강${words.cellError(words.statusTyped)}`);
    await expect(field(1)).toBeFocused();
    await expect(page.getByText(words.errorCount('1'))).toBeVisible();

    // A status in Korean, a space inside it, is that status.
    await ime.type(statusWords.STOPPED);
    await ime.enter();
    await expect(field(1)).toHaveValue(statusWords.STOPPED);
    await page.keyboard.press('Enter');
    await expect(cell(1)).toHaveText(statusWords.STOPPED);
    await expect(page.getByText(words.errorCount('1'))).toBeVisible();
  } finally {
    await ime.detach();
  }
  await expectNoAxeViolations(page);
});

/** A call for a page of the member list (not the aggregation's or another's). */
const isMemberList = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/admin/tenant/members');

/** The `q` of every member-list call the page makes from now on (null: no search). */
function listSearches(page: Page): (string | null)[] {
  const searches: (string | null)[] = [];
  page.on('request', (request) => {
    if (isMemberList(request)) searches.push(new URL(request.url()).searchParams.get('q'));
  });
  return searches;
}

test('the member search: 김, the Enter that finishes it, a pause on ㅁ, 민 and Enter: the URL’s q is 김민 whole, the only search sent', async ({ page, scenarioSession }) => {
  const text = copy.backofficeMemberList;
  await logInWithPair(page, scenarioSession);
  // The page's clock, to stop it while typing (below).
  await page.clock.install();
  const searches = listSearches(page);
  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { level: 1, name: text.listTitle })).toBeVisible({ timeout: 20_000 });
  const table = page.getByRole('table', { name: text.listCaption });
  // The unfiltered first page is in before typing: its call is not the search's.
  await expect(table.locator('tbody tr[aria-rowindex="2"]')).toBeVisible({ timeout: 20_000 });

  const searched = page.waitForRequest((request) => isMemberList(request) && new URL(request.url()).searchParams.get('q') === '김민', { timeout: 30_000 });
  const search = page.getByRole('searchbox', { name: text.searchFilter });
  await search.focus();
  // The page's time stands still while typing: the search's pause (useListState) cannot send
  // what is typed, so any search sent now was sent by a key, and only the last Enter may send one.
  await page.clock.pauseAt(Date.now() + 1_000);
  const ime = await koreanIme(page);
  try {
    await ime.type('김');
    await ime.enter();
    // A pause in the middle of a syllable ("김ㅁ" on the way to "김민") sends nothing: the
    // search waits for the syllable to be finished (useListState's `composing`).
    await ime.type('ㅁ');
    await expect(search).toHaveValue('김ㅁ');
    await page.clock.runFor(1_000);
    await ime.type('민');
    await expect(search).toHaveValue('김민');
    await ime.enter();
  } finally {
    await ime.detach();
  }
  await page.keyboard.press('Enter');
  await searched;
  await page.clock.resume();

  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('김민');
  await expect(search).toHaveValue('김민');
  // The page shows the search's members only (the name, e-mail or phone holding the word).
  const rows = table.locator('tbody tr[aria-rowindex]');
  await expect.poll(async () => {
    const shown = await rows.allTextContents();
    return shown.length > 0 && shown.every((row) => row.includes('김민'));
  }).toBe(true);
  expect(searches.filter((q) => q !== null)).toEqual(['김민']);
  await expectNoAxeViolations(page);
});
