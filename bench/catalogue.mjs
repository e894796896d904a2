/**
 * The catalogue's benchmark rows (issue 28 Bench): the mock's operating slice of 10,000 classes
 * and the catalogue's class list (bench/mockCatalogue.ts, median / p95 over real HTTP), and the
 * variant grid of the built app with 2,048 variants (three option groups of 16 × 16 × 8, saved
 * through the API an operator uses on the bench's own mock server): how many grid rows the DOM
 * holds, and the longest main-thread task (PerformanceObserver "longtask": 50 ms and over are
 * reported; none means every task was under 50 ms) on a keystroke (a value typed into a cell and
 * committed) and on pasting a block of 100 cells (50 rows × the two warehouses' stock columns of
 * a spreadsheet copy); then (issue 40 "a 2,048-row paste and its undo each under 100 ms of longest
 * task", measured at 101 and 90 ms by hand) a block of every row's two stock cells pasted from the
 * first row, and that paste taken back by Ctrl+Z.
 * The issue's bar is no interaction over 100 ms.
 */
/* global document, requestAnimationFrame, DataTransfer, ClipboardEvent, window -- used inside functions that run in the page */
import { launchChromium } from './browser.mjs';
import { desktopPage, operatorTokens } from './listPage.mjs';
import { captureCommand } from './processes.mjs';
import { median, p95 } from './stats.mjs';

const MOCK_BUDGET_MS = 100;
const INTERACTION_BUDGET_MS = 100;
/** A virtualised grid keeps a screenful and its overscan (the story checks under 80). */
const GRID_DOM_ROWS_BOUND = 80;
/** mocks/backoffice/catalogue/seed.ts: 홈베이킹 도구 키트, no options as seeded. */
const PRODUCT = 'goods-003';
const GROUPS = [
  { name: '구성', values: Array.from({ length: 16 }, (_, index) => `구성${index + 1}`) },
  { name: '색상', values: Array.from({ length: 16 }, (_, index) => `색상${index + 1}`) },
  { name: '크기', values: Array.from({ length: 8 }, (_, index) => `크기${index + 1}`) },
];

export async function measureCatalogueMock() {
  const output = await captureCommand('node', ['scripts/runTs.mjs', 'bench/mockCatalogue.ts']);
  const { sliceMs, listMs, ...rest } = JSON.parse(output.trim().split('\n').at(-1));
  return {
    ...rest,
    slice: { medianMs: median(sliceMs), p95Ms: p95(sliceMs) },
    list: { medianMs: median(listMs), p95Ms: p95(listMs) },
    budgetMs: MOCK_BUDGET_MS,
  };
}

/** The groups' every combination, the first group varying slowest (adminProductWords.ts `generateVariants`'s order). */
function variantsOf(groups) {
  let combinations = [[]];
  for (const group of groups) combinations = combinations.flatMap((values) => group.values.map((value) => [...values, value]));
  return combinations.map((optionValues, index) => ({
    optionValues,
    sku: `BENCH-${String(index + 1).padStart(4, '0')}`,
    price: 59_000,
    stock: { 'wh-icheon': index % 50, 'wh-busan': index % 7 },
    status: 'ON_SALE',
  }));
}

async function saveVariants(mockOrigin, token) {
  const url = `${mockOrigin}/rest/product/admin/tenant/products/${PRODUCT}/variants`;
  const headers = { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Qube-token ${token}` };
  const current = await (await fetch(url, { headers })).json();
  const variants = variantsOf(GROUPS);
  const response = await fetch(url, { method: 'PUT', headers, body: JSON.stringify({ optionGroups: GROUPS, variants, version: current.version }) });
  if (!response.ok) throw new Error(`bench/catalogue: saving ${variants.length} variants answered ${response.status}: ${await response.text()}`);
  return variants.length;
}

/** Starts collecting long tasks in the page (from now on); the curriculum bench reads them too. */
export const watchLongTasks = (page) =>
  page.evaluate(() => {
    window.__benchLongTasks = [];
    new PerformanceObserver((list) => window.__benchLongTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask' });
  });

/** The longest task since the last call (0: none of 50 ms or more), after two frames have drawn. */
export const longestTask = (page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const longest = Math.max(0, ...window.__benchLongTasks);
    window.__benchLongTasks = [];
    return longest;
  });

/** A spreadsheet's copy pasted into the focused cell, as the browser hands it over. */
const pasteInto = (page, text) =>
  page.evaluate((block) => {
    const data = new DataTransfer();
    data.setData('text/plain', block);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);

/** `appOrigin`: the built app pointed at `mockOrigin`. */
export async function measureVariantGrid({ appOrigin, mockOrigin }) {
  const tokens = await operatorTokens(mockOrigin);
  const variants = await saveVariants(mockOrigin, tokens.accessToken);
  const browser = await launchChromium();
  try {
    const page = await desktopPage(browser, tokens);
    await page.goto(`${appOrigin}/admin/products/${PRODUCT}`, { waitUntil: 'load' });
    const grid = page.getByRole('grid');
    await grid.waitFor({ timeout: 60_000 });
    const ariaRows = Number(await grid.getAttribute('aria-rowcount'));
    if (ariaRows !== variants + 1) throw new Error(`bench/catalogue: the grid says ${ariaRows - 1} variants, not ${variants}`);
    // The grid's rows are table rows (their role implicit), the header's among them.
    const domRows = await grid.locator('tr[aria-rowindex]').count();
    await watchLongTasks(page);
    // Three option columns, then price, SKU and the stock of 이천: type into the stock cell of row 5.
    const stock = 3 + 2;
    await grid.locator(`[data-cell="4:${stock}"]`).click();
    await longestTask(page);
    const keystrokes = [];
    for (const key of ['7', 'Enter', 'ArrowDown', '8', 'Enter']) {
      await page.keyboard.press(key);
      keystrokes.push(await longestTask(page));
    }
    await grid.locator(`[data-cell="10:${stock}"]`).click();
    await longestTask(page);
    await pasteInto(page, Array.from({ length: 50 }, (_, row) => `${100 + row}\t${200 + row}`).join('\n'));
    const paste = await longestTask(page);
    // Every row's two stock cells at once, from the first row; then the paste taken back.
    await grid.locator(`[data-cell="0:${stock}"]`).click();
    await longestTask(page);
    await pasteInto(page, Array.from({ length: variants }, (_, row) => `${(row % 90) + 1}\t${(row % 40) + 1}`).join('\n'));
    const wholePaste = await longestTask(page);
    // The paste went in (the first row held 0 in 이천; it puts 1 there) before it is taken back, and the undo put the 0 back.
    await grid.locator(`[data-cell="0:${stock}"]`).filter({ hasText: /^1$/ }).waitFor();
    await page.keyboard.press('Control+z');
    const wholeUndo = await longestTask(page);
    await grid.locator(`[data-cell="0:${stock}"]`).filter({ hasText: /^0$/ }).waitFor();
    return {
      variants,
      domRows,
      domRowsBound: GRID_DOM_ROWS_BOUND,
      keystrokeMs: Math.max(...keystrokes),
      pasteMs: paste,
      wholePasteMs: wholePaste,
      wholeUndoMs: wholeUndo,
      budgetMs: INTERACTION_BUDGET_MS,
    };
  } finally {
    await browser.close();
  }
}

export const longTask = (value) => (value === 0 ? 'no task ≥ 50 ms' : `${Math.round(value)} ms`);

/** The table's rows (bench/table.mjs). */
export function catalogueRows({ catalogueMock, variantGrid }, skipped) {
  const sliceName = 'Mock: operating slice of 10,000 classes (§9, one call; median / p95)';
  const listName = 'Mock: catalogue class list, category + display state, by price, page 50 (median / p95)';
  const gridName = 'Variant grid, 2,048 variants: rows in the DOM; longest task on a keystroke / on a 100-cell paste';
  const wholeName = 'Variant grid, 2,048 variants: longest task on a paste of every row (4,096 cells) / on its undo';
  const mockRow = (name, figures) =>
    catalogueMock
      ? [
          name,
          `${figures.medianMs.toFixed(1)} / ${figures.p95Ms.toFixed(1)} ms`,
          '',
          '',
          `median < ${catalogueMock.budgetMs} ms`,
          figures.medianMs < catalogueMock.budgetMs ? 'ok (not in --check)' : '**OVER** (not in --check)',
        ]
      : [name, skipped, '', '', '—', '—'];
  return [
    mockRow(sliceName, catalogueMock?.slice),
    mockRow(listName, catalogueMock?.list),
    variantGrid
      ? [
          gridName,
          `${variantGrid.domRows} rows; ${longTask(variantGrid.keystrokeMs)} / ${longTask(variantGrid.pasteMs)}`,
          '',
          '',
          `≤ ${variantGrid.domRowsBound} rows; < ${variantGrid.budgetMs} ms`,
          variantGrid.domRows <= variantGrid.domRowsBound && variantGrid.keystrokeMs < variantGrid.budgetMs && variantGrid.pasteMs < variantGrid.budgetMs
            ? 'ok'
            : '**OVER**',
        ]
      : [gridName, skipped, '', '', '—', '—'],
    variantGrid
      ? [
          wholeName,
          `${longTask(variantGrid.wholePasteMs)} / ${longTask(variantGrid.wholeUndoMs)}`,
          '',
          '',
          `< ${variantGrid.budgetMs} ms each`,
          variantGrid.wholePasteMs < variantGrid.budgetMs && variantGrid.wholeUndoMs < variantGrid.budgetMs ? 'ok' : '**OVER**',
        ]
      : [wholeName, skipped, '', '', '—', '—'],
  ];
}
