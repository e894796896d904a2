/**
 * Contract walk of the member list (backoffice.md §7 Members "list; filtered aggregation POST;
 * marketing consent; download; withdrawal by manager"; issue 16) over real HTTP on the seeded
 * 10,000 members: every endpoint answers in its schema; a phone is found with or without hyphens,
 * a name by its initial consonants (ㅈㅂㄲ finds 정바깥);
 * the aggregation's total is the list's total for the same filter; group and verification
 * filters; a moved query scope is refused with 409 selection.changed; the consent change and the
 * group add/remove by scope; the export as a job with a file; and the manager's withdrawal: the
 * member leaves the list, shows in the withdrawn list, their learner login answers
 * `account.status.withdrawal`, and the history records the change.
 */
import { getChoseong } from 'es-hangul';
import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '@app/shared/api/contract/account';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { adminJobEndpoints } from '@app/shared/api/contract/adminJob';
import { adminMemberEndpoints } from '@app/shared/api/contract/adminMember';
import { adminMemberDetailEndpoints } from '@app/shared/api/contract/adminMemberDetail';
import { adminMemberListEndpoints, type MemberListFilter } from '@app/shared/api/contract/adminMemberList';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { GENERATED_MEMBER_COUNT, memberFixtures, seededMemberGroups } from '@mocks/backoffice/members/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

const list = (client: ContractClient, query: MemberListFilter & { size?: number; sort?: 'joinedAt,asc' | 'displayName,asc' } = {}) =>
  client.call(adminMemberListEndpoints.members, { query });
const totals = (client: ContractClient, filter: MemberListFilter) => client.call(adminMemberListEndpoints.aggregation, { body: { filter } });

describe('member list contract over HTTP', () => {
  it('lists 10,000+ members with their groups and info values; phone with or without hyphens; the aggregation agrees with the list', async () => {
    const client = await operator();
    const all = await list(client, { size: 20 });
    expect(all.totalCount).toBeGreaterThan(GENERATED_MEMBER_COUNT);
    expect(all.items).toHaveLength(20);
    const { formulaPlus } = memberFixtures;
    for (const q of [formulaPlus.phone, formulaPlus.phone.replaceAll('-', '')]) {
      expect((await list(client, { q })).items.map((row) => row.accountKey)).toEqual([formulaPlus.accountKey]);
    }
    const vip = await list(client, { group: [seededMemberGroups.vip.groupKey], size: 1 });
    expect(vip.totalCount).toBe(3204);
    expect(vip.items[0]?.groups.map((group) => group.groupKey)).toContain(seededMemberGroups.vip.groupKey);

    const filter: MemberListFilter = { marketing: ['AGREED'], emailVerification: ['VERIFIED'], phoneCertification: ['CERTIFIED'], joinedFrom: '2025-01-01T00:00:00.000Z' };
    const [page, counts] = await Promise.all([list(client, { ...filter, size: 5, sort: 'joinedAt,asc' }), totals(client, filter)]);
    expect(counts.totalCount).toBe(page.totalCount);
    expect(counts).toMatchObject({ marketingAgreedCount: page.totalCount, emailVerifiedCount: page.totalCount, phoneCertifiedCount: page.totalCount });
    expect(page.items.every((row) => row.marketingAgreement && row.emailVerified && row.phoneCertifiedAt !== null && row.joinedAt >= '2025-01-01')).toBe(true);
    expect(page.items.some((row) => row.info.some((field) => field.fieldName === 'job'))).toBe(true);
    const whole = await totals(client, {});
    expect(whole.totalCount).toBe(all.totalCount);
    expect(whole.marketingAgreedCount).toBeLessThan(whole.totalCount);
  });

  it('initial consonants find a member by name (ㅈㅂㄲ → 정바깥) in the member list, a group\'s members and the add search', async () => {
    const client = await operator();
    const { outsider } = memberFixtures;
    const found = await list(client, { q: 'ㅈㅂㄲ' });
    expect(found.items.map((row) => row.displayName)).toContain(outsider.displayName);
    expect(found.items.every((row) => getChoseong(row.displayName).replace(/\s/g, '').includes('ㅈㅂㄲ'))).toBe(true);
    // Spaces between initials are ignored, and a part of the initials is enough.
    expect((await list(client, { q: 'ㅈ ㅂㄲ' })).items.map((row) => row.accountKey)).toContain(outsider.accountKey);
    expect((await list(client, { q: 'ㅂㄲ' })).items.map((row) => row.accountKey)).toContain(outsider.accountKey);

    const search = await client.call(adminMemberEndpoints.memberSearch, { query: { q: 'ㅈㅂㄲ' } });
    expect(search.items.map((row) => row.accountKey)).toContain(outsider.accountKey);

    const groupKey = seededMemberGroups.vip.groupKey;
    const firstPage = await client.call(adminMemberEndpoints.groupMembers, { params: { groupKey }, query: { size: 50 } });
    const member = firstPage.items.find((row) => /^[가-힣]{2,4}$/.test(row.displayName));
    const initials = getChoseong(member?.displayName ?? '');
    expect(initials).toMatch(/^[ㄱ-ㅎ]{2,4}$/);
    const inGroup = await client.call(adminMemberEndpoints.groupMembers, { params: { groupKey }, query: { q: initials } });
    expect(inGroup.items.map((row) => row.accountKey)).toContain(member?.accountKey);
  });

  it('bulk by scope: a moved scope is refused; consent and group changes apply to exactly the scope; the export is a job with a file', async () => {
    const client = await operator();
    const filter: MemberListFilter = { q: '010-9000-000' };
    const found = await list(client, filter);
    expect(found.totalCount).toBe(4);
    const scope = { kind: 'query' as const, filter, excluded: [memberFixtures.formulaAt.accountKey], expectedCount: 3 };
    await expectApiError(client.call(adminMemberListEndpoints.marketingConsent, { body: { selection: { ...scope, expectedCount: 4 }, agreed: true } }), 'selectionChanged');

    const consent = await client.call(adminMemberListEndpoints.marketingConsent, { body: { selection: scope, agreed: true } });
    // formulaPlus had already agreed.
    expect(consent.changedCount).toBe(2);
    expect((await totals(client, filter)).marketingAgreedCount).toBe(4);

    const groupKey = seededMemberGroups.empty.groupKey;
    await expect(client.call(adminMemberListEndpoints.addToGroup, { body: { selection: scope, groupKey } })).resolves.toEqual({ addedCount: 3, alreadyInGroupCount: 0 });
    expect((await client.call(adminMemberEndpoints.group, { params: { groupKey } })).memberCount).toBe(3);
    const keys = { kind: 'keys' as const, keys: [memberFixtures.formulaLink.accountKey, memberFixtures.outsider.accountKey] };
    await expect(client.call(adminMemberListEndpoints.removeFromGroup, { body: { selection: keys, groupKey } })).resolves.toEqual({ removedCount: 1 });
    await expectApiError(client.call(adminMemberListEndpoints.addToGroup, { body: { selection: keys, groupKey: 'grp-none' } }), 'notFound');

    const job = await client.call(adminMemberListEndpoints.exportList, { body: { format: 'CSV', filter } });
    expect(job.scope).toBe('검색 결과 전체 4명');
    await runJobsUntilIdle();
    const done = await client.call(adminJobEndpoints.detail, { params: { jobId: job.jobId } });
    expect(done).toMatchObject({ status: 'DONE', result: { type: 'FILE' } });
  });

  it('a phone changed by the operator is not certified: the list row, the certification filter and the aggregation all drop it', async () => {
    const client = await operator();
    const certified: MemberListFilter = { phoneCertification: ['CERTIFIED'] };
    const [member] = (await list(client, { ...certified, q: '김', size: 1, sort: 'displayName,asc' })).items;
    if (!member?.phone) return expect.fail('a member with a certified phone');
    expect(member.phoneCertifiedAt).not.toBeNull();
    const before = await totals(client, {});

    const newPhone = member.phone.endsWith('1') ? '010-5555-4442' : '010-5555-4441';
    await client.call(adminMemberDetailEndpoints.updateBasicInfo, { params: { accountKey: member.accountKey }, body: { displayName: member.displayName, phone: newPhone } });

    const [row] = (await list(client, { q: newPhone })).items;
    expect(row).toMatchObject({ accountKey: member.accountKey, phone: newPhone, phoneCertifiedAt: null });
    // The proof of the old number stays on the info; it no longer speaks for the account's phone.
    expect(row?.info.find((field) => field.fieldName === 'certifiedPhone')?.certificationAt).not.toBeNull();
    expect((await list(client, { ...certified, q: newPhone })).totalCount).toBe(0);
    expect((await list(client, { phoneCertification: ['UNCERTIFIED'], q: newPhone })).totalCount).toBe(1);
    const after = await totals(client, {});
    expect(after.totalCount).toBe(before.totalCount);
    expect(after.phoneCertifiedCount).toBe(before.phoneCertifiedCount - 1);
  });

  it("a manager's withdrawal: out of the list, in the withdrawn list, the learner login answers account.status.withdrawal, recorded in the history", async () => {
    const client = await operator();
    const { leaving } = memberFixtures;
    const login = { identifier: leaving.email, password: leaving.password };
    await expect(loginAccessToken(server.baseUrl, login)).resolves.toEqual(expect.any(String));
    const withdrawnBefore = (await client.call(adminMemberListEndpoints.withdrawn, { query: { by: ['MANAGER'] } })).totalCount;

    const done = await client.call(adminMemberListEndpoints.withdraw, { body: { selection: { kind: 'keys', keys: [leaving.accountKey] } } });
    expect(done.withdrawnCount).toBe(1);
    expect((await list(client, { q: leaving.email })).totalCount).toBe(0);
    const withdrawn = await client.call(adminMemberListEndpoints.withdrawn, { query: { by: ['MANAGER'] } });
    expect(withdrawn.totalCount).toBe(withdrawnBefore + 1);
    expect(withdrawn.items[0]).toMatchObject({ accountKey: leaving.accountKey, withdrawnBy: 'MANAGER' });
    await expectApiError(contractClient(server.baseUrl, null, called).call(accountEndpoints.login, { body: login }), 'accountWithdrawn');

    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['MEMBER'], recordKey: leaving.accountKey } });
    expect(history.items[0]).toMatchObject({ action: 'UPDATE', record: { key: leaving.accountKey } });
    expect(JSON.stringify(history.items[0]?.changes)).toContain('WITHDRAWN');
  });

  it('calls every member list endpoint', () => {
    expect([...called].filter((id) => id.startsWith('adminMemberList.')).sort()).toEqual(Object.values(adminMemberListEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
