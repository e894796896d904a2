/**
 * The benchmark's one table, in Markdown (printed, and pasted into docs/benchmarks.md): every
 * figure with the floor it is compared with, the ratio, the budget and a verdict.
 * Every route's size row and the first routes' paint rows also give their ratio to the stack
 * floor (bench/stackFloor): the part of the gap that is the app's rather than the stack's.
 */
import { catalogueRows } from './catalogue.mjs';
import { couponRows } from './coupons.mjs';
import { curriculumRows } from './curriculum.mjs';
import { HOME_SIGNED_IN_PAGE, HOME_TARGETS, HOME_VISITOR_PAGE } from './paint.mjs';
import { pageEditorRows } from './pageEditor.mjs';
import { richTextRows } from './richText.mjs';
import { PROMOTIONS_PAGE } from './promotions.mjs';
import { groupScrollRows } from './groupScroll.mjs';
import { importDryRunRows } from './importDryRun.mjs';
import { memberListRows } from './memberList.mjs';
import { orderListRows } from './orderList.mjs';
import { settlementRows } from './settlement.mjs';
import { COST_FILE, formatDuration, totalMs } from '../scripts/suite/cost.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)} ms`);
const ratio = (value) => `${value.toFixed(2)}×`;
/** `(1.41× of the stack floor)`; `what` names the figure when the cell holds several. */
const ofStack = (value, what = '') => `(${what}${ratio(value)} of the stack floor)`;

/** The stack floor's name among the paint targets (bench/run.mjs). */
export const STACK_FLOOR_PAGE = 'stack floor';
const STACK_FLOOR = `${STACK_FLOOR_PAGE} (React, react-router, react-query, styled-components)`;

function sizeRows({ sizes }) {
  const floor = `${kb(sizes.floor.gzip)} / ${kb(sizes.floor.brotli)}`;
  const { stackFloor } = sizes;
  const stackRow = [
    `Initial JS ${STACK_FLOOR} (gzip / brotli)`,
    `${kb(stackFloor.gzip)} / ${kb(stackFloor.brotli)}`,
    floor,
    ratio(stackFloor.ratioGzip),
    '—',
    'reported',
  ];
  const routeRows = sizes.routes.map((route) => {
    const name = `Initial JS ${route.label} (gzip / brotli)`;
    if (route.status) return [name, route.status, floor, '—', budgetText(route), '—'];
    return [
      name,
      `${kb(route.gzip)} / ${kb(route.brotli)}`,
      floor,
      `${ratio(route.ratioGzip)} ${ofStack(route.stackRatioGzip)}`,
      budgetText(route),
      route.budgetGzip === null ? 'reported' : route.overBudget ? '**OVER**' : 'ok',
    ];
  });
  const rows = [stackRow, ...routeRows];
  const leaks = sizes.routes.flatMap((route) => route.backofficeModules ?? []);
  rows.push([
    'Back-office code in learner initial JS',
    leaks.length ? `${leaks.length} module(s)` : 'none',
    '',
    '',
    'none',
    leaks.length ? '**OVER**' : 'ok',
  ]);
  return rows;
}

function budgetText(route) {
  return route.budgetGzip === null ? '—' : `≤ ${Math.round(route.budgetGzip / 1024)} KB gzip`;
}

/** The issue 18 targets against the floor: reported with a verdict, never asserted (times). */
export const PAINT_TARGETS = { fcpRatio: 1.2, lcpRatio: 1.3, cls: 0.1 };

/** The stack floor's paint beside the floor's: what any page on the stack costs (no verdict). */
function stackFloorPaintRows(paint, protocol, paintSkipped) {
  const label = `FCP / LCP / CLS ${STACK_FLOOR} over ${protocol}`;
  if (!paint) return [[label, paintSkipped, '', '', '—', '—']];
  const stack = paint.results.find((entry) => entry.name === STACK_FLOOR_PAGE);
  if (!stack) return [[label, 'not measured', '', '', '—', '—']];
  const floor = paint.results[0];
  return [
    [
      label,
      `${ms(stack.fcpMs)} / ${ms(stack.lcpMs)} / ${stack.cls.toFixed(3)}`,
      `${ms(floor.fcpMs)} / ${ms(floor.lcpMs)} / ${floor.cls.toFixed(3)}`,
      `${ratio(stack.fcpRatio)} / ${ratio(stack.lcpRatio)}`,
      '—',
      'reported',
    ],
    [
      `First render by the ${STACK_FLOOR_PAGE} over ${protocol} (median)`,
      ms(stack.renderMs),
      ms(floor.renderMs),
      ratio(stack.renderRatio),
      '—',
      'reported',
    ],
  ];
}

function paintRows(paint, protocol, paintSkipped) {
  const names = ['/app/login', HOME_VISITOR_PAGE, HOME_SIGNED_IN_PAGE, 'my classes', ...(paint?.results.some((entry) => entry.name === PROMOTIONS_PAGE) ? [PROMOTIONS_PAGE] : [])];
  if (!paint)
    return names.flatMap((name) => [[`FCP / LCP / CLS ${name} over ${protocol}`, paintSkipped, '', '', '—', '—']]);
  const floor = paint.results[0];
  const stack = paint.results.find((entry) => entry.name === STACK_FLOOR_PAGE);
  const target = `≤ ${PAINT_TARGETS.fcpRatio}× / ≤ ${PAINT_TARGETS.lcpRatio}× / ≤ ${PAINT_TARGETS.cls}`;
  return names.flatMap((name) => {
    const result = paint.results.find((entry) => entry.name === name);
    const home = name === HOME_VISITOR_PAGE || name === HOME_SIGNED_IN_PAGE;
    const what = home ? `${name}, published page of ${paint.homeModules} modules` : name;
    const label = `FCP / LCP / CLS ${what} over ${protocol} (4× CPU, slow 4G, median of ${paint.runs}; CLS the worst run)`;
    if (!result)
      return [
        [label, paint.notBuilt.includes(name) ? 'not built yet' : 'not measured', '', '', '—', '—'],
      ];
    const within =
      result.fcpRatio <= PAINT_TARGETS.fcpRatio &&
      result.lcpRatio <= PAINT_TARGETS.lcpRatio &&
      result.cls <= PAINT_TARGETS.cls;
    // The home's own bar (issue 41): LCP and CLS in absolute terms, beside the ratios to the floor.
    const homeWithin = result.lcpMs <= HOME_TARGETS.lcpMs && result.cls <= HOME_TARGETS.cls;
    return [
      [
        label,
        `${ms(result.fcpMs)} / ${ms(result.lcpMs)} / ${result.cls.toFixed(3)}`,
        `${ms(floor.fcpMs)} / ${ms(floor.lcpMs)} / ${floor.cls.toFixed(3)}`,
        `${ratio(result.fcpRatio)} / ${ratio(result.lcpRatio)}` +
          (stack ? ` ${ofStack(result.lcpMs / stack.lcpMs, 'LCP ')}` : ''),
        home ? `${target}; LCP ≤ ${ms(HOME_TARGETS.lcpMs)}, CLS ≤ ${HOME_TARGETS.cls}` : target,
        (within ? 'within (reported)' : 'over (reported)') + (home ? `; home bar ${homeWithin ? 'met' : '**not met**'}` : ''),
      ],
      // FCP is the page's own loading state (index.html); this is when the app has rendered.
      [
        `First render by the app ${name} over ${protocol} (after index.html's loading state; median)`,
        ms(result.renderMs),
        ms(floor.renderMs),
        ratio(result.renderRatio) + (stack ? ` ${ofStack(result.renderMs / stack.renderMs)}` : ''),
        '—',
        'reported',
      ],
    ];
  });
}

function longListRows({ longList, skipped }) {
  if (!longList) return [['DataTable, 10,000 rows', skipped, '', '', '—', '—']];
  return [
    ['DataTable 10,000 rows: mount', ms(longList.mountMs), '', '', '—', 'reported'],
    [
      'DataTable: rows in the DOM (at rest / most while scrolling)',
      `${longList.domRows} / ${longList.maxDomRows}`,
      '',
      '',
      `≤ ${longList.domRowsBudget}`,
      longList.maxDomRows <= longList.domRowsBudget ? 'ok' : '**OVER**',
    ],
    [
      `DataTable: frame time scrolling to the end (median / p95, ${longList.frames} frames)`,
      `${longList.frameMedianMs.toFixed(1)} / ${longList.frameP95Ms.toFixed(1)} ms`,
      '',
      '',
      '—',
      'reported',
    ],
  ];
}

function mockRows({ mockQuery, skipped }) {
  const name = 'Mock: filtered, paged query on 10,000 records (median / p95)';
  if (!mockQuery) return [[name, skipped, '', '', '—', '—']];
  return [
    [
      name,
      `${mockQuery.medianMs.toFixed(1)} / ${mockQuery.p95Ms.toFixed(1)} ms`,
      '',
      '',
      `median < ${mockQuery.budgetMs} ms`,
      mockQuery.medianMs < mockQuery.budgetMs ? 'ok (not in --check)' : '**OVER** (not in --check)',
    ],
  ];
}

function fontRows({ fonts }) {
  if (!fonts) return [];
  const value =
    fonts.webFonts === 0
      ? 'no web fonts (OS fonts by the stack)'
      : `${fonts.webFonts} web font(s), ${fonts.blocking.length} blocking`;
  return [
    [
      'Fonts blocking first paint',
      value,
      '',
      '',
      'none',
      fonts.blocking.length ? '**OVER**' : 'ok',
    ],
  ];
}

function suiteRows({ suite }) {
  const storybook = suite?.['build-storybook'];
  const rows = [
    storybook
      ? ['Time of build-storybook', `${(storybook.ms / 60_000).toFixed(1)} min`, '', '', '—', storybook.exitCode === 0 ? 'reported' : `exit ${storybook.exitCode}`]
      : ['Time of build-storybook', 'run with --suite', '', '', '—', '—'],
  ];
  const npmTest = suite?.npmTest;
  if (!suite) return [...rows, ['Time of npm test', 'run with --suite', '', '', '—', '—']];
  if (!npmTest) return [...rows, ['Time of npm test', `no run recorded in ${COST_FILE}: run npm test first`, '', '', '—', '—']];
  const when = npmTest.date.slice(0, 16).replace('T', ' ');
  const failed = npmTest.stages.some((stage) => stage.exitCode !== 0) || npmTest.notRun.length > 0;
  return [
    ...rows,
    ...npmTest.stages.map((stage) => [`npm test (${when} UTC): ${stage.name}`, formatDuration(stage.ms), '', '', '—', stage.exitCode === 0 ? 'reported' : `exit ${stage.exitCode}`]),
    [`Time of npm test (${when} UTC, ${npmTest.cores} cores)`, formatDuration(totalMs(npmTest)), '', '', '≤ 20 min', failed ? 'incomplete run' : 'reported'],
  ];
}

export function renderTable(results, skipped) {
  const header = ['Measure', 'Value', 'Floor', 'Ratio', 'Budget', 'Result'];
  const rows = [
    ...sizeRows(results),
    ...stackFloorPaintRows(results.paint, 'HTTP/1.1', skipped),
    ...paintRows(results.paint, 'HTTP/1.1', skipped),
    ...stackFloorPaintRows(results.paintHttp2, 'HTTP/2', skipped),
    ...paintRows(results.paintHttp2, 'HTTP/2', skipped),
    ...longListRows({ longList: results.longList, skipped }),
    ...mockRows({ mockQuery: results.mockQuery, skipped }),
    ...memberListRows(results, skipped),
    ...orderListRows(results, skipped),
    ...settlementRows(results, skipped),
    ...groupScrollRows(results, skipped),
    ...importDryRunRows(results, skipped),
    ...catalogueRows(results, skipped),
    ...couponRows(results, skipped),
    ...curriculumRows(results, skipped),
    ...pageEditorRows(results, skipped),
    ...richTextRows(results, skipped),
    ...fontRows(results),
    ...suiteRows(results),
  ];
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
