/**
 * Contract walk of the member detail (backoffice.md §2 member detail, §3 Account and Memo, §5, §7
 * Members, §9 LX history page size; issue 16) over real HTTP: every endpoint answers in its
 * schema; the patches re-check the forms' rules with the member's current values and answer 400
 * `request.invalid` with the Korean message at the field (a phone equal to the current one, a
 * business number failing its checksum); the change lands on the account the learner side reads
 * and in the record's change history; memos are written, edited and deleted with who and when;
 * the learning status is the learner's own tickets, compared field by field with what the
 * learner's own calls answer; the LX history pages 10 at a time, newest first; a withdrawn member is read but not changed.
 */
import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '@app/shared/api/contract/account';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { adminMemberDetailEndpoints as endpoints, LX_HISTORY_PAGE_SIZE } from '@app/shared/api/contract/adminMemberDetail';
import { inventoryEndpoints } from '@app/shared/api/contract/inventory';
import { isApiError } from '@app/shared/api/client/ApiError';
import { formatDate } from '@app/shared/lib/format/date';
import { copy } from '@app/shared/copy';
import { seededLogins } from '@mocks/account/seed';
import { seededMemoMember } from '@mocks/backoffice/memberDetail/seed';
import { seededCourseTickets } from '@mocks/inventory/seed/keys';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, fieldIssues, loginAccessToken, type ContractClient } from './support/contractClient';
import { NOT_USED_LABEL } from '@mocks/backoffice/memberDetail/members';

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

  it('night-time advertising consent: only with marketing consent, with when it changed, and gone when marketing consent is taken back', async () => {
    const client = await operator();
    const params = { accountKey: learner };
    await client.call(endpoints.updateMarketing, { params, body: { agreed: false } });
    expect(await fieldIssues(client.call(endpoints.updateNightMarketing, { params, body: { agreed: true } }))).toEqual({
      agreed: '마케팅 수신에 동의한 회원만 야간 광고 수신에 동의할 수 있어요.',
    });
    await client.call(endpoints.updateMarketing, { params, body: { agreed: true } });
    const night = await client.call(endpoints.updateNightMarketing, { params, body: { agreed: true } });
    expect(night).toMatchObject({ marketingAgreement: true, nightMarketingAgreement: true });
    expect(night.nightMarketingAgreedAt).not.toBeNull();
    const declined = await client.call(endpoints.updateMarketing, { params, body: { agreed: false } });
    expect(declined).toMatchObject({ marketingAgreement: false, nightMarketingAgreement: false });
    // Marketing consent given again does not bring the night consent back: it is asked anew.
    expect((await client.call(endpoints.updateMarketing, { params, body: { agreed: true } })).nightMarketingAgreement).toBe(false);
  });

  it('"taking back marketing consent takes back night consent too" when the learner takes it back through their own agreement', async () => {
    const client = await operator();
    const params = { accountKey: learner };
    await client.call(endpoints.updateMarketing, { params, body: { agreed: true } });
    await client.call(endpoints.updateNightMarketing, { params, body: { agreed: true } });
    const me = await contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededLogins.learner), called);
    const agree = (marketing: boolean) => me.call(accountEndpoints.agreement, { body: { termsOfService: true, privacyPolicy: true, marketing } });
    const declined = await agree(false);
    const detail = await client.call(endpoints.detail, { params });
    expect(detail).toMatchObject({ marketingAgreement: false, nightMarketingAgreement: false, marketingAgreedAt: declined.agreedAt, nightMarketingAgreedAt: declined.agreedAt });
    // Agreed to marketing again: the night-time consent stays taken back until it is asked anew.
    await agree(true);
    expect(await client.call(endpoints.detail, { params })).toMatchObject({ marketingAgreement: true, nightMarketingAgreement: false, nightMarketingAgreedAt: declined.agreedAt });
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

  it("learning status: each ticket as the learner's own calls answer it — status, progress, completion, first use, quizzes (§3 Enrolled account row)", async () => {
    const client = await operator();
    const learning = await client.call(endpoints.learning, { params: { accountKey: learner } });
    const self = contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededLogins.learner), called);
    const mine = new Map((await self.call(inventoryEndpoints.myKlass, {})).items.map((item) => [item.klassTicketKey, item]));
    const compared = learning.klassTickets.filter((ticket) => mine.has(ticket.klassTicketKey));
    expect(compared.length).toBeGreaterThan(0);
    let quizTickets = 0;
    for (const ticket of compared) {
      const own = mine.get(ticket.klassTicketKey);
      expect({ status: ticket.status, statusLabel: ticket.statusLabel, progressRate: ticket.progressRate }).toEqual({ status: own?.status, statusLabel: own?.statusLabel, progressRate: own?.progressRate });
      const id = ticket.klassId;
      const completion = await self.call(inventoryEndpoints.completion, { params: { id }, query: { klassTicketKey: ticket.klassTicketKey } }).catch(() => null);
      if (completion) expect(ticket.isCompleted).toBe(completion.isCompleted);
      // The quizzes: the lessons of type quiz in the learner's curriculum, solved as the learner sees them.
      const { chapters } = await self.call(inventoryEndpoints.curriculum, { params: { id }, query: { klassTicketKey: ticket.klassTicketKey } });
      // An empty chapter answers "not prepared": it has no lessons, so no quiz.
      const lessons = (await Promise.all(chapters.map((chapter) => self.call(inventoryEndpoints.curriculumLessons, { params: { id }, query: { chapterKey: chapter.key } }).then((list) => list.items, () => [])))).flat();
      const quiz = lessons.filter((lesson) => lesson.type === 'quiz');
      expect([ticket.totalQuizCount, ticket.solvedQuizCount]).toEqual([quiz.length, quiz.filter((lesson) => lesson.completed).length]);
      if (quiz.length > 0) quizTickets += 1;
      expect(ticket.quizStatus).toBe(quiz.length === 0 ? 'NONE' : ticket.solvedQuizCount === 0 ? 'NOT_STARTED' : ticket.solvedQuizCount < quiz.length ? 'IN_PROGRESS' : 'COMPLETED');
      // First use: the start of the period once used, its date as the screens write it.
      if (ticket.status === 'ACTIVE') expect(ticket).toMatchObject({ firstUseAt: own?.availableAt, firstUseAtLabel: formatDate(own?.availableAt ?? '') });
      if (ticket.status === 'AVAILABLE' || ticket.status === 'SCHEDULED') expect(ticket).toMatchObject({ firstUseAt: null, firstUseAtLabel: NOT_USED_LABEL });
    }
    expect(quizTickets).toBeGreaterThan(0);
    const courses = new Map((await self.call(inventoryEndpoints.courseTickets, { query: { size: 100 } })).items.map((item) => [item.courseTicketId, item]));
    for (const course of learning.courseTickets) {
      const own = courses.get(course.courseTicketId);
      // Complete as the learner's item is (a course: every class of it complete), so 수료 and the certificate agree.
      if (own) expect(course).toMatchObject({ statusLabel: own.statusLabel, issuedItemCount: own.issuedItemCount, itemCount: own.itemCount, isCompleted: own.isCompleted });
    }
    expect(learning.courseTickets.find((course) => course.courseTicketId === seededCourseTickets.completed.id)?.isCompleted).toBe(true);
  });

  it('LX history: at most 10 events a page, a second page when there are more, newest first unless sorted', async () => {
    const client = await operator();
    const params = { accountKey: learner };
    const first = await client.call(endpoints.lxHistory, { params, query: {} });
    expect(first.size).toBe(LX_HISTORY_PAGE_SIZE);
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.items.length).toBeLessThanOrEqual(LX_HISTORY_PAGE_SIZE);
    const times = (page: { items: { occurredAt: string }[] }) => page.items.map((event) => event.occurredAt);
    expect(times(first)).toEqual([...times(first)].sort().reverse());
    expect(first.totalCount).toBeGreaterThan(LX_HISTORY_PAGE_SIZE);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / LX_HISTORY_PAGE_SIZE));
    const second = await client.call(endpoints.lxHistory, { params, query: { page: 2 } });
    expect(second.items.length).toBe(Math.min(LX_HISTORY_PAGE_SIZE, first.totalCount - LX_HISTORY_PAGE_SIZE));
    expect(second.items.some((event) => first.items.some((seen) => seen.eventKey === event.eventKey))).toBe(false);
    // Page 2 continues page 1: nothing on it is newer than the last of page 1.
    expect(times(second).every((at) => at <= (times(first).at(-1) ?? ''))).toBe(true);
    const oldest = await client.call(endpoints.lxHistory, { params, query: { sort: 'occurredAt,asc' } });
    expect(times(oldest)).toEqual([...times(oldest)].sort());
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
