/**
 * A 10,000-member group in the built back-office (issue 15 "rows in the DOM while scrolling a
 * 10,000-member group"): the real group page on the mock HTTP server, signed in as the full
 * operator, at its largest page size, its table scrolled to the end one step per animation frame.
 * Reports how many member rows the DOM held at rest and at most while scrolling: the page is
 * virtualised when that stays far under the page's row count (bounded by DOM_ROWS_BOUND).
 *
 * The seeded groups are smaller (the largest has about 3,000 members), and the seed is not the
 * bench's to enlarge: the bench makes its own group through the API an operator uses — a new
 * group, then every generated member added 1,000 at a time (the call's limit) — on the bench's own
 * mock server, whose world is thrown away after the run.
 */
import { launchChromium } from './browser.mjs';
import { desktopPage, operatorTokens, scrollTableToEnd } from './listPage.mjs';
import { median, p95 } from './stats.mjs';

/** mocks/backoffice/members/seed.ts: generated members are `acc-member-00000`…, this many. */
const MEMBERS = 10_000;
const memberKey = (index) => `acc-member-${String(index).padStart(5, '0')}`;
/** adminMember.ts ADD_MEMBERS_MAX: keys per add call. */
const ADD_BATCH = 1000;
const GROUPS_API = '/rest/member/admin/tenant/groups';
/** The group page's largest page size (GroupMembersPage.tsx `pageSizes`): the most rows a page loads. */
const PAGE_SIZE = 500;
/** A virtualised table keeps a screenful and its overscan; a table drawing every row would hold 500. */
export const DOM_ROWS_BOUND = 100;
const SCROLL_STEPS = 150;

async function call(mockOrigin, path, { token, body, method = body ? 'POST' : 'GET' } = {}) {
  const response = await fetch(`${mockOrigin}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Qube-token ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`bench/groupScroll: ${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A new group holding every generated member; answers its key and how many members it has. */
async function seedLargeGroup(mockOrigin, token) {
  const group = await call(mockOrigin, GROUPS_API, { token, body: { name: '벤치마크 1만 명' } });
  for (let from = 0; from < MEMBERS; from += ADD_BATCH) {
    const accountKeys = Array.from({ length: Math.min(ADD_BATCH, MEMBERS - from) }, (_, offset) => memberKey(from + offset));
    await call(mockOrigin, `${GROUPS_API}/${group.groupKey}/members`, { token, body: { accountKeys } });
  }
  const { memberCount } = await call(mockOrigin, `${GROUPS_API}/${group.groupKey}`, { token });
  if (memberCount < MEMBERS) throw new Error(`bench/groupScroll: the group holds ${memberCount} members, not ${MEMBERS}`);
  return { groupKey: group.groupKey, memberCount };
}

export async function measureGroupScroll({ appOrigin, mockOrigin }) {
  const tokens = await operatorTokens(mockOrigin);
  const { groupKey, memberCount } = await seedLargeGroup(mockOrigin, tokens.accessToken);
  const browser = await launchChromium();
  try {
    const page = await desktopPage(browser, tokens);
    await page.goto(`${appOrigin}/admin/members/groups/${groupKey}?size=${PAGE_SIZE}`, { waitUntil: 'load' });
    // The page's rows have arrived when the table holds a member row.
    await page.locator('tbody tr[aria-rowindex]').first().waitFor({ timeout: 60_000 });
    const figures = await scrollTableToEnd(page, SCROLL_STEPS);
    // aria-rowindex counts the header row as 1: the page's last member is row PAGE_SIZE + 1.
    if (figures.lastIndex !== PAGE_SIZE + 1)
      throw new Error(`bench/groupScroll: scrolled to the end but the last row is ${figures.lastIndex - 1}, not ${PAGE_SIZE}`);
    return {
      members: memberCount,
      pageSize: PAGE_SIZE,
      domRows: figures.initialRows,
      maxDomRows: figures.maxRows,
      domRowsBound: DOM_ROWS_BOUND,
      frames: figures.deltas.length,
      frameMedianMs: median(figures.deltas),
      frameP95Ms: p95(figures.deltas),
    };
  } finally {
    await browser.close();
  }
}

/** The table's rows (bench/table.mjs): member rows in the DOM, and frame times while scrolling. */
export function groupScrollRows({ groupScroll }, skipped) {
  const name = 'Member group of 10,000: rows in the DOM while scrolling';
  if (!groupScroll) return [[name, skipped, '', '', '—', '—']];
  const { members, pageSize, domRows, maxDomRows, domRowsBound, frames } = groupScroll;
  return [
    [
      `Member group of ${members.toLocaleString('en')}, ${pageSize} a page: rows in the DOM (at rest / most while scrolling)`,
      `${domRows} / ${maxDomRows}`,
      '',
      '',
      `≤ ${domRowsBound}`,
      maxDomRows <= domRowsBound ? 'ok' : '**OVER**',
    ],
    [
      `Member group: frame time scrolling a page to its end (median / p95, ${frames} frames)`,
      `${groupScroll.frameMedianMs.toFixed(1)} / ${groupScroll.frameP95Ms.toFixed(1)} ms`,
      '',
      '',
      '—',
      'reported',
    ],
  ];
}
