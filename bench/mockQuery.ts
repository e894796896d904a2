/**
 * Mock backend benchmark (run by bench/run.mjs with `node scripts/runTs.mjs bench/mockQuery.ts`): the mock HTTP
 * server in this process, 10,000 reviews added to one class, then a filtered, paged list query
 * (`GET /rest/community/klasses/{klassId}/reviews?rating=&page=&perPage=`) timed over real HTTP.
 * Prints one JSON line with the request timings in milliseconds (run.mjs takes the median and p95).
 */
import type { AddressInfo } from 'node:net';
import { db } from '@mocks/db/database';
import { communitySeed } from '@mocks/community/seed';
import { loadScenario } from '@mocks/engine/applyScenario';
import { allHandlers } from '@mocks/handlers';
import { startMockHttpServer } from '@mocks/runtimes/http/server';
import { DEFAULT_SCENARIO } from '@scenarios/registry';

const RECORDS = 10_000;
const WARMUP = 10;
const REQUESTS = 100;
/** The seeded class with no reviews: after the insert it holds exactly RECORDS of them. */
const KLASS_ID = communitySeed.emptyKlassId;

async function addReviews(): Promise<void> {
  const template = db.reviews.findFirst((q) => q.where({ targetType: 'KLASS' }));
  if (!template) throw new Error('bench/mockQuery: the seed has no class review to copy');
  const authors = [...new Set(db.reviews.findMany().map((review) => review.accountKey))];
  const created = Date.parse(template.created);
  for (let index = 0; index < RECORDS; index += 1) {
    await db.reviews.create({
      ...template,
      key: `rv-bench-${index}`,
      accountKey: authors[index % authors.length] ?? template.accountKey,
      targetId: KLASS_ID,
      targetKey: `kt-bench-${index}`,
      rating: (index % 5) + 1,
      body: `벤치마크 후기 ${index + 1}`,
      created: new Date(created - index * 60_000).toISOString(),
      hidden: false,
    });
  }
}

async function main(): Promise<void> {
  await loadScenario(DEFAULT_SCENARIO);
  await addReviews();
  const server = await startMockHttpServer({ port: 0, handlers: allHandlers() });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // One rating (a fifth of the records) and a page in the middle of the filtered list.
  const url = `${origin}/rest/community/klasses/${KLASS_ID}/reviews?rating=4&page=50&perPage=20`;
  const timings: number[] = [];
  let totalCount = -1;
  let itemCount = -1;
  try {
    for (let index = 0; index < WARMUP + REQUESTS; index += 1) {
      const started = performance.now();
      const response = await fetch(url, { headers: { Accept: 'application/json' } });
      const page = (await response.json()) as { totalCount: number; items: unknown[] };
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`bench/mockQuery: ${url} answered ${response.status}`);
      if (index >= WARMUP) timings.push(elapsed);
      totalCount = page.totalCount;
      itemCount = page.items.length;
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  if (totalCount !== RECORDS / 5 || itemCount !== 20)
    throw new Error(
      `bench/mockQuery: expected 20 of ${RECORDS / 5} reviews, got ${itemCount} of ${totalCount}`,
    );
  console.log(
    JSON.stringify({
      records: RECORDS,
      query: `GET /rest/community/klasses/{klassId}/reviews?rating=4&page=50&perPage=20`,
      requests: REQUESTS,
      timingsMs: timings,
    }),
  );
}

await main();
