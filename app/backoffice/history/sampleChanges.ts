/**
 * Story support of the change history (issue 15, part 6): makes real changes through the mock's
 * own endpoints, as two operators would, so the history stories read what the mock recorded —
 * never a copy of its filters. Used as a Storybook loader: loaders run after the scenario loader
 * has seeded a fresh world, and before the story renders.
 *
 * The full operator (강운영) renames the site twice and creates then renames a member group; the
 * limited operator (윤제한, members and orders only) creates a group. So a full operator sees
 * 사이트 정보 and 회원 그룹 changes by two people, and the limited one only the 회원 그룹 ones.
 * `recordJobChanges` adds, for a story of its own, the full operator's actions on two seeded jobs;
 * `recordMemberInfoChange`, a change of the seeded learner's additional info (a tenant's own field);
 * `recordGroupBulkAdd`, a bulk change that touches more members than an entry names;
 * `recordCouponChanges`, a coupon's and an exchange code's changes, read in the screens' words;
 * `recordMessageCancel`, a scheduled text cancelled (its cancel an action of its own, 취소).
 */
import { createHttpClient, type HttpClient } from '@app/shared/api/client/httpClient';
import * as account from '@app/shared/api/routes/account';
import * as coupon from '@app/shared/api/routes/adminCoupon';
import * as exchange from '@app/shared/api/routes/adminCouponExchange';
import * as job from '@app/shared/api/routes/adminJob';
import * as member from '@app/shared/api/routes/adminMember';
import * as memberDetail from '@app/shared/api/routes/adminMemberDetail';
import * as memberList from '@app/shared/api/routes/adminMemberList';
import * as message from '@app/shared/api/routes/adminMessage';
import * as setting from '@app/shared/api/routes/adminSetting';

/** docs/logins.md. */
const operators = {
  full: { identifier: 'operator@klass.test', password: 'klass_operator_1' },
  limited: { identifier: 'limited@klass.test', password: 'klass_limited_1' },
} as const;

async function signedIn(person: keyof typeof operators): Promise<HttpClient> {
  const tokens = await createHttpClient({ baseUrl: '' }).request(account.login, { body: operators[person] });
  return createHttpClient({ baseUrl: '', getAccessToken: () => Promise.resolve(tokens.accessToken) });
}

/** The names the stories look for. */
export const sampleNames = {
  firstSiteName: '한빛 배움터',
  siteName: '한빛 배움터 온라인',
  group: '2026 우수 회원',
  limitedGroup: '겨울 특강 수강생',
} as const;

export async function recordSampleChanges(): Promise<Record<string, never>> {
  const full = await signedIn('full');
  const { supportTel, email } = await full.request(setting.organization, {});
  await full.request(setting.updateOrganization, { body: { serviceName: sampleNames.firstSiteName, supportTel, email } });
  await full.request(setting.updateOrganization, {
    body: { serviceName: sampleNames.siteName, supportTel, email: 'help@hanbit.test' },
  });
  const group = await full.request(member.createGroup, { body: { name: '우수 회원 후보' } });
  await full.request(member.renameGroup, { params: { groupKey: group.groupKey }, body: { name: sampleNames.group } });
  const limited = await signedIn('limited');
  await limited.request(member.createGroup, { body: { name: sampleNames.limitedGroup } });
  return {};
}

/** The seeded jobs acted on (mocks/backoffice/jobs/seed.ts) and the item whose cancel is recorded. */
export const sampleJobs = {
  stopped: { jobId: 'job-seed-assignment-stopped', title: '수강권 일괄 지급' },
  failed: { jobId: 'job-seed-assignment-failed', title: '강의 수강권 지급' },
  cancelledItem: { itemKey: 'member-0021', label: '이바다 (sea@klass.test)' },
} as const;

/** The full operator resumes the stopped assignment and cancels one failed item of the failed one. */
export async function recordJobChanges(): Promise<Record<string, never>> {
  const full = await signedIn('full');
  await full.request(job.act, { params: { jobId: sampleJobs.stopped.jobId, action: 'resume' } });
  await full.request(job.cancelItem, {
    params: { jobId: sampleJobs.failed.jobId, itemKey: sampleJobs.cancelledItem.itemKey },
  });
  return {};
}

/** The seeded learner (김하늘, mocks/account/seed.ts: 성별 여성, 주소 서울) whose additional info changes. */
export const sampleMember = { accountKey: 'acc-learner', displayName: '김하늘' } as const;

/** The full operator sets the learner's gender (FEMALE → MALE) and address, two tenant-defined fields. */
export async function recordMemberInfoChange(): Promise<Record<string, never>> {
  const full = await signedIn('full');
  await full.request(memberDetail.updateAdditionalInfo, {
    params: { accountKey: sampleMember.accountKey },
    body: {
      info: [
        { fieldName: 'gender', value: 'MALE' },
        { fieldName: 'address', value: '48058|부산 해운대구 센텀중앙로 79|2층' },
      ],
    },
  });
  return {};
}

/** What `recordGroupBulkAdd` did, for the stories to look for. */
export interface SampleBulkChange {
  groupKey: string;
  groupName: string;
  /** How many members went in: every member whose name, e-mail or phone has 김 (95 in the seed). */
  count: number;
  /** The first of them, whose own history shows the change. */
  member: { accountKey: string; displayName: string };
}

/** The full operator puts every member found by 김 into the seeded empty group 이벤트 당첨자, from the member list. */
export async function recordGroupBulkAdd(): Promise<{ bulk: SampleBulkChange }> {
  const full = await signedIn('full');
  const filter = { q: '김' };
  const found = await full.request(memberList.members, { query: { ...filter, size: 1 } });
  const groupKey = 'grp-winners';
  await full.request(memberList.addToGroup, {
    body: { groupKey, selection: { kind: 'query', filter, excluded: [], expectedCount: found.totalCount } },
  });
  const group = await full.request(member.group, { params: { groupKey } });
  const first = found.items[0];
  if (!first) throw new Error('the seed has no member found by 김');
  return {
    bulk: {
      groupKey,
      groupName: group.name,
      count: found.totalCount,
      member: { accountKey: first.accountKey, displayName: first.displayName },
    },
  };
}

/** What `recordCouponChanges` did, for the stories to look for. */
export interface SampleCouponChanges {
  couponKey: string;
  couponTitle: string;
  exchangeCodeKey: string;
  exchangeTitle: string;
}

/**
 * The full operator creates a 5,000원 coupon valid 30 days after issue, raises it to 6,000원 for a
 * December period with three uses and operates it; then creates an exchange code handing out that
 * coupon three times, makes it unlimited and turns it off (issue 38: the history in the screens' words).
 */
export async function recordCouponChanges(): Promise<{ coupons: SampleCouponChanges }> {
  const full = await signedIn('full');
  const terms = { internalTitle: '겨울 특강 할인', description: '겨울 특강 수강생용', type: 'AMOUNT', percent: null, memo: '' } as const;
  const created = await full.request(coupon.createCouponSpec, {
    body: { ...terms, amount: 5000, period: '30d', usablePeriod: null, limitUseCount: -1 },
  });
  const edited = await full.request(coupon.updateCouponSpec, {
    params: { couponKey: created.couponKey },
    body: { ...terms, amount: 6000, period: '-1d', usablePeriod: { startDay: '2026-12-01', endDay: '2026-12-31' }, limitUseCount: 3, version: created.version },
  });
  await full.request(coupon.operateCouponSpec, { params: { couponKey: edited.couponKey } });
  const exchangeTerms = { title: '겨울 특강 쿠폰 교환', description: '겨울 특강 쿠폰 묶음', couponKeys: [created.couponKey] };
  const code = await full.request(exchange.createExchangeCode, {
    body: { ...exchangeTerms, type: 'RANDOM', code: null, availableCount: 3 },
  });
  const more = await full.request(exchange.updateExchangeCode, {
    params: { exchangeCodeKey: code.exchangeCodeKey },
    body: { ...exchangeTerms, availableCount: -1, version: code.version },
  });
  await full.request(exchange.changeExchangeCodeStatus, {
    params: { exchangeCodeKey: code.exchangeCodeKey },
    body: { status: 'INACTIVE', version: more.version },
  });
  return {
    coupons: { couponKey: created.couponKey, couponTitle: created.internalTitle, exchangeCodeKey: code.exchangeCodeKey, exchangeTitle: code.title },
  };
}

/**
 * The full operator schedules a text to the seeded learner two hours on and cancels it (issue 43:
 * the cancel's entry said 수정). Answers the request's key, for the stories to look it up by.
 */
export async function recordMessageCancel(): Promise<{ messageRequestKey: string }> {
  const full = await signedIn('full');
  const scheduled = await full.request(message.send, {
    body: {
      kind: 'TEXT',
      body: '[클라쓰] 이번 주 특강은 쉬어요.',
      senderNumber: '1588-1234',
      people: { source: 'LIST', accountKeys: [sampleMember.accountKey] },
      sendAt: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString(),
      nightConfirmed: false,
    },
  });
  await full.request(message.cancel, { params: { requestKey: scheduled.requestKey } });
  return { messageRequestKey: scheduled.requestKey };
}
