/**
 * Mock member-list benchmark (run by bench/run.mjs with `node scripts/runTs.mjs bench/mockMemberList.ts`; issue
 * 16): the mock HTTP server in this process on the seeded world of 10,000+ members, the full
 * operator signed in, then timed over real HTTP: the member list filtered (marketing consent and
 * e-mail verification), sorted by name and paged in the middle, and the filtered aggregation (a
 * POST with the same filter). Prints one JSON line with both series in milliseconds (run.mjs takes
 * the median and p95).
 */
import { GENERATED_MEMBER_COUNT } from '@mocks/backoffice/members/seed';
import { REQUESTS, timed, withOperatorMock } from './operatorMock';

const LIST = '/rest/member/admin/tenant/members?marketing=AGREED&emailVerification=VERIFIED&sort=displayName,asc&page=10&size=100';
const AGGREGATION = '/rest/member/admin/tenant/members/aggregation';
const FILTER = { marketing: ['AGREED'], emailVerification: ['VERIFIED'] };

const answered = (response: Response) => {
  if (!response.ok) throw new Error(`bench/mockMemberList: ${response.url} answered ${response.status}`);
};

await withOperatorMock(async ({ origin, headers }) => {
  const whole = (await (await fetch(`${origin}/rest/member/admin/tenant/members?size=1`, { headers })).json()) as { totalCount: number };
  if (whole.totalCount < GENERATED_MEMBER_COUNT) throw new Error(`bench/mockMemberList: ${whole.totalCount} members, expected ${GENERATED_MEMBER_COUNT}+`);
  const query = await timed(() => fetch(`${origin}${LIST}`, { headers }), answered);
  const aggregation = await timed(
    () => fetch(`${origin}${AGGREGATION}`, { method: 'POST', headers, body: JSON.stringify({ filter: FILTER }) }),
    answered,
  );
  console.log(JSON.stringify({ records: whole.totalCount, query: LIST, requests: REQUESTS, queryMs: query, aggregationMs: aggregation }));
});
