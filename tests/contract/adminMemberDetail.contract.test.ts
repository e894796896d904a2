/**
 * Contract walk of the member detail (backoffice.md §2 member detail, §3 Account and Memo, §5, §7
 * Members, §9 LX history page size; issue 16) over real HTTP: every endpoint answers in its
 * schema; the patches re-check the forms' rules with the member's current values and answer 400
 * `request.invalid` with the Korean message at the field (a phone equal to the current one, a
 * business number failing its checksum); the change lands on the account the learner side reads
 * and in the record's change history; memos are written, edited and deleted with who and when;
 * the learning status is the learner's own tickets; a withdrawn member is read but not changed.
 */
import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '@app/shared/api/contract/account';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { adminMemberDetailEndpoints as endpoints, LX_HISTORY_PAGE_SIZE } from '@app/shared/api/contract/adminMemberDetail';
import { isApiError } from '@app/shared/api/client/ApiError';
import { copy } from '@app/shared/copy';
import { seededLogins } from '@mocks/account/seed';
import { seededMemoMember } from '@mocks/backoffice/memberDetail/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();
const learner = seededMemoMember;
const m = copy.account.validation;

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

/** The `{path, message}` issues of a 400 answer. */
async function issuesOf(call: Promise<unknown>): Promise<unknown> {
  const error: unknown = await call.then(() => expect.fail('expected request.invalid'), (reason: unknown) => reason);
  if (!isApiError(error)) throw error;
  expect(error.code).toBe('request.invalid');
  return error.data?.issues;
}

describe('member detail contract over HTTP', () => {
  it('detail: basic info, the info-config fields with certificationAt, marketing consent, groups', async () => {
    const client = await operator();
    const member = await client.call(endpoints.detail, { params: { accountKey: learner } });
    expect(member).toMatchObject({ displayName: '김하늘', email: seededLogins.learner.identifier, phone: '010-1234-5678', status: 'ACTIVE' });
    expect(member.infos.map((info) => info.fieldName)).toContain('businessNumber');
    expect(member.infos.some((info) => info.certificationAt !== null)).toBe(true);
    await expectApiError(client.call(endpoints.detail, { params: { accountKey: 'acc-nobody' } }), 'notFound');
    // An operator is not a member.
    await expectApiError(client.call(endpoints.detail, { params: { accountKey: seededOperators.limited.accountKey } }), 'notFound');
  });

  it('basic info: the name and a new phone reach the account the learner reads, and the history', async () => {
    const client = await operator();
    const updated = await client.call(endpoints.updateBasicInfo, {
      params: { accountKey: learner },
      body: { displayName: '  김  하늘 ', phone: '01077776666' },
    });
    expect(updated).toMatchObject({ displayName: '김 하늘', phone: '010-7777-6666', phoneVerified: false });
    const me = await contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededLogins.learner), called).call(accountEndpoints.me, {});
    expect(me.displayName).toBe('김 하늘');
    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: 'MEMBER', recordKey: learner } });
    expect(history.items[0]?.changes).toEqual([
      { field: 'displayName', before: '김하늘', after: '김 하늘' },
      { field: 'phone', before: '010-1234-5678', after: '010-7777-6666' },
    ]);
  });

  it('basic info: the current number is refused at the phone with the §5 message; an empty phone keeps it', async () => {
    const client = await operator();
    const params = { accountKey: learner };
    const { phone } = await client.call(endpoints.detail, { params });
    const typed = (phone ?? '').replace(/-/g, '');
    const request = { params, body: { displayName: '김하늘', phone: typed } };
    expect(await issuesOf(client.call(endpoints.updateBasicInfo, request))).toEqual([{ path: 'phone', message: m.phoneSameAsCurrent }]);
    const kept = await client.call(endpoints.updateBasicInfo, { params, body: { displayName: '김하늘', phone: '' } });
    expect(kept.phone).toBe(phone);
  });

  it("additional info: each value by its field's value type; a changed value loses its certification", async () => {
    const client = await operator();
    const params = { accountKey: learner };
    expect(
      await issuesOf(client.call(endpoints.updateAdditionalInfo, { params, body: { info: [{ fieldName: 'company', value: 'A'.repeat(31) }, { fieldName: 'businessNumber', value: '220-81-62518' }] } })),
    ).toEqual([
      { path: 'info.0.value', message: m.maxLength(30, 31) },
      { path: 'info.1.value', message: m.businessNumberChecksum },
    ]);
    const before = await client.call(endpoints.detail, { params });
    const certified = before.infos.find((info) => info.certificationAt !== null);
    expect(certified).toBeDefined();
    const updated = await client.call(endpoints.updateAdditionalInfo, {
      params,
      body: { info: [{ fieldName: 'company', value: ' 한빛   전자 ' }, { fieldName: certified?.fieldName ?? '', value: '010-5555-4444' }] },
    });
    const byName = new Map(updated.infos.map((info) => [info.fieldName, info]));
    expect(byName.get('company')?.value).toBe('한빛 전자');
    expect(byName.get(certified?.fieldName ?? '')).toMatchObject({ value: '010-5555-4444', certificationAt: null });
  });

  it('marketing consent: one member, with when it changed', async () => {
    const client = await operator();
    const before = await client.call(endpoints.detail, { params: { accountKey: learner } });
    const updated = await client.call(endpoints.updateMarketing, { params: { accountKey: learner }, body: { agreed: !before.marketingAgreement } });
    expect(updated.marketingAgreement).toBe(!before.marketingAgreement);
    expect(updated.marketingAgreedAt).not.toBe(before.marketingAgreedAt);
  });

  it('memos: newest first with who and when; written, edited, deleted; 300 characters at most; 404 when gone', async () => {
    const client = await operator();
    const params = { accountKey: learner };
    const seeded = await client.call(endpoints.memos, { params, query: {} });
    expect(seeded.totalCount).toBe(2);
    const written = await client.call(endpoints.createMemo, { params, body: { content: '  환불 문의 응대 완료 ' } });
    expect(written).toMatchObject({ content: '환불 문의 응대 완료', author: { displayName: '강운영' }, updatedAt: null });
    const listed = await client.call(endpoints.memos, { params, query: {} });
    expect(listed.items[0]?.memoKey).toBe(written.memoKey);
    const edited = await client.call(endpoints.updateMemo, { params: { ...params, memoKey: written.memoKey }, body: { content: '환불 완료' } });
    expect(edited.updatedBy?.displayName).toBe('강운영');
    await expectApiError(client.call(endpoints.createMemo, { params, body: { content: '가'.repeat(301) } }), 'badRequest');
    await client.call(endpoints.deleteMemo, { params: { ...params, memoKey: written.memoKey } });
    await expectApiError(client.call(endpoints.deleteMemo, { params: { ...params, memoKey: written.memoKey } }), 'notFound');
  });

  it("learning status and LX history: the learner's own tickets with labels and progress, 10 events a page", async () => {
    const client = await operator();
    const learning = await client.call(endpoints.learning, { params: { accountKey: learner } });
    expect(learning.klassTickets.length).toBeGreaterThan(0);
    expect(learning.klassTickets.every((ticket) => ticket.statusLabel !== '')).toBe(true);
    const lx = await client.call(endpoints.lxHistory, { params: { accountKey: learner }, query: {} });
    expect(lx.size).toBe(LX_HISTORY_PAGE_SIZE);
    expect(lx.items.map((event) => event.occurredAt)).toEqual([...lx.items.map((event) => event.occurredAt)].sort().reverse());
  });

  it('a withdrawn member is read, never changed', async () => {
    const client = await operator();
    const gone = await client.call(endpoints.detail, { params: { accountKey: 'acc-withdrawn' } });
    expect(gone.status).toBe('WITHDRAWN');
    await expectApiError(client.call(endpoints.updateMarketing, { params: { accountKey: 'acc-withdrawn' }, body: { agreed: true } }), 'accountWithdrawn');
  });

  it('calls every endpoint of the area', () => {
    expect([...called].filter((id) => id.startsWith('adminMemberDetail.')).sort()).toEqual(
      Object.values(endpoints).map((endpoint) => endpoint.id).sort(),
    );
  });
});
