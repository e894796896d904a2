/**
 * The learner's passes over real HTTP (issue 40 "Passes reach the learner: an assigned pass shows
 * in the learner's classes with its period, and the classes it opens"): the operator gives the
 * seeded learner a pass through the assignment job; the learner's passes list it with the period
 * the job gave and how many classes it opens; its page lists those classes 20 a page; a class the
 * operator hides leaves them; a search (`q`) narrows them by title or teacher, the pass still
 * counting all; another learner's pass, or none, is not found.
 */
import { describe, expect, it } from 'vitest';
import { adminAssignmentEndpoints } from '@app/shared/api/contract/adminAssignment';
import { adminCatalogueEndpoints } from '@app/shared/api/contract/adminCatalogue';
import { inventoryPassEndpoints } from '@app/shared/api/contract/inventoryPass';
import { seededLogins } from '@mocks/account/seed';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

const signedIn = async (login: { identifier: string; password: string }): Promise<ContractClient> => contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, login), called);

describe('the learner’s passes', () => {
  it('an assigned pass shows with its period and the classes it opens, 20 a page; a hidden class leaves them', async () => {
    const operator = await signedIn(seededOperators.full);
    const learner = await signedIn(seededLogins.learner);
    expect((await learner.call(inventoryPassEndpoints.myPasses, {})).items).toEqual([]);

    const job = await operator.call(adminAssignmentEndpoints.assign, {
      body: { target: { targetType: 'PASS', targetId: 'pass-001' }, people: { source: 'LIST', accountKeys: ['acc-learner'] }, startDay: null, completionTargetValue: '{}', memo: '' },
    });
    await runJobsUntilIdle();

    const [pass] = (await learner.call(inventoryPassEndpoints.myPasses, {})).items;
    expect(pass).toMatchObject({ passKey: 'pass-001', title: '클래스 자유이용권 1개월', status: 'ACTIVE' });
    // 30 days from when the job gave it.
    expect(Date.parse(pass?.expire ?? '') - Date.parse(pass?.start ?? '')).toBe(30 * 86_400_000);
    expect(Date.parse(pass?.start ?? '')).toBeGreaterThanOrEqual(Date.parse(job.createdAt));
    expect(pass?.klassCount).toBeGreaterThan(20);

    const passTicketKey = pass?.passTicketKey ?? '';
    const first = await learner.call(inventoryPassEndpoints.myPass, { params: { passTicketKey }, query: {} });
    expect(first.pass).toEqual(pass);
    expect(first.klasses).toMatchObject({ page: 1, size: 20, totalCount: pass?.klassCount });
    expect(first.klasses.items).toHaveLength(20);

    const opened = first.klasses.items[0]?.klassId ?? '';
    await operator.call(adminCatalogueEndpoints.changeDisplayState, { params: { type: 'klasses' }, body: { selection: { kind: 'keys', keys: [opened] }, displayState: 'HIDE' } });
    const after = await learner.call(inventoryPassEndpoints.myPass, { params: { passTicketKey }, query: {} });
    expect(after.klasses.totalCount).toBe((pass?.klassCount ?? 0) - 1);
    expect(after.klasses.items.map((klass) => klass.klassId)).not.toContain(opened);

    // A search narrows the classes by title or teacher; the pass still counts every class it opens.
    const wanted = after.klasses.items[0];
    const byTitle = await learner.call(inventoryPassEndpoints.myPass, { params: { passTicketKey }, query: { q: wanted?.title ?? '' } });
    expect(byTitle.klasses.items.map((klass) => klass.klassId)).toContain(wanted?.klassId);
    expect(byTitle.klasses.totalCount).toBeLessThan(after.klasses.totalCount);
    expect(byTitle.pass.klassCount).toBe(after.pass.klassCount);
    const byTeacher = await learner.call(inventoryPassEndpoints.myPass, { params: { passTicketKey }, query: { q: wanted?.masterName ?? '' } });
    expect(byTeacher.klasses.items.every((klass) => klass.masterName.includes(wanted?.masterName ?? '') || klass.title.includes(wanted?.masterName ?? ''))).toBe(true);
    const none = await learner.call(inventoryPassEndpoints.myPass, { params: { passTicketKey }, query: { q: '어디에도 없는 이름' } });
    expect(none.klasses).toMatchObject({ items: [], totalCount: 0 });
  });

  it('another learner’s pass, or none, is not found', async () => {
    const other = await signedIn(seededLogins.newLearner);
    const [pass] = (await (await signedIn(seededLogins.learner)).call(inventoryPassEndpoints.myPasses, {})).items;
    await expectApiError(other.call(inventoryPassEndpoints.myPass, { params: { passTicketKey: pass?.passTicketKey ?? 'none' }, query: {} }), 'notFound');
    await expectApiError(other.call(inventoryPassEndpoints.myPass, { params: { passTicketKey: 'pt-none' }, query: {} }), 'notFound');
  });

  it('calls every endpoint of the learner’s passes', () => {
    expect([...called].filter((id) => id.startsWith('inventoryPass.')).sort()).toEqual(Object.values(inventoryPassEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
