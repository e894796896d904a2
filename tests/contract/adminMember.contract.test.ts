/**
 * Contract walk of the member groups (backoffice.md §7 Members "groups CRUD and members", §5
 * common text; issue 15's first screen) over real HTTP, on the seeded world of thousands of
 * members: every endpoint answers in its schema, each documented refusal is reachable (400 for a
 * name breaking §5, 409 member.group.name_taken, 404 for a group that is gone, 409
 * selection.changed for a scope that moved), deleting a group keeps its members as members, the
 * list's filters, sort and paging, the import's dry run and both commit modes as jobs, and the
 * export as a job whose XLSX holds the Korean text with the formula cells neutralised.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminFileEndpoints } from '@app/shared/api/contract/adminFile';
import { adminJobEndpoints, type Job } from '@app/shared/api/contract/adminJob';
import { adminMemberEndpoints, type GroupMembersFilter } from '@app/shared/api/contract/adminMember';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { memberFixtures, seededMemberGroups } from '@mocks/backoffice/members/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { db } from '@mocks/db/database';
import { settings } from '@mocks/engine/settings';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();
const { vip, beta, survey, empty, workshop, corporate, applicants } = seededMemberGroups;

// A fixed clock, so "today" and the added dates are known.
const realNow = settings.now;
beforeEach(() => {
  settings.now = () => Date.parse('2026-11-22T01:00:00.000Z');
});
afterEach(() => {
  settings.now = realNow;
});

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

const membersOf = (client: ContractClient, groupKey: string, query: GroupMembersFilter & { sort?: `${'displayName' | 'joinedAt' | 'addedAt' | 'email'},${'asc' | 'desc'}`; page?: number; size?: number } = {}) =>
  client.call(adminMemberEndpoints.groupMembers, { params: { groupKey }, query });

/** The job run to its end on the engine, then read back over HTTP. */
async function finished(client: ContractClient, job: Job): Promise<Job> {
  await runJobsUntilIdle();
  return client.call(adminJobEndpoints.detail, { params: { jobId: job.jobId } });
}

describe('member groups contract over HTTP', () => {
  it('groups: searched by name, sorted, paged, each with its member count', async () => {
    const client = await operator();
    const all = await client.call(adminMemberEndpoints.groups, { query: { size: 100 } });
    expect(all.totalCount).toBe(10);
    const byKey = new Map(all.items.map((group) => [group.groupKey, group]));
    expect(byKey.get(vip.groupKey)?.memberCount).toBeGreaterThan(3000);
    expect(byKey.get(empty.groupKey)?.memberCount).toBe(0);
    // Newest first by default.
    expect(all.items.map((group) => group.createdAt)).toEqual([...all.items.map((group) => group.createdAt)].sort().reverse());

    const bySize = await client.call(adminMemberEndpoints.groups, { query: { sort: 'memberCount,desc', size: 3, page: 2 } });
    expect(bySize).toMatchObject({ page: 2, size: 3, totalCount: 10, totalPages: 4 });
    const counts = (await client.call(adminMemberEndpoints.groups, { query: { sort: 'memberCount,desc', size: 10 } })).items.map((group) => group.memberCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(bySize.items[0]?.memberCount).toBe(counts[3]);

    const found = await client.call(adminMemberEndpoints.groups, { query: { name: '테스터' } });
    expect(found.items.map((group) => group.name)).toEqual([beta.name]);
    await expect(client.call(adminMemberEndpoints.group, { params: { groupKey: beta.groupKey } })).resolves.toMatchObject({ name: beta.name, memberCount: 41 });
    await expectApiError(client.call(adminMemberEndpoints.group, { params: { groupKey: 'grp-none' } }), 'notFound');
  });

  it('create and rename: the name is §5 common text, unique (409 member.group.name_taken), and the change is in the history', async () => {
    const client = await operator();
    const created = await client.call(adminMemberEndpoints.createGroup, { body: { name: '  봄   학기 수강생 ' } });
    expect(created).toMatchObject({ name: '봄 학기 수강생', memberCount: 0 });
    for (const name of ['가', '가'.repeat(31), '이모지 그룹 🎉', '   ']) {
      await expectApiError(client.call(adminMemberEndpoints.createGroup, { body: { name } }), 'badRequest');
    }
    await expectApiError(client.call(adminMemberEndpoints.createGroup, { body: { name: vip.name } }), 'groupNameTaken');
    await expectApiError(
      client.call(adminMemberEndpoints.renameGroup, { params: { groupKey: created.groupKey }, body: { name: beta.name } }),
      'groupNameTaken',
    );
    const renamed = await client.call(adminMemberEndpoints.renameGroup, { params: { groupKey: created.groupKey }, body: { name: '가을 학기 수강생' } });
    expect(renamed).toMatchObject({ groupKey: created.groupKey, name: '가을 학기 수강생' });
    // Keeping its own name is no conflict.
    await expect(client.call(adminMemberEndpoints.renameGroup, { params: { groupKey: created.groupKey }, body: { name: '가을 학기 수강생' } })).resolves.toMatchObject({ name: '가을 학기 수강생' });
    await expectApiError(client.call(adminMemberEndpoints.renameGroup, { params: { groupKey: 'grp-none' }, body: { name: '없는 그룹' } }), 'notFound');
    const history = db.historyChanges.all().filter((entry) => entry.record.key === created.groupKey);
    expect(history.map((entry) => entry.action)).toEqual(['CREATE', 'UPDATE']);
  });

  it('delete: 204, only the memberships go — the members stay members', async () => {
    const client = await operator();
    const before = await membersOf(client, applicants.groupKey, { size: 100 });
    expect(before.totalCount).toBe(25);
    await expect(client.call(adminMemberEndpoints.deleteGroup, { params: { groupKey: applicants.groupKey } })).resolves.toBeNull();
    await expectApiError(client.call(adminMemberEndpoints.group, { params: { groupKey: applicants.groupKey } }), 'notFound');
    await expectApiError(client.call(adminMemberEndpoints.deleteGroup, { params: { groupKey: applicants.groupKey } }), 'notFound');
    for (const member of before.items) {
      expect(db.accounts.findFirst((q) => q.where({ accountKey: member.accountKey }))?.status).toBe('ACTIVE');
    }
  });

  it("a group's members: text on name, e-mail or phone; joined period in Seoul days; marketing consent; sort; pages", async () => {
    const client = await operator();
    const page = await membersOf(client, vip.groupKey, { size: 100 });
    expect(page.totalCount).toBeGreaterThan(3000);
    expect(page.items).toHaveLength(100);
    // Most recently added first by default.
    expect(page.items.map((row) => row.addedAt)).toEqual([...page.items.map((row) => row.addedAt)].sort().reverse());

    const byEmail = await membersOf(client, survey.groupKey, { q: 'FORMULA1@klass' });
    expect(byEmail.items.map((row) => row.displayName)).toEqual([memberFixtures.formulaLink.displayName]);
    const byPhone = await membersOf(client, survey.groupKey, { q: '90000002' });
    expect(byPhone.items.map((row) => row.accountKey)).toEqual([memberFixtures.formulaPlus.accountKey]);
    const byName = await membersOf(client, vip.groupKey, { q: '김', size: 1000 });
    expect(byName.totalCount).toBeGreaterThan(0);
    expect(byName.items.every((row) => row.displayName.includes('김'))).toBe(true);

    // 2025 in Seoul: from 2025-01-01 00:00 to 2025-12-31 23:59:59.999 (+09:00).
    const joined2025 = { joinedFrom: '2024-12-31T15:00:00.000Z', joinedTo: '2025-12-31T14:59:59.999Z' };
    const in2025 = await membersOf(client, vip.groupKey, { ...joined2025, sort: 'joinedAt,asc', size: 1000 });
    expect(in2025.totalCount).toBeGreaterThan(500);
    expect(in2025.items.every((row) => row.joinedAt >= joined2025.joinedFrom && row.joinedAt <= joined2025.joinedTo)).toBe(true);
    expect(in2025.items.map((row) => row.joinedAt)).toEqual([...in2025.items.map((row) => row.joinedAt)].sort());

    const agreed = await membersOf(client, vip.groupKey, { marketing: ['AGREED'], size: 1000 });
    const declined = await membersOf(client, vip.groupKey, { marketing: ['DECLINED'], size: 1 });
    expect(agreed.items.every((row) => row.marketingAgreement)).toBe(true);
    expect(agreed.totalCount + declined.totalCount).toBe(page.totalCount);
    const both = await membersOf(client, vip.groupKey, { marketing: ['AGREED', 'DECLINED'], size: 1 });
    expect(both.totalCount).toBe(page.totalCount);

    const names = (await membersOf(client, workshop.groupKey, { sort: 'displayName,asc', size: 200 })).items.map((row) => row.displayName);
    expect(names).toEqual([...names].sort());
    const last = await membersOf(client, vip.groupKey, { page: page.totalPages, size: 100 });
    expect(last.items).toHaveLength(page.totalCount - (page.totalPages - 1) * 100);
    await expectApiError(membersOf(client, vip.groupKey, { size: 1001 }), 'badRequest');
    await expectApiError(membersOf(client, 'grp-none'), 'notFound');
  });

  it('remove by keys, and by a query scope refused with selection.changed once the filter matches another number', async () => {
    const client = await operator();
    const { items } = await membersOf(client, corporate.groupKey, { size: 3 });
    const byKeys = await client.call(adminMemberEndpoints.removeGroupMembers, {
      params: { groupKey: corporate.groupKey },
      body: { selection: { kind: 'keys', keys: items.map((row) => row.accountKey) } },
    });
    expect(byKeys).toEqual({ removedCount: 3 });

    const filter = { marketing: ['AGREED' as const] };
    const matching = await membersOf(client, corporate.groupKey, { ...filter, size: 1000 });
    const kept = matching.items[0]?.accountKey ?? '';
    await expectApiError(
      client.call(adminMemberEndpoints.removeGroupMembers, {
        params: { groupKey: corporate.groupKey },
        body: { selection: { kind: 'query', filter, excluded: [kept], expectedCount: matching.totalCount } },
      }),
      'selectionChanged',
    );
    const byScope = await client.call(adminMemberEndpoints.removeGroupMembers, {
      params: { groupKey: corporate.groupKey },
      body: { selection: { kind: 'query', filter, excluded: [kept], expectedCount: matching.totalCount - 1 } },
    });
    expect(byScope).toEqual({ removedCount: matching.totalCount - 1 });
    const left = await membersOf(client, corporate.groupKey, { ...filter });
    expect(left.items.map((row) => row.accountKey)).toEqual([kept]);
    // The accounts are untouched; the group's count changed once per removal in the history.
    expect(db.accounts.findFirst((q) => q.where({ accountKey: items[0]?.accountKey ?? '' }))?.status).toBe('ACTIVE');
    const history = db.historyChanges.all().filter((entry) => entry.record.key === corporate.groupKey);
    expect(history.map((entry) => entry.changes.map((change) => change.field))).toEqual([['memberCount'], ['memberCount']]);
    await expectApiError(
      client.call(adminMemberEndpoints.removeGroupMembers, { params: { groupKey: corporate.groupKey }, body: { selection: { kind: 'keys', keys: [] } } }),
      'badRequest',
    );
  });

  it('add by account keys (the search dialog): added, already in the group, unknown keys listed', async () => {
    const client = await operator();
    const search = await client.call(adminMemberEndpoints.memberSearch, { query: { q: 'outsider@', groupKey: beta.groupKey } });
    expect(search.items).toEqual([
      expect.objectContaining({ accountKey: memberFixtures.outsider.accountKey, displayName: '정바깥', inGroup: false }),
    ]);
    const inGroup = await client.call(adminMemberEndpoints.memberSearch, { query: { q: 'learner@klass', groupKey: beta.groupKey } });
    expect(inGroup.items[0]).toMatchObject({ accountKey: 'acc-learner', inGroup: true });
    const korean = await client.call(adminMemberEndpoints.memberSearch, { query: { q: '이', size: 5 } });
    expect(korean.items).toHaveLength(5);
    expect(korean.totalCount).toBeGreaterThan(100);
    await expectApiError(client.call(adminMemberEndpoints.memberSearch, { query: { q: ' ' } }), 'badRequest');

    const added = await client.call(adminMemberEndpoints.addGroupMembers, {
      params: { groupKey: beta.groupKey },
      body: { accountKeys: [memberFixtures.outsider.accountKey, 'acc-learner', 'acc-nobody'] },
    });
    expect(added).toEqual({ addedCount: 1, alreadyInGroupCount: 1, notFound: ['acc-nobody'] });
    const rows = await membersOf(client, beta.groupKey, { q: 'outsider' });
    expect(rows.items[0]).toMatchObject({ displayName: '정바깥', addedAt: '2026-11-22T01:00:00.000Z', marketingAgreement: true });
  });

  it('import: the dry run sorts rows into new / already / not found / invalid; valid-only adds the new ones as a job', async () => {
    const client = await operator();
    const identifiers = [
      { row: 2, value: memberFixtures.formulaPlus.email },
      { row: 3, value: '010 9000 0003' },
      { row: 4, value: 'learner@klass.test' },
      { row: 5, value: 'nobody@klass.test' },
      { row: 6, value: '전화번호 아님' },
      { row: 7, value: memberFixtures.formulaPlus.phone },
    ];
    const dryRun = await client.call(adminMemberEndpoints.importDryRun, { params: { groupKey: beta.groupKey }, body: { identifiers } });
    expect(dryRun.counts).toEqual({ NEW: 2, ALREADY: 2, NOT_FOUND: 1, INVALID: 1 });
    expect(dryRun.rows.map((row) => [row.row, row.outcome])).toEqual([[2, 'NEW'], [3, 'NEW'], [4, 'ALREADY'], [5, 'NOT_FOUND'], [6, 'INVALID'], [7, 'ALREADY']]);
    expect(dryRun.rows[1]).toMatchObject({ accountKey: memberFixtures.formulaMinus.accountKey, displayName: memberFixtures.formulaMinus.displayName });
    const before = (await membersOf(client, beta.groupKey, { size: 1 })).totalCount;

    const blocked = await client.call(adminMemberEndpoints.importCommit, { params: { groupKey: beta.groupKey }, body: { identifiers, mode: 'ALL_OR_NOTHING' } });
    expect(blocked).toMatchObject({ kind: 'IMPORT', status: 'QUEUED', area: 'MEMBER' });
    const failed = await finished(client, blocked);
    expect(failed).toMatchObject({ status: 'FAILED', itemErrorCount: 2 });
    expect((await membersOf(client, beta.groupKey, { size: 1 })).totalCount).toBe(before);
    const errors = await client.call(adminJobEndpoints.itemErrors, { params: { jobId: blocked.jobId }, query: {} });
    expect(errors.items.map((error) => error.label)).toEqual(['5행 nobody@klass.test', '6행 전화번호 아님']);

    const job = await client.call(adminMemberEndpoints.importCommit, { params: { groupKey: beta.groupKey }, body: { identifiers, mode: 'VALID_ONLY' } });
    const done = await finished(client, job);
    expect(done).toMatchObject({ status: 'DONE', result: { type: 'COUNTS', succeeded: 2, skipped: 2, failed: 2 }, itemErrorCount: 2 });
    expect((await membersOf(client, beta.groupKey, { size: 1 })).totalCount).toBe(before + 2);
    await expectApiError(
      client.call(adminMemberEndpoints.importDryRun, { params: { groupKey: beta.groupKey }, body: { identifiers: [] } }),
      'badRequest',
    );
    await expectApiError(client.call(adminMemberEndpoints.importCommit, { params: { groupKey: 'grp-none' }, body: { identifiers, mode: 'VALID_ONLY' } }), 'notFound');
  });

  it("export: a job whose result is an XLSX of the group's members, Korean text kept and formula cells neutralised", async () => {
    const client = await operator();
    const total = (await membersOf(client, survey.groupKey, { size: 1 })).totalCount;
    const job = await client.call(adminMemberEndpoints.exportMembers, { params: { groupKey: survey.groupKey }, body: { format: 'XLSX' } });
    expect(job).toMatchObject({ kind: 'EXPORT', status: 'QUEUED', scope: `그룹 '${survey.name}' 전체 ${total}명`, progress: { done: 0, total } });
    const done = await finished(client, job);
    expect(done.status).toBe('DONE');
    if (done.result?.type !== 'FILE') throw new Error('the export has no file');
    expect(done.result.fileName).toBe(`${survey.name} 회원 2026.11.22.xlsx`);
    const link = await client.call(adminFileEndpoints.downloadFile, { params: { fileId: done.result.fileId } });
    const files = unzipSync(new Uint8Array(await (await fetch(link.url)).arrayBuffer()));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).toContain('>이름<');
    expect(sheet).toContain('>휴대폰 번호<');
    // Formula-like text kept as typed in quote-prefixed text cells, no visible apostrophe (issue 27).
    expect(sheet).toContain(`s="2" t="inlineStr"><is><t xml:space="preserve">=HYPERLINK(&quot;http://evil.test&quot;)<`);
    expect(sheet).toContain('s="2" t="inlineStr"><is><t xml:space="preserve">+82 본인확인<');
    expect(sheet).toContain('s="2" t="inlineStr"><is><t xml:space="preserve">@SUM(1,1)<');
    expect(sheet).not.toContain(">'");
    expect(sheet.match(/<row /g)).toHaveLength(total + 1);

    // A selection: only those members, and a scope that moved is refused before any job starts.
    const picked = await client.call(adminMemberEndpoints.exportMembers, {
      params: { groupKey: survey.groupKey },
      body: { format: 'CSV', selection: { kind: 'keys', keys: [memberFixtures.formulaAt.accountKey] } },
    });
    expect(picked.scope).toBe(`그룹 '${survey.name}'에서 선택한 1명`);
    await expectApiError(
      client.call(adminMemberEndpoints.exportMembers, {
        params: { groupKey: survey.groupKey },
        body: { format: 'XLSX', selection: { kind: 'query', filter: {}, excluded: [], expectedCount: total + 5 } },
      }),
      'selectionChanged',
    );
  });

  it('calls every endpoint of the area', () => {
    expect([...called].filter((id) => id.startsWith('adminMember.')).sort()).toEqual(
      Object.values(adminMemberEndpoints).map((endpoint) => endpoint.id).sort(),
    );
  });
});
