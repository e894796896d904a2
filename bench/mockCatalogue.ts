/**
 * Mock catalogue benchmark (run by bench/catalogue.mjs with `node scripts/runTs.mjs
 * bench/mockCatalogue.ts`; issue 28 Bench "the operating slice of 10,000 classes through the
 * mock"): the mock HTTP server in this process on the seeded world of 10,000+ classes, the full
 * operator signed in, then timed over real HTTP: §9's operating-klass slice (the assignment
 * picker's one call of up to 10,000 classes, read from the catalogue's records) and the catalogue's
 * own class list filtered by category and display state, sorted by price, on its 50th page. Prints
 * one JSON line with both series in milliseconds (catalogue.mjs takes the medians and p95).
 */
import { CATALOGUE_KLASS_COUNT } from '@mocks/inventory/seed/catalogue';
import { REQUESTS, timed, withOperatorMock } from './operatorMock';

const SLICE = '/rest/inventory/admin/tenant/assignment-targets?targetType=KLASS&size=10000';
const LIST = '/rest/inventory/admin/tenant/catalogue/klasses?category=cat-klass-dev&displayState=SHOW&sort=price,asc&page=50&size=20';

await withOperatorMock(async ({ origin, headers }) => {
  let sliceCount = 0;
  const sliceMs = await timed<{ items: unknown[]; totalCount: number }>(
    () => fetch(`${origin}${SLICE}`, { headers }),
    (response, body) => {
      if (!response.ok || body.items.length < CATALOGUE_KLASS_COUNT * 0.8) throw new Error(`bench/mockCatalogue: ${SLICE} answered ${response.status} with ${body.items.length} classes`);
      sliceCount = body.items.length;
    },
  );
  let listMatched = 0;
  const listMs = await timed<{ items: unknown[]; totalCount: number }>(
    () => fetch(`${origin}${LIST}`, { headers }),
    (response, body) => {
      if (!response.ok || body.items.length === 0) throw new Error(`bench/mockCatalogue: ${LIST} answered ${response.status} with ${body.items.length} items`);
      listMatched = body.totalCount;
    },
  );
  console.log(JSON.stringify({ sliceCount, listMatched, requests: REQUESTS, sliceMs, listMs }));
});
