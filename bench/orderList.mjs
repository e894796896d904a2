/**
 * The order list's benchmark rows (issue 17): the mock's order query on the seeded 10,000+ orders
 * over real HTTP (bench/mockOrderList.ts: status + Asia/Seoul days + a cursor slice in the middle;
 * median / p95, budget: median well under 20 ms, reported, not in --check), and the real order list
 * page of the built app on the bench's mock server, signed in as the full operator: "주문 더 보기"
 * pressed until 1,000 orders are loaded (ten cursor slices), then its table scrolled to the end one
 * step per animation frame: how many order rows the DOM holds at rest and at most while scrolling.
 */
import { launchChromium } from './browser.mjs';
import { desktopPage, operatorTokens, scrollTableToEnd } from './listPage.mjs';
import { captureCommand } from './processes.mjs';
import { median, p95 } from './stats.mjs';
import { serveStatic } from './staticServer.mjs';

/** OrdersPage.tsx SLICE_SIZE × ten slices. */
const LOADED_ORDERS = 1000;
/** A virtualised table keeps a screenful and its overscan; one drawing every row would hold 1,000. */
const ORDER_DOM_ROWS_BOUND = 100;
const MOCK_BUDGET_MS = 20;
const SCROLL_STEPS = 150;
/** copy.backofficeOrders.loadMore. */
const LOAD_MORE = '주문 더 보기';

export async function measureOrderListMock() {
  const output = await captureCommand('node', ['scripts/runTs.mjs', 'bench/mockOrderList.ts']);
  const { timingsMs, ...rest } = JSON.parse(output.trim().split('\n').at(-1));
  return { ...rest, medianMs: median(timingsMs), p95Ms: p95(timingsMs), budgetMs: MOCK_BUDGET_MS };
}

/** `appOut`: the built app pointed at `mockOrigin` (measureSizes). */
export async function measureOrderListPage({ appOut, mockOrigin }) {
  const tokens = await operatorTokens(mockOrigin);
  const server = await serveStatic(appOut, 0);
  const browser = await launchChromium();
  try {
    const page = await desktopPage(browser, tokens);
    await page.goto(`http://127.0.0.1:${server.address().port}/admin/orders`, { waitUntil: 'load' });
    const rows = page.locator('tbody tr[aria-rowindex]');
    await rows.first().waitFor({ timeout: 60_000 });
    const loaded = page.getByText(new RegExp(` ${LOADED_ORDERS}개 표시 중$`));
    for (let slice = 1; slice < LOADED_ORDERS / 100; slice += 1) {
      const button = page.getByRole('button', { name: LOAD_MORE });
      await button.click();
      await page.getByText(new RegExp(` ${(slice + 1) * 100}개 표시 중$`)).waitFor({ timeout: 30_000 });
    }
    await loaded.waitFor();
    const figures = await scrollTableToEnd(page, SCROLL_STEPS);
    // aria-rowindex counts the header row as 1: the last loaded order is row LOADED_ORDERS + 1.
    if (figures.lastIndex !== LOADED_ORDERS + 1)
      throw new Error(`bench/orderList: scrolled to the end but the last row is ${figures.lastIndex - 1}, not ${LOADED_ORDERS}`);
    return { loaded: LOADED_ORDERS, domRows: figures.initialRows, maxDomRows: figures.maxRows, domRowsBound: ORDER_DOM_ROWS_BOUND };
  } finally {
    await browser.close();
    server.close();
  }
}

/** The table's rows (bench/table.mjs). */
export function orderListRows({ orderListMock, orderListPage }, skipped) {
  const mockName = 'Mock: order query on 10,000+ orders (status + Seoul days, cursor slice; median / p95)';
  const pageName = `Order list, ${LOADED_ORDERS.toLocaleString('en')} loaded by 더 보기: rows in the DOM (at rest / most while scrolling)`;
  return [
    orderListMock
      ? [
          mockName,
          `${orderListMock.medianMs.toFixed(1)} / ${orderListMock.p95Ms.toFixed(1)} ms`,
          '',
          '',
          `median < ${orderListMock.budgetMs} ms`,
          orderListMock.medianMs < orderListMock.budgetMs ? 'ok (not in --check)' : '**OVER** (not in --check)',
        ]
      : [mockName, skipped, '', '', '—', '—'],
    orderListPage
      ? [
          pageName,
          `${orderListPage.domRows} / ${orderListPage.maxDomRows}`,
          '',
          '',
          `≤ ${orderListPage.domRowsBound}`,
          orderListPage.maxDomRows <= orderListPage.domRowsBound ? 'ok' : '**OVER**',
        ]
      : [pageName, skipped, '', '', '—', '—'],
  ];
}
