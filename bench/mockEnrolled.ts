/**
 * Mock enrolled-list benchmark (run by bench/assignments.mjs with `node scripts/runTs.mjs
 * bench/mockEnrolled.ts`; issue 29): the mock HTTP server in this process on the seeded world, a
 * class given to every member ("all N matching", 10,000+ accounts) through the assignment call and
 * its job run to the end, then timed over real HTTP: the class's enrolled accounts as the screen
 * first asks for them (10 a page, newest first use first). Prints one JSON line with the series in
 * milliseconds (the caller takes the median and p95).
 */
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { REQUESTS, timed, withOperatorMock } from './operatorMock';

const API = '/rest/inventory/admin/tenant';
const KLASS = 'klass-016';
const MIN_ACCOUNTS = 10_000;

interface Page {
  items: unknown[];
  totalCount: number;
}

await withOperatorMock(async ({ origin, headers }) => {
  const members = (await (await fetch(`${origin}${API}/assignment-members?size=1`, { headers })).json()) as Page;
  const started = await fetch(`${origin}${API}/assignments`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      target: { targetType: 'KLASS', targetId: KLASS },
      people: { source: 'SELECTION', selection: { kind: 'query', filter: {}, excluded: [], expectedCount: members.totalCount } },
      startDay: null,
      completionTargetValue: '{}',
      memo: 'bench',
    }),
  });
  if (!started.ok) throw new Error(`bench/mockEnrolled: the assignment answered ${started.status}`);
  await runJobsUntilIdle();
  const query = `${API}/enrolled-accounts/klasses/${KLASS}`;
  let accounts = 0;
  const timings = await timed<Page>(
    () => fetch(`${origin}${query}`, { headers }),
    (response, body) => {
      if (!response.ok || body.totalCount < MIN_ACCOUNTS) throw new Error(`bench/mockEnrolled: ${query} answered ${response.status} with ${body.totalCount} accounts`);
      accounts = body.totalCount;
    },
  );
  console.log(JSON.stringify({ accounts, query, requests: REQUESTS, timingsMs: timings }));
});
