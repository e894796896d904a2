/**
 * Mock settlement benchmark (run by bench/run.mjs with `node scripts/runTs.mjs
 * bench/mockSettlement.ts`; issue 43 "the settlement query over 10,000 orders"): the mock HTTP
 * server in this process on the seeded world of 10,000+ orders, the full operator signed in, then
 * the monthly sales of the seed's whole year (2025-11 to 2026-11, every order type) timed over real
 * HTTP. Checks that the months' order counts add up to every paid order of the range, so a query
 * that skipped orders could not look fast. Prints one JSON line (run.mjs takes median and p95).
 */
import { GENERATED_ORDER_COUNT } from '@mocks/backoffice/orders/seed';
import { REQUESTS, timed, withOperatorMock } from './operatorMock';

interface MonthlySales {
  months: { month: string; total: { orderCount: number } }[];
  total: { orderCount: number; netAmount: number };
}

const RANGE = 'from=2025-11&to=2026-11';

await withOperatorMock(async ({ origin, headers }) => {
  const url = `${origin}/rest/settlement/admin/tenant/monthly-sales?${RANGE}`;
  const timingsMs = await timed<MonthlySales>(
    () => fetch(url, { headers }),
    (response, body) => {
      if (!response.ok) throw new Error(`bench/mockSettlement: ${response.status}`);
      const counted = body.months.reduce((sum, month) => sum + month.total.orderCount, 0);
      if (body.months.length !== 13 || counted !== body.total.orderCount)
        throw new Error(`bench/mockSettlement: ${body.months.length} months adding to ${counted}, total ${body.total.orderCount}`);
    },
  );
  const answer = (await (await fetch(url, { headers })).json()) as MonthlySales;
  console.log(
    JSON.stringify({ seededOrders: GENERATED_ORDER_COUNT, paidOrders: answer.total.orderCount, months: answer.months.length, requests: REQUESTS, timingsMs }),
  );
});
