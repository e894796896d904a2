/**
 * The member list's benchmark rows (issue 16): the mock's member query and aggregation on the
 * seeded 10,000+ members over real HTTP (bench/mockMemberList.ts, median / p95, budget: median
 * well under 20 ms, reported, not in --check), and the real member list page of the built app on
 * the bench's mock server, signed in as the full operator, at its largest page size (1,000 of the
 * 10,000+ members), its table scrolled to the end one step per animation frame: how many member
 * rows the DOM holds at rest and at most while scrolling (virtualised when that stays far under
 * the page's 1,000 rows).
 */
import { launchChromium } from './browser.mjs';
import { desktopPage, operatorTokens, scrollTableToEnd } from './listPage.mjs';
import { captureCommand } from './processes.mjs';
import { median, p95 } from './stats.mjs';
import { serveStatic } from './staticServer.mjs';

/** memberListDefinition.ts `pageSizes`: the most rows one page of the list loads. */
const PAGE_SIZE = 1000;
/** A virtualised table keeps a screenful and its overscan; one drawing every row would hold 1,000. */
export const MEMBER_DOM_ROWS_BOUND = 100;
const MOCK_BUDGET_MS = 20;
const SCROLL_STEPS = 150;

export async function measureMemberListMock() {
  const output = await captureCommand('node', ['scripts/runTs.mjs', 'bench/mockMemberList.ts']);
  const { queryMs, aggregationMs, ...rest } = JSON.parse(output.trim().split('\n').at(-1));
  return {
    ...rest,
    query: { medianMs: median(queryMs), p95Ms: p95(queryMs) },
    aggregation: { medianMs: median(aggregationMs), p95Ms: p95(aggregationMs) },
    budgetMs: MOCK_BUDGET_MS,
  };
}

/** `appOut`: the built app pointed at `mockOrigin` (measureSizes). */
export async function measureMemberListPage({ appOut, mockOrigin }) {
  const tokens = await operatorTokens(mockOrigin);
  const server = await serveStatic(appOut, 0);
  const browser = await launchChromium();
  try {
    const page = await desktopPage(browser, tokens);
    await page.goto(`http://127.0.0.1:${server.address().port}/admin/members?size=${PAGE_SIZE}`, { waitUntil: 'load' });
    await page.locator('tbody tr[aria-rowindex]').first().waitFor({ timeout: 60_000 });
    const total = Number((await page.getByText(/^총 [\d,]+명$/).first().textContent()).replace(/\D/g, ''));
    const figures = await scrollTableToEnd(page, SCROLL_STEPS);
    // aria-rowindex counts the header row as 1: the page's last member is row PAGE_SIZE + 1.
    if (figures.lastIndex !== PAGE_SIZE + 1)
      throw new Error(`bench/memberList: scrolled to the end but the last row is ${figures.lastIndex - 1}, not ${PAGE_SIZE}`);
    return { members: total, pageSize: PAGE_SIZE, domRows: figures.initialRows, maxDomRows: figures.maxRows, domRowsBound: MEMBER_DOM_ROWS_BOUND };
  } finally {
    await browser.close();
    server.close();
  }
}

/** The table's rows (bench/table.mjs). */
export function memberListRows({ memberListMock, memberListPage }, skipped) {
  const mockName = (what) => `Mock: member ${what} on 10,000+ members (median / p95)`;
  const mockRow = (what, figures) =>
    figures
      ? [
          mockName(what),
          `${figures.medianMs.toFixed(1)} / ${figures.p95Ms.toFixed(1)} ms`,
          '',
          '',
          `median < ${memberListMock.budgetMs} ms`,
          figures.medianMs < memberListMock.budgetMs ? 'ok (not in --check)' : '**OVER** (not in --check)',
        ]
      : [mockName(what), skipped, '', '', '—', '—'];
  const pageName = 'Member list of 10,000+: rows in the DOM (at rest / most while scrolling)';
  return [
    mockRow('list query (filtered, sorted, paged)', memberListMock?.query),
    mockRow('aggregation (POST with the filter)', memberListMock?.aggregation),
    memberListPage
      ? [
          `Member list of ${memberListPage.members.toLocaleString('en')}, ${memberListPage.pageSize.toLocaleString('en')} a page: rows in the DOM (at rest / most while scrolling)`,
          `${memberListPage.domRows} / ${memberListPage.maxDomRows}`,
          '',
          '',
          `≤ ${memberListPage.domRowsBound}`,
          memberListPage.maxDomRows <= memberListPage.domRowsBound ? 'ok' : '**OVER**',
        ]
      : [pageName, skipped, '', '', '—', '—'],
  ];
}
