/**
 * The message area's benchmark row (issue 43), printed as its own small table after the run and
 * kept in results.json as `messages`: a text message to every member ("all N matching", 10,000+
 * people) as one TEXT_MESSAGE job on the bench's mock HTTP server, its request page open in the
 * built back-office signed in as the full operator (bench/jobInTab.mjs): the time from the send
 * call to DONE, and the longest main-thread task of that tab meanwhile. The world is the bench's
 * own server's, thrown away after the run.
 */
import { benchCall, measureJobInTab } from './jobInTab.mjs';

const API = '/rest/notification/admin/tenant';
const MIN_PEOPLE = 10_000;
const WHO = 'bench/messages';

/** `appOut`: the built app pointed at `mockOrigin` (measureSizes). */
export async function measureMessages({ appOut, mockOrigin }) {
  let people = 0;
  const timed = await measureJobInTab({
    who: WHO,
    appOut,
    mockOrigin,
    firstPath: '/admin/messages/requests',
    async start(accessToken) {
      const { totalCount } = await benchCall(WHO, mockOrigin, `${API}/text-message-members?size=1`, accessToken);
      if (totalCount < MIN_PEOPLE) throw new Error(`${WHO}: ${totalCount} members, expected ${MIN_PEOPLE}+`);
      people = totalCount;
      const request = await benchCall(WHO, mockOrigin, `${API}/text-messages`, accessToken, {
        kind: 'TEXT',
        body: '[클라쓰] 12월 정기 점검으로 새벽 2시부터 4시까지 서비스를 쉬어요.',
        senderNumber: '1588-1234',
        people: { source: 'SELECTION', selection: { kind: 'query', filter: {}, excluded: [], expectedCount: totalCount } },
        sendAt: null,
        nightConfirmed: false,
      });
      return { jobId: request.jobId, pagePath: `/admin/messages/requests/${encodeURIComponent(request.requestKey)}` };
    },
  });
  const rows = [
    ['Measure', 'Value', 'Budget', 'Result'],
    ['---', '---', '---', '---'],
    [`Text message to ${people.toLocaleString('en')} people ("all matching"): send → DONE`, `${(timed.doneMs / 1000).toFixed(1)} s`, '— (the mock paces a job over ~8 s)', 'reported'],
    ["Longest task in the operator's tab while it runs (request page open)", `${Math.round(timed.longestTaskMs)} ms`, '—', 'reported'],
  ];
  console.log(`\nMessages (bench/messages.mjs):\n${rows.map((cells) => `| ${cells.join(' | ')} |`).join('\n')}`);
  return { people, ...timed };
}
