/**
 * What the back-office mock benchmarks share (bench/mockMemberList.ts, bench/mockOrderList.ts):
 * the mock HTTP server in this process on the seeded world, the full operator signed in, and a
 * call timed over real HTTP after a warm-up. Each benchmark only says what it asks.
 */
import type { AddressInfo } from 'node:net';
import { seededOperators } from '@mocks/backoffice/seed';
import { loadScenario } from '@mocks/engine/applyScenario';
import { allHandlers } from '@mocks/handlers';
import { startMockHttpServer } from '@mocks/runtimes/http/server';
import { DEFAULT_SCENARIO } from '@scenarios/registry';

const WARMUP = 10;
export const REQUESTS = 100;

export interface OperatorMock {
  origin: string;
  /** The operator's headers for a JSON call. */
  headers: Record<string, string>;
}

/** Runs `run` against a fresh mock server with the operator signed in; closes the server after. */
export async function withOperatorMock<T>(run: (mock: OperatorMock) => Promise<T>): Promise<T> {
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
    return await run({ origin, headers });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * Milliseconds of REQUESTS calls after WARMUP untimed ones, each until its body is read; `check`
 * sees every answer and throws on a wrong one.
 */
export async function timed<T>(call: () => Promise<Response>, check: (response: Response, body: T) => void): Promise<number[]> {
  const timings: number[] = [];
  for (let index = 0; index < WARMUP + REQUESTS; index += 1) {
    const started = performance.now();
    const response = await call();
    const body = (await response.json()) as T;
    const elapsed = performance.now() - started;
    check(response, body);
    if (index >= WARMUP) timings.push(elapsed);
  }
  return timings;
}

/** A cursor list's answer: its rows, the next cursor, the count of every match. */
interface Slice {
  items: unknown[];
  nextCursor: string | null;
  totals: { count: number };
}

/**
 * Times a cursor list read in the middle of its matches (after `slicesBefore` slices of `filter`),
 * over real HTTP as the full operator, and prints the one JSON line bench/run.mjs reads. The order
 * and coupon benches differ only in their list, filter and seeded count.
 */
export async function measureMiddleSlice(options: { bench: string; list: string; filter: string; slicesBefore: number; seeded: number; noun: string }): Promise<void> {
  const { bench, list, filter, slicesBefore, seeded, noun } = options;
  await withOperatorMock(async ({ origin, headers }) => {
    const read = async (query: string): Promise<Slice> => (await (await fetch(`${origin}${list}?${query}`, { headers })).json()) as Slice;
    const whole = await read('size=1');
    if (whole.totals.count < seeded) throw new Error(`${bench}: ${whole.totals.count} ${noun}, expected ${seeded}+`);
    let cursor: string | null = null;
    for (let slice = 0; slice < slicesBefore; slice += 1) cursor = (await read(cursor ? `${filter}&cursor=${cursor}` : filter)).nextCursor;
    if (!cursor) throw new Error(`${bench}: the filter matched too few ${noun} for a middle slice`);
    const query = `${list}?${filter}&cursor=${encodeURIComponent(cursor)}`;
    let matched = 0;
    const timings = await timed<Slice>(
      () => fetch(`${origin}${query}`, { headers }),
      (response, body) => {
        if (!response.ok || body.items.length === 0) throw new Error(`${bench}: ${query} answered ${response.status} with ${body.items.length} ${noun}`);
        matched = body.totals.count;
      },
    );
    console.log(JSON.stringify({ records: whole.totals.count, matched, query, requests: REQUESTS, timingsMs: timings }));
  });
}
