/**
 * Contract walk of assignments (backoffice.md §3 Assignment / Enrolled account row, §4 "Course
 * assignment job can be stopped, resumed, cancelled; its items can be cancelled or retried", §7
 * Assignments and Inventory admin, §9 operating klass slice; issue 29) over real HTTP, one world for
 * the file (seeded once), the tests in order:
 * - the operating classes and courses, the groups and the member search;
 * - the crossing: a class given to the seeded learner and a withdrawn account — the learner's
 *   my-classes lists it at once (수강 가능), the withdrawn one is a failed item with a Korean reason
 *   and no action; the learner's item cancelled takes the ticket back and the class leaves;
 * - an account holding the class already is skipped; the dry run tells apart new, already holds,
 *   withdrawn, not found and invalid;
 * - the seeded jobs: a failed item retried alone, the failed job retried to its end; a stopped job
 *   resumed, stopped, an item taken out, the job cancelled — every action from the one table;
 * - a group or a search scope that moved is refused with its new count (the change threshold);
 * - the enrolled accounts of a class as §3's row, filtered, and exported as a file job;
 * - the class picker's "on sale" state; an assignment's completion target read by the learner's
 *   completion call; a pass given and its accounts listed 10 a page;
 * - the `assignment-fails-part-way` scenario's job (withdrawn meanwhile, the class closed half-way).
 */
import { ASSIGNMENT_TARGET_SLICE_MAX } from '@app/shared/api/contract/adminAssignmentRules';
import { describe, expect, it } from 'vitest';
import { adminAssignmentEndpoints as endpoints } from '@app/shared/api/contract/adminAssignment';
import { adminJobEndpoints } from '@app/shared/api/contract/adminJob';
import { inventoryEndpoints } from '@app/shared/api/contract/inventory';
import { seededLogins } from '@mocks/account/seed';
import { SEEDED_ASSIGNED_PASS, seededAssignmentItems, seededAssignmentJobs } from '@mocks/backoffice/assignments/seed';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { seededMemberGroups } from '@mocks/backoffice/members/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { seededKlasses } from '@mocks/inventory/seed/keys';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';
import { NOT_USED_LABEL } from '@mocks/backoffice/memberDetail/members';

const server = withMockHttpServer();
const called = new Set<string>();

/** A class the seeded learner holds no ticket of. */
const FREE_KLASS = 'klass-016';
const KLASS = { targetType: 'KLASS', targetId: FREE_KLASS } as const;

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

async function learner(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededLogins.learner), called);
}

async function learnerKlassIds(): Promise<string[]> {
  const page = await (await learner()).call(inventoryEndpoints.mySingleKlasses, { query: { size: 100 } });
  return page.items.map((item) => item.klassId);
}

async function items(client: ContractClient, jobId: string) {
  const page = await client.call(endpoints.items, { params: { jobId }, query: { size: 100 } });
  return new Map(page.items.map((item) => [item.accountKey, item]));
}

describe('assignment contract over HTTP', () => {
  it('lists the operating classes (one slice) and courses, the groups and the member search', async () => {
    const client = await operator();
    const klasses = await client.call(endpoints.targets, { query: { targetType: 'KLASS' } });
    // §9 "operating klass slice 10000": one slice of at most 10,000, the count of every match beside it.
    expect(klasses.items).toHaveLength(Math.min(klasses.totalCount, ASSIGNMENT_TARGET_SLICE_MAX));
    expect(klasses.items.map((target) => target.targetId)).toContain(FREE_KLASS);
    const narrowed = await client.call(endpoints.targets, { query: { targetType: 'KLASS', q: '데이터 분석' } });
    expect(narrowed.items.length).toBeGreaterThan(0);
    expect(narrowed.items.every((target) => target.title.includes('데이터 분석'))).toBe(true);
    const courses = await client.call(endpoints.targets, { query: { targetType: 'COURSE' } });
    expect(courses.items.every((target) => target.targetType === 'COURSE')).toBe(true);

    const { items: groups } = await client.call(endpoints.groups, {});
    expect(groups.find((group) => group.groupKey === seededMemberGroups.applicants.groupKey)?.memberCount).toBe(25);
    const found = await client.call(endpoints.members, { query: { q: seededLogins.learner.identifier } });
    expect(found.items.map((member) => member.accountKey)).toEqual(['acc-learner']);
    // The operating slice is every class on sale (§9: up to 10,000 — the catalogue seeds that many),
    // each answer parsed whole against the contract: seconds, not a test's usual five.
  }, 60_000);

  it('the crossing: the learner sees the class at once, a withdrawn account fails with a reason, cancelling takes it back', async () => {
    const client = await operator();
    expect(await learnerKlassIds()).not.toContain(FREE_KLASS);
    const job = await client.call(endpoints.assign, {
      body: {
        target: KLASS,
        people: { source: 'SELECTION', selection: { kind: 'keys', keys: ['acc-learner', seededAssignmentItems.withdrawn] } },
        startDay: null,
        completionTargetValue: '{"progressRate":80}',
        memo: '',
      },
    });
    expect(job).toMatchObject({ kind: 'TICKET_ASSIGNMENT', area: 'ASSIGNMENT', status: 'QUEUED', progress: { done: 0, total: 2 } });
    await runJobsUntilIdle();
    expect(await client.call(adminJobEndpoints.detail, { params: { jobId: job.jobId } })).toMatchObject({
      status: 'DONE',
      result: { type: 'COUNTS', succeeded: 1, failed: 1, skipped: 0 },
    });

    const mine = await (await learner()).call(inventoryEndpoints.mySingleKlasses, { query: { size: 100 } });
    expect(mine.items.find((item) => item.klassId === FREE_KLASS)).toMatchObject({ status: 'AVAILABLE', statusLabel: '수강 가능' });

    const byAccount = await items(client, job.jobId);
    expect(byAccount.get('acc-learner')).toMatchObject({ status: 'SUCCEEDED', actions: ['CANCEL'] });
    expect(byAccount.get(seededAssignmentItems.withdrawn)).toMatchObject({ status: 'FAILED', actions: [] });
    expect(byAccount.get(seededAssignmentItems.withdrawn)?.message).toMatch(/탈퇴/);
    await expectApiError(client.call(endpoints.itemAction, { params: { jobId: job.jobId, itemKey: seededAssignmentItems.withdrawn, action: 'retry' } }), 'jobActionNotAllowed');

    const after = await client.call(endpoints.itemAction, { params: { jobId: job.jobId, itemKey: 'acc-learner', action: 'cancel' } });
    expect(after.result).toEqual({ type: 'COUNTS', succeeded: 0, failed: 1, skipped: 1 });
    expect(await learnerKlassIds()).not.toContain(FREE_KLASS);
    expect((await items(client, job.jobId)).get('acc-learner')).toMatchObject({ status: 'CANCELLED', actions: [] });
  });

  it('skips an account that holds the class already, and the dry run tells each row apart before anything is sent', async () => {
    const client = await operator();
    const job = await client.call(endpoints.assign, {
      body: { target: { targetType: 'KLASS', targetId: seededKlasses.main }, people: { source: 'LIST', accountKeys: ['acc-learner'] }, startDay: null, completionTargetValue: '{}', memo: '재지급 확인' },
    });
    expect(job.scope).toContain('재지급 확인');
    await runJobsUntilIdle();
    expect((await items(client, job.jobId)).get('acc-learner')).toMatchObject({ status: 'SKIPPED', actions: [] });

    const { rows } = await client.call(endpoints.dryRun, {
      body: {
        target: { targetType: 'KLASS', targetId: seededKlasses.main },
        identifiers: ['learner@klass.test', 'nobody@klass.test', '잘못된 값!', 'jung02', seededLogins.withdrawn.identifier],
      },
    });
    // A withdrawn account is told apart before anything is sent (issue 29: a fifth kind).
    expect(rows.map((row) => row.kind)).toEqual(['ALREADY_HOLDS', 'NOT_FOUND', 'INVALID', 'NEW', 'WITHDRAWN']);
    expect(rows[0]).toMatchObject({ accountKey: 'acc-learner', displayName: '김하늘' });
  });

  it('a failed job: one failed item retried alone, then the job retried to its end', async () => {
    const client = await operator();
    const jobId = seededAssignmentJobs.failed;
    const before = await items(client, jobId);
    expect(before.get(seededAssignmentItems.retryable)).toMatchObject({ status: 'FAILED', actions: ['RETRY', 'CANCEL'] });
    expect(before.get(seededAssignmentItems.withdrawn)).toMatchObject({ status: 'FAILED', actions: [] });
    expect([...before.values()].filter((item) => item.status === 'PENDING')).toHaveLength(10);

    await client.call(endpoints.itemAction, { params: { jobId, itemKey: seededAssignmentItems.retryable, action: 'retry' } });
    expect((await items(client, jobId)).get(seededAssignmentItems.retryable)).toMatchObject({ status: 'SUCCEEDED' });

    await client.call(adminJobEndpoints.act, { params: { jobId, action: 'retry' } });
    await runJobsUntilIdle();
    const page = await client.call(endpoints.items, { params: { jobId }, query: {} });
    expect(page.statusCounts).toEqual({ PENDING: 0, SUCCEEDED: 19, SKIPPED: 0, FAILED: 1, CANCELLED: 0 });
  });

  it('a stopped job: resumed, stopped again, one waiting item taken out, then cancelled — the rest never given', async () => {
    const client = await operator();
    const jobId = seededAssignmentJobs.stopped;
    expect(await client.call(adminJobEndpoints.act, { params: { jobId, action: 'resume' } })).toMatchObject({ status: 'RUNNING' });
    expect(await client.call(adminJobEndpoints.act, { params: { jobId, action: 'stop' } })).toMatchObject({ status: 'STOPPED' });
    const waiting = [...(await items(client, jobId)).values()].filter((item) => item.status === 'PENDING');
    expect(waiting[0]?.actions).toEqual(['CANCEL']);
    await client.call(endpoints.itemAction, { params: { jobId, itemKey: waiting[0]?.itemKey ?? '', action: 'cancel' } });
    expect((await items(client, jobId)).get(waiting[0]?.itemKey ?? '')).toMatchObject({ status: 'CANCELLED' });

    await client.call(adminJobEndpoints.act, { params: { jobId, action: 'cancel' } });
    const page = await client.call(endpoints.items, { params: { jobId }, query: { status: ['PENDING', 'CANCELLED'] } });
    expect(page.statusCounts.PENDING).toBe(0);
    expect(page.statusCounts.SUCCEEDED + page.statusCounts.CANCELLED).toBe(30);
    expect(page.items.every((item) => item.status === 'CANCELLED' && item.actions.length === 0)).toBe(true);
  });

  it('refuses a group or a search whose count moved since the operator saw it, with the new count', async () => {
    const client = await operator();
    const group = seededMemberGroups.applicants;
    const body = { target: KLASS, startDay: null, completionTargetValue: '{}', memo: '' };
    await expectApiError(client.call(endpoints.assign, { body: { ...body, people: { source: 'GROUP', groupKey: group.groupKey, expectedCount: 20 } } }), 'selectionChanged');
    await expectApiError(
      client.call(endpoints.assign, { body: { ...body, people: { source: 'SELECTION', selection: { kind: 'query', filter: { group: [group.groupKey] }, excluded: [], expectedCount: 3 } } } }),
      'selectionChanged',
    );
    await expectApiError(client.call(endpoints.assign, { body: { ...body, target: { targetType: 'KLASS', targetId: 'klass-none' }, people: { source: 'LIST', accountKeys: ['acc-learner'] } } }), 'notFound');
    const job = await client.call(endpoints.assign, {
      body: { ...body, startDay: '2099-01-01', people: { source: 'SELECTION', selection: { kind: 'query', filter: { group: [group.groupKey] }, excluded: [], expectedCount: 25 } } },
    });
    expect(job.progress.total).toBe(25);
    expect(job.scope).toContain('25명');
  });

  it('lists the enrolled accounts of a class as the §3 row, filtered, and exports them as a file job', async () => {
    const client = await operator();
    await runJobsUntilIdle();
    const target = { targetType: 'klasses', targetId: FREE_KLASS } as const;
    const page = await client.call(endpoints.enrolled, { params: target, query: {} });
    expect(page.size).toBe(10);
    expect(page.totalCount).toBeGreaterThanOrEqual(25);
    // The 25 applicants were given it to open in 2099 (the scope test above); other learners may hold it too.
    const scheduled = await client.call(endpoints.enrolled, { params: target, query: { status: ['SCHEDULED'], size: 100 } });
    expect(scheduled.totalCount).toBeGreaterThanOrEqual(25);
    expect(scheduled.items.every((row) => row.status === 'SCHEDULED' && row.statusLabel === '오픈 예정')).toBe(true);
    expect(scheduled.items.find((row) => row.ticketKey.startsWith('kt-asg-'))).toMatchObject({
      courseTitle: expect.any(String),
      firstUseAtLabel: NOT_USED_LABEL,
      progressRate: 0,
      isCompleted: false,
      quizStatus: expect.any(String),
    });
    expect((await client.call(endpoints.enrolled, { params: target, query: { completion: ['COMPLETED'] } })).totalCount).toBe(0);

    const job = await client.call(endpoints.exportEnrolled, { params: target, body: { format: 'CSV', filter: { status: ['SCHEDULED'] } } });
    expect(job).toMatchObject({ kind: 'EXPORT', area: 'ASSIGNMENT', progress: { total: scheduled.totalCount } });
    await runJobsUntilIdle();
    expect(await client.call(adminJobEndpoints.detail, { params: { jobId: job.jobId } })).toMatchObject({ status: 'DONE', result: { type: 'FILE', contentType: expect.stringContaining('csv') } });
    await expectApiError(client.call(endpoints.enrolled, { params: { targetType: 'courses', targetId: 'course-none' }, query: {} }), 'notFound');
  });

  it('the class picker says what the catalogue sells now: a hidden or stopped class is there, marked not on sale', async () => {
    const client = await operator();
    const { items: klasses } = await client.call(endpoints.targets, { query: { targetType: 'KLASS' } });
    expect(klasses.find((target) => target.targetId === FREE_KLASS)?.onSale).toBe(true);
    // The catalogue's seed hides or stops some of its generated classes: still offered, marked.
    expect(klasses.some((target) => !target.onSale)).toBe(true);
  }, 60_000);

  it("an assignment's completion target is the ticket's rule: the learner's completion call reads it", async () => {
    const client = await operator();
    const job = await client.call(endpoints.assign, {
      body: { target: KLASS, people: { source: 'LIST', accountKeys: ['acc-learner'] }, startDay: null, completionTargetValue: '{"progressRate":30}', memo: '' },
    });
    await runJobsUntilIdle();
    const ticketKey = (await items(client, job.jobId)).get('acc-learner')?.ticketKey ?? '';
    const completion = await (await learner()).call(inventoryEndpoints.completion, { params: { id: FREE_KLASS }, query: { klassTicketKey: ticketKey } });
    // klass-016's own rule asks 80%; the assignment asked 30%.
    expect(completion).toMatchObject({ hasCompletionCriteria: true, requiredProgressRate: 30, isCompleted: false });
    await client.call(endpoints.itemAction, { params: { jobId: job.jobId, itemKey: 'acc-learner', action: 'cancel' } });
  });

  it('gives a pass (pass tickets: start, expire) and lists its accounts 10 a page (§9 pass accounts)', async () => {
    const client = await operator();
    const passes = await client.call(endpoints.targets, { query: { targetType: 'PASS' } });
    expect(passes.items.every((target) => target.targetType === 'PASS')).toBe(true);
    const pass = passes.items.find((target) => target.targetId === 'pass-001');
    expect(pass).toMatchObject({ periodDays: 30, onSale: true });
    const job = await client.call(endpoints.assign, {
      body: { target: { targetType: 'PASS', targetId: 'pass-001' }, people: { source: 'LIST', accountKeys: ['acc-learner'] }, startDay: null, completionTargetValue: '{}', memo: '' },
    });
    expect(job.title).toContain('이용권 지급');
    await runJobsUntilIdle();
    expect((await items(client, job.jobId)).get('acc-learner')).toMatchObject({ status: 'SUCCEEDED', actions: ['CANCEL'] });
    const { rows } = await client.call(endpoints.dryRun, { body: { target: { targetType: 'PASS', targetId: 'pass-001' }, identifiers: ['learner@klass.test'] } });
    expect(rows[0]?.kind).toBe('ALREADY_HOLDS');

    const target = { targetType: 'passes', targetId: 'pass-001' } as const;
    const page = await client.call(endpoints.enrolled, { params: target, query: {} });
    expect(page.size).toBe(10);
    const row = page.items.find((candidate) => candidate.accountKey === 'acc-learner');
    expect(row).toMatchObject({ status: 'ACTIVE', courseTitle: pass?.title, quizStatus: 'NO_QUIZ', isCompleted: false });
    expect(row?.firstUseAtLabel).not.toBe(NOT_USED_LABEL);
    expect(Date.parse(row?.expiredAt ?? '') - Date.parse(job.createdAt)).toBeGreaterThanOrEqual(30 * 86_400_000 - 60_000);

    // The seeded pass job gave 24 members: more than one page of 10.
    const seeded = await client.call(endpoints.enrolled, { params: { targetType: 'passes', targetId: SEEDED_ASSIGNED_PASS }, query: {} });
    expect(seeded.items).toHaveLength(10);
    expect(seeded.totalCount).toBe(24);
  });

  it('the assignment-fails-part-way scenario: two listed members withdraw meanwhile, the class closes half-way, the job FAILS with the rest waiting', async () => {
    await server.useScenario('assignment-fails-part-way');
    const client = await operator();
    const accountKeys = Array.from({ length: 10 }, (_, index) => `acc-member-${String(100 + index).padStart(5, '0')}`);
    const job = await client.call(endpoints.assign, {
      body: { target: KLASS, people: { source: 'LIST', accountKeys }, startDay: null, completionTargetValue: '{}', memo: '' },
    });
    await runJobsUntilIdle();
    expect(await client.call(adminJobEndpoints.detail, { params: { jobId: job.jobId } })).toMatchObject({ status: 'FAILED' });
    const page = await client.call(endpoints.items, { params: { jobId: job.jobId }, query: { size: 100 } });
    // The first given; the next two withdrew (failed, not retryable); given up to half-way; then the class closed.
    expect(page.statusCounts).toEqual({ PENDING: 5, SUCCEEDED: 3, SKIPPED: 0, FAILED: 2, CANCELLED: 0 });
    const failed = page.items.filter((item) => item.status === 'FAILED');
    expect(failed.map((item) => item.accountKey)).toEqual(accountKeys.slice(1, 3));
    expect(failed.every((item) => /탈퇴/.test(item.message ?? '') && item.actions.length === 0)).toBe(true);
    await server.useScenario('default');
  }, 60_000);

  it('issue 40: gives a package as a purchase does — the learner’s packages list it with a ticket of each class; its enrolled list; taking it back removes both', async () => {
    const client = await operator();
    const me = await learner();
    const packageId = 'pkg-002';
    const offered = await client.call(endpoints.targets, { query: { targetType: 'PACKAGE' } });
    expect(offered.items.find((target) => target.targetId === packageId)).toMatchObject({ targetType: 'PACKAGE', detail: '클래스 2개' });
    const job = await client.call(endpoints.assign, {
      body: {
        target: { targetType: 'PACKAGE', targetId: packageId },
        people: { source: 'SELECTION', selection: { kind: 'keys', keys: ['acc-operator'] } },
        startDay: null,
        completionTargetValue: '{}',
        memo: '',
      },
    });
    await runJobsUntilIdle();
    expect(await client.call(adminJobEndpoints.detail, { params: { jobId: job.jobId } })).toMatchObject({ status: 'DONE', result: { type: 'COUNTS', succeeded: 1 } });
    const operatorAsLearner = contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
    const theirs = await operatorAsLearner.call(inventoryEndpoints.myPackages, { query: {} });
    const bought = theirs.items.find((item) => item.packageId === packageId);
    expect(bought).toMatchObject({ klassCount: 2 });
    const detail = await operatorAsLearner.call(inventoryEndpoints.myPackage, { params: { id: packageId }, query: { transactionKey: bought?.transactionKey ?? '' } });
    expect(detail.items.map((item) => item.klassId).sort()).toEqual(['klass-013', 'klass-014']);
    const enrolled = await client.call(endpoints.enrolled, { params: { targetType: 'packages', targetId: packageId }, query: {} });
    expect(enrolled.items.map((row) => row.accountKey)).toContain('acc-operator');

    await client.call(endpoints.itemAction, { params: { jobId: job.jobId, itemKey: 'acc-operator', action: 'cancel' } });
    expect((await operatorAsLearner.call(inventoryEndpoints.myPackages, { query: {} })).items.map((item) => item.packageId)).not.toContain(packageId);
    // The seeded learner's own purchase is untouched.
    expect((await me.call(inventoryEndpoints.myPackages, { query: { listStatus: ['SHOW', 'HIDE'] } })).items.length).toBeGreaterThan(0);
  });

  it('walked every assignment endpoint', () => {
    expect([...called].filter((id) => id.startsWith('adminAssignment.')).sort()).toEqual(Object.values(endpoints).map((endpoint) => endpoint.id).sort());
  });
});
