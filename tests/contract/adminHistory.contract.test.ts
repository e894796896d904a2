/**
 * Contract walk of the change history (issue 15, part 6) over real HTTP: a saved organization
 * appears with who, which record and before → after per field; the filters (record type and key,
 * actor, Seoul days) and paging answer within the schema; and an operator sees only the record
 * types whose area permission they hold (the limited operator sees no SITE change, and asking
 * for one is refused with the missing permission); and a bulk change of a group's members names
 * whom it touched, however many, each with an entry of their own (issue 27) — so does deleting a
 * group, a bulk marketing consent and a withdrawal by a manager — and the list of everything folds
 * those per-record entries away when asked (`folded`).
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE_MAX } from '@app/shared/api/contract/adminLimits';
import { HISTORY_TOUCHED_FIRST, adminHistoryEndpoints, historyRecordPermission } from '@app/shared/api/contract/adminHistory';
import { adminMemberEndpoints } from '@app/shared/api/contract/adminMember';
import { adminMemberListEndpoints } from '@app/shared/api/contract/adminMemberList';
import { adminJobEndpoints } from '@app/shared/api/contract/adminJob';
import { adminSettingEndpoints } from '@app/shared/api/contract/adminSetting';
import type { QueryInput } from '@app/shared/api/contract/endpoint';
import { seededItemErrors, seededJobIds } from '@mocks/backoffice/jobs/seed';
import { seededMemberGroups } from '@mocks/backoffice/members/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();
const as = (token: string | null) => contractClient(server.baseUrl, token, called);

/** Today in Asia/Seoul, `yyyy-MM-dd` (sv-SE formats dates that way). */
function seoulToday(offsetDays = 0): string {
  const at = new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(at);
}

async function saveOrganization(token: string, serviceName: string) {
  const current = await as(token).call(adminSettingEndpoints.organization, {});
  await as(token).call(adminSettingEndpoints.updateOrganization, {
    body: { serviceName, supportTel: current.supportTel, email: current.email },
  });
  return current;
}

describe('change history contract over HTTP (issue 15, part 6)', () => {
  it('a saved organization appears, newest first, with who, which record and before → after', async () => {
    const token = await loginAccessToken(server.baseUrl, seededOperators.full);
    const before = await saveOrganization(token, '이력 클래스');
    await saveOrganization(token, '이력 클래스 2');

    const page = await as(token).call(adminHistoryEndpoints.changes, { query: { recordType: 'ORGANIZATION' } });
    expect(page.totalCount).toBe(2);
    const [latest, first] = page.items;
    expect(latest).toBeDefined();
    expect(latest).toMatchObject({
      actor: { accountKey: seededOperators.full.accountKey, displayName: '강운영' },
      record: { type: 'ORGANIZATION', key: 'tenant-klass', label: '이력 클래스 2' },
      action: 'UPDATE',
      changes: [{ field: 'serviceName', before: '이력 클래스', after: '이력 클래스 2' }],
    });
    // Only the field that changed: the telephone and e-mail were saved as they were.
    expect(first?.changes).toEqual([{ field: 'serviceName', before: before.serviceName, after: '이력 클래스' }]);
  });

  it('saving the same values records nothing', async () => {
    const token = await loginAccessToken(server.baseUrl, seededOperators.full);
    const { totalCount } = await as(token).call(adminHistoryEndpoints.changes, { query: {} });
    const current = await as(token).call(adminSettingEndpoints.organization, {});
    await as(token).call(adminSettingEndpoints.updateOrganization, { body: current });
    await expect(as(token).call(adminHistoryEndpoints.changes, { query: {} })).resolves.toMatchObject({ totalCount });
  });

  it('filters by record key, actor and Seoul days, sorts and pages', async () => {
    const token = await loginAccessToken(server.baseUrl, seededOperators.full);
    const list = (query: QueryInput<typeof adminHistoryEndpoints.changes>) =>
      as(token).call(adminHistoryEndpoints.changes, { query });
    await expect(list({ recordKey: 'tenant-klass' })).resolves.toMatchObject({ totalCount: 2 });
    await expect(list({ recordKey: 'tenant-ocean' })).resolves.toMatchObject({ totalCount: 0 });
    await expect(list({ actor: seededOperators.full.accountKey })).resolves.toMatchObject({ totalCount: 2 });
    await expect(list({ actor: seededOperators.limited.accountKey })).resolves.toMatchObject({ totalCount: 0 });
    await expect(list({ from: seoulToday(-1), to: seoulToday(1) })).resolves.toMatchObject({ totalCount: 2 });
    await expect(list({ from: seoulToday(1) })).resolves.toMatchObject({ totalCount: 0 });
    await expect(list({ to: seoulToday(-1) })).resolves.toMatchObject({ totalCount: 0 });

    const oldestFirst = await list({ sort: 'changedAt,asc', size: 1 });
    expect(oldestFirst).toMatchObject({ page: 1, size: 1, totalCount: 2, totalPages: 2 });
    expect(oldestFirst.items[0]?.record.label).toBe('이력 클래스');
    const second = await list({ sort: 'changedAt,asc', size: 1, page: 2 });
    expect(second.items[0]?.record.label).toBe('이력 클래스 2');

    await expectApiError(list({ from: '2026-13-01' }), 'badRequest');
  });

  it('a limited operator (members and orders) sees no SITE change, and is refused when asking for one', async () => {
    const token = await loginAccessToken(server.baseUrl, seededOperators.limited);
    const page = await as(token).call(adminHistoryEndpoints.changes, { query: {} });
    expect(page.items.filter((entry) => entry.record.type === 'ORGANIZATION')).toEqual([]);
    expect(page.totalCount).toBe(0);
    expect(historyRecordPermission('ORGANIZATION')).toBe('SITE');
    await expectApiError(
      as(token).call(adminHistoryEndpoints.changes, { query: { recordType: 'ORGANIZATION' } }),
      'permissionDenied',
    );
  });

  it('job actions are JOB changes: who, which job, status before → after, the item touched; only of jobs one may see', async () => {
    const token = await loginAccessToken(server.baseUrl, seededOperators.full);
    await as(token).call(adminJobEndpoints.act, {
      params: { jobId: seededJobIds.stopped, action: 'resume' },
    });
    await as(token).call(adminJobEndpoints.cancelItem, {
      params: { jobId: seededJobIds.failed, itemKey: seededItemErrors.retryable[1] },
    });
    const page = await as(token).call(adminHistoryEndpoints.changes, {
      query: { recordType: 'JOB' },
    });
    expect(page.totalCount).toBe(2);
    const actor = { accountKey: seededOperators.full.accountKey, displayName: '강운영' };
    expect(page.items[0]).toMatchObject({
      actor,
      record: { type: 'JOB', key: seededJobIds.failed },
      action: 'UPDATE',
      changes: [
        { field: 'failed', before: 3, after: 2 },
        { field: 'skipped', before: 0, after: 1 },
        { field: 'cancelledItem', before: null, after: '이바다 (sea@klass.test)' },
      ],
    });
    expect(page.items[1]).toMatchObject({
      actor,
      record: { type: 'JOB', key: seededJobIds.stopped, label: '수강권 일괄 지급' },
      changes: [{ field: 'status', before: 'STOPPED', after: 'RUNNING' }],
    });
    // Both are ASSIGNMENT jobs the limited operator neither started nor may see in the job centre.
    const limited = await loginAccessToken(server.baseUrl, seededOperators.limited);
    await expect(
      as(limited).call(adminHistoryEndpoints.changes, { query: { recordType: 'JOB' } }),
    ).resolves.toMatchObject({ totalCount: 0 });
  });

  it('a bulk change says whom it touched: the group names the first 20 of thousands and counts them all; every member pages through partOf and has the change in their own history', async () => {
    const token = await loginAccessToken(server.baseUrl, seededOperators.full);
    const filter = { marketing: ['AGREED' as const] };
    const { totalCount: matching } = await as(token).call(adminMemberListEndpoints.members, { query: { ...filter, size: 1 } });
    expect(matching).toBeGreaterThan(1000);
    const { groupKey, name } = seededMemberGroups.empty;
    const selection = { kind: 'query' as const, filter, excluded: [], expectedCount: matching };
    await expect(as(token).call(adminMemberListEndpoints.addToGroup, { body: { selection, groupKey } })).resolves.toMatchObject({ addedCount: matching });

    const [groupEntry] = (await as(token).call(adminHistoryEndpoints.changes, { query: { recordType: 'MEMBER_GROUP', recordKey: groupKey } })).items;
    expect(groupEntry).toMatchObject({
      record: { type: 'MEMBER_GROUP', key: groupKey, label: name },
      changes: [{ field: 'memberCount', before: 0, after: matching }],
      touched: { recordType: 'MEMBER', how: 'ADDED', count: matching },
    });
    expect(groupEntry?.touched?.first).toHaveLength(HISTORY_TOUCHED_FIRST);

    // Every one of them, none dropped: the entries partOf the group's, page by page.
    const partOf = groupEntry?.changeKey ?? '';
    const touchedKeys = new Set<string>();
    for (let page = 1; ; page += 1) {
      const answer = await as(token).call(adminHistoryEndpoints.changes, { query: { partOf, page, size: ADMIN_PAGE_SIZE_MAX } });
      for (const entry of answer.items) touchedKeys.add(entry.record.key);
      if (page >= answer.totalPages) break;
    }
    expect(touchedKeys.size).toBe(matching);
    for (const record of groupEntry?.touched?.first ?? []) expect(touchedKeys.has(record.key)).toBe(true);

    // A member's own history shows the group change, and names the bulk change it was part of.
    const member = groupEntry?.touched?.first[0];
    const own = await as(token).call(adminHistoryEndpoints.changes, { query: { recordType: 'MEMBER', recordKey: member?.key } });
    expect(own.items[0]).toMatchObject({ record: { type: 'MEMBER', label: member?.label }, partOf });
    const groups = own.items[0]?.changes.find((change) => change.field === 'groups');
    expect(String(groups?.before ?? '')).not.toContain(name);
    expect(String(groups?.after)).toContain(name);

    // Taking two out is one entry of the group naming both, and one entry each.
    const leaving = (groupEntry?.touched?.first ?? []).slice(0, 2);
    await as(token).call(adminMemberListEndpoints.removeFromGroup, {
      body: { selection: { kind: 'keys', keys: leaving.map((record) => record.key) }, groupKey },
    });
    const [removal] = (await as(token).call(adminHistoryEndpoints.changes, { query: { recordType: 'MEMBER_GROUP', recordKey: groupKey } })).items;
    expect(removal).toMatchObject({
      changes: [{ field: 'memberCount', before: matching, after: matching - 2 }],
      touched: { how: 'REMOVED', count: 2, first: leaving },
    });
    const removed = await as(token).call(adminHistoryEndpoints.changes, { query: { partOf: removal?.changeKey } });
    expect(removed.items.map((entry) => entry.record.key).sort()).toEqual(leaving.map((record) => record.key).sort());
    expect(removed.items[0]?.changes[0]).toMatchObject({ field: 'groups', after: expect.not.stringContaining(name) });
  });

  it('deleting a group, a bulk marketing consent and a withdrawal each name whom they touched, every member has an entry of their own, and a folded list leaves those out (issue 27)', async () => {
    const token = await loginAccessToken(server.baseUrl, seededOperators.full);
    const declined = await as(token).call(adminMemberListEndpoints.members, { query: { marketing: ['DECLINED'], size: 6 } });
    const keys = declined.items.map((member) => member.accountKey);
    expect(keys).toHaveLength(6);

    await as(token).call(adminMemberListEndpoints.marketingConsent, { body: { selection: { kind: 'keys', keys: keys.slice(0, 3) }, agreed: true } });
    await as(token).call(adminMemberListEndpoints.withdraw, { body: { selection: { kind: 'keys', keys: keys.slice(3, 5) } } });
    // The bulk entries are of what the operator acted on (the members picked), one record each, not a made-up "회원 목록".
    const [withdrawal, consent] = (await as(token).call(adminHistoryEndpoints.changes, { query: { recordType: 'MEMBER', folded: true, size: 2 } })).items;
    expect(consent).toMatchObject({ record: { label: '선택한 회원 3명' }, changes: [{ field: 'marketingAgreement', before: null, after: true }], touched: { recordType: 'MEMBER', how: 'CHANGED', count: 3 } });
    expect(withdrawal).toMatchObject({ record: { label: '선택한 회원 2명' }, changes: [{ field: 'status', before: null, after: 'WITHDRAWN' }], touched: { how: 'CHANGED', count: 2 } });
    expect(withdrawal?.record.key).not.toBe(consent?.record.key);
    expect(keys).not.toContain(consent?.record.key);

    // One member is no bulk change: their own entry, part of nothing.
    await as(token).call(adminMemberListEndpoints.marketingConsent, { body: { selection: { kind: 'keys', keys: keys.slice(5) }, agreed: true } });
    const [single] = (await as(token).call(adminHistoryEndpoints.changes, { query: { recordType: 'MEMBER', folded: true, size: 1 } })).items;
    expect(single).toMatchObject({ record: { key: keys[5] }, changes: [{ field: 'marketingAgreement', before: false, after: true }] });
    expect(single?.partOf).toBeUndefined();
    expect(single?.touched).toBeUndefined();
    const consentParts = await as(token).call(adminHistoryEndpoints.changes, { query: { partOf: consent?.changeKey } });
    expect(consentParts.items.map((entry) => entry.record.key).sort()).toEqual(keys.slice(0, 3).sort());
    expect(consentParts.items[0]?.changes).toEqual([{ field: 'marketingAgreement', before: false, after: true }]);

    const { groupKey, name } = seededMemberGroups.survey;
    const { memberCount } = await as(token).call(adminMemberEndpoints.group, { params: { groupKey } });
    expect(memberCount).toBeGreaterThan(0);
    await as(token).call(adminMemberEndpoints.deleteGroup, { params: { groupKey } });
    const [deletion] = (await as(token).call(adminHistoryEndpoints.changes, { query: { recordType: 'MEMBER_GROUP', recordKey: groupKey } })).items;
    expect(deletion).toMatchObject({ action: 'DELETE', touched: { recordType: 'MEMBER', how: 'REMOVED' } });
    const left = await as(token).call(adminHistoryEndpoints.changes, { query: { partOf: deletion?.changeKey, size: ADMIN_PAGE_SIZE_MAX } });
    expect(left.totalCount).toBe(deletion?.touched?.count);
    expect(String(left.items[0]?.changes.find((change) => change.field === 'groups')?.before)).toContain(name);

    // Folded, the list of everything holds the bulk changes' own entries and none of their parts.
    const folded = await as(token).call(adminHistoryEndpoints.changes, { query: { folded: true, size: ADMIN_PAGE_SIZE_MAX } });
    expect(folded.items.filter((entry) => entry.partOf !== undefined)).toEqual([]);
    expect(folded.items.map((entry) => entry.changeKey)).toEqual(expect.arrayContaining([consent?.changeKey, withdrawal?.changeKey, deletion?.changeKey]));
    const unfolded = await as(token).call(adminHistoryEndpoints.changes, { query: { size: 1 } });
    expect(unfolded.totalCount).toBeGreaterThan(folded.totalCount);
  });

  it('calls every endpoint of the area', () => {
    expect([...called].sort()).toEqual(
      [
        ...Object.values(adminHistoryEndpoints),
        adminSettingEndpoints.organization,
        adminSettingEndpoints.updateOrganization,
        adminJobEndpoints.act,
        adminJobEndpoints.cancelItem,
        adminMemberListEndpoints.members,
        adminMemberListEndpoints.addToGroup,
        adminMemberListEndpoints.removeFromGroup,
        adminMemberListEndpoints.marketingConsent,
        adminMemberListEndpoints.withdraw,
        adminMemberEndpoints.group,
        adminMemberEndpoints.deleteGroup,
      ]
        .map((endpoint) => endpoint.id)
        .sort(),
    );
  });
});
