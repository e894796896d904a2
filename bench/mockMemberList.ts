/**
 * Mock member-list benchmark (run by bench/run.mjs with `npx tsx bench/mockMemberList.ts`; issue
 * 16): the mock HTTP server in this process on the seeded world of 10,000+ members, the full
 * operator signed in, then timed over real HTTP: the member list filtered (marketing consent and
 * e-mail verification), sorted by name and paged in the middle, and the filtered aggregation (a
 * POST with the same filter). Prints one JSON line with both series in milliseconds (run.mjs takes
 * the median and p95).
 */
import type { AddressInfo } from 'node:net';
import { GENERATED_MEMBER_COUNT } from '@mocks/backoffice/members/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { loadScenario } from '@mocks/engine/applyScenario';
import { allHandlers } from '@mocks/handlers';
import { startMockHttpServer } from '@mocks/runtimes/http/server';
import { DEFAULT_SCENARIO } from '@scenarios/registry';

const WARMUP = 10;
const REQUESTS = 100;
const LIST = '/rest/member/admin/tenant/members?marketing=AGREED&emailVerification=VERIFIED&sort=displayName,asc&page=10&size=100';
const AGGREGATION = '/rest/member/admin/tenant/members/aggregation';
const FILTER = { marketing: ['AGREED'], emailVerification: ['VERIFIED'] };

async function timed(run: () => Promise<Response>): Promise<number[]> {
  const timings: number[] = [];
  for (let index = 0; index < WARMUP + REQUESTS; index += 1) {
    const started = performance.now();
    const response = await run();
    await response.json();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`bench/mockMemberList: ${response.url} answered ${response.status}`);
    if (index >= WARMUP) timings.push(elapsed);
  }
  return timings;
}

async function main(): Promise<void> {
  await loadScenario(DEFAULT_SCENARIO);
  const server = await startMockHttpServer({ port: 0, handlers: allHandlers() });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${origin}/rest/account/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ identifier: seededOperators.full.identifier, password: seededOperators.full.password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Qube-token ${accessToken}` };
    const whole = (await (await fetch(`${origin}/rest/member/admin/tenant/members?size=1`, { headers })).json()) as { totalCount: number };
    if (whole.totalCount < GENERATED_MEMBER_COUNT) throw new Error(`bench/mockMemberList: ${whole.totalCount} members, expected ${GENERATED_MEMBER_COUNT}+`);
    const query = await timed(() => fetch(`${origin}${LIST}`, { headers }));
    const aggregation = await timed(() => fetch(`${origin}${AGGREGATION}`, { method: 'POST', headers, body: JSON.stringify({ filter: FILTER }) }));
    console.log(JSON.stringify({ records: whole.totalCount, query: LIST, requests: REQUESTS, queryMs: query, aggregationMs: aggregation }));
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

await main();
