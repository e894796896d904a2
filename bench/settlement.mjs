/**
 * The settlement benchmark row (issue 43): the mock's monthly-sales query over the seeded 10,000+
 * orders, a year of Seoul months, over real HTTP (bench/mockSettlement.ts; median / p95, budget:
 * median under 50 ms, reported, not in --check). The screen's size, chart included, is a row of
 * the first-route table (bench/routes.mjs, /admin/settlement).
 */
import { captureCommand } from './processes.mjs';
import { median, p95 } from './stats.mjs';

const MOCK_BUDGET_MS = 50;

export async function measureSettlementMock() {
  const output = await captureCommand('node', ['scripts/runTs.mjs', 'bench/mockSettlement.ts']);
  const { timingsMs, ...rest } = JSON.parse(output.trim().split('\n').at(-1));
  return { ...rest, medianMs: median(timingsMs), p95Ms: p95(timingsMs), budgetMs: MOCK_BUDGET_MS };
}

/** The table's row (bench/table.mjs). */
export function settlementRows({ settlementMock }, skipped) {
  const name = 'Mock: monthly sales of a year over 10,000+ orders (13 Seoul months, every type; median / p95)';
  if (!settlementMock) return [[name, skipped, '', '', '—', '—']];
  return [
    [
      name,
      `${settlementMock.medianMs.toFixed(1)} / ${settlementMock.p95Ms.toFixed(1)} ms`,
      '',
      '',
      `median < ${settlementMock.budgetMs} ms`,
      settlementMock.medianMs < settlementMock.budgetMs ? 'ok (not in --check)' : '**OVER** (not in --check)',
    ],
  ];
}
