/**
 * The seeded message history (issue 43): 2,000 requests over the year before the seed's day, made
 * by the operators to the generated members — notices of classes, reminders, payment and delivery
 * words, and advertisements with their marks — mostly sent (a few numbers the carrier refused),
 * some cancelled while scheduled, and for the advertisements the members without marketing consent
 * skipped. Built once per process from its own seeded faker (seedBulk), so it shifts no other
 * area's data. Besides them, fixtures tests and stories name (`messageFixtures`), made at every
 * seed relative to the mock clock: a request scheduled three days ahead (cancellable), one sent
 * with every kind of result, and one cancelled.
 */
import { base, en, Faker, ko } from '@faker-js/faker';
import { countMessage, sentText, type MessageKind, type RecipientReason } from '@app/shared/api/contract/adminMessageRules';
import type { AccountRecord } from '@mocks/account/schemas';
import { seedBulk } from '@mocks/db/bulk';
import { db } from '@mocks/db/database';
import { settings } from '@mocks/engine/settings';
import type { MessageRequestRecord } from './collections';
import { carrierRefuses, messageSettings, splitRecipients } from './requests';

/** How many requests the history holds (besides the fixtures). */
export const SEEDED_MESSAGE_REQUESTS = 2_000;

/** The seed's "today" (Asia/Seoul 2026-11-21 00:00), as the orders' seed. */
const SEED_DAY_MS = Date.parse('2026-11-20T15:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const MESSAGE_FAKER_SEED = 20264301;
const GENERATED_MEMBERS = 10_000;

/** Requests tests and stories name (keys stable). */
export const messageFixtures = {
  /** SCHEDULED three days after the seed's clock, to 40 members: may be cancelled. */
  scheduled: 'msg-fixture-scheduled',
  /** SENT: an advertisement to 60 members, some skipped without consent, one refused by the carrier. */
  sent: 'msg-fixture-sent',
  /** CANCELLED while it was scheduled. */
  cancelled: 'msg-fixture-cancelled',
} as const;

const operator = { accountKey: 'acc-operator', displayName: '강운영' };

const classes = ['데이터 분석 기초', '백엔드 API 설계', '수채화 드로잉', '홈베이킹 입문', '영어 회화 중급', '주식 투자 첫걸음', '파이썬 자동화', '필라테스 홈트', 'UX 리서치 실전', '아이패드 드로잉'];
const notices = [
  (title: string) => `[클라쓰] ‘${title}’ 라이브 수업이 내일 저녁 8시에 열려요. 수업 10분 전에 입장해 주세요.`,
  (title: string) => `[클라쓰] ‘${title}’ 수강 기간이 7일 남았어요. 남은 강의를 끝까지 들어 보세요.`,
  (title: string) => `[클라쓰] 주문하신 ‘${title}’ 교재가 출발했어요. 배송 조회는 마이페이지에서 할 수 있어요.`,
  (title: string) => `[클라쓰] ‘${title}’ 과제 마감이 오늘 자정이에요.`,
  () => '[클라쓰] 입금 확인이 끝났어요. 지금 바로 수강을 시작할 수 있어요.',
  () => '[클라쓰] 12월 정기 점검으로 새벽 2시부터 4시까지 서비스를 쉬어요.',
];
const ads = [
  (title: string) => `‘${title}’ 겨울 특강 오픈! 이번 주까지 20% 할인해 드려요.`,
  (title: string) => `새로 나온 ‘${title}’ 클래스를 먼저 만나 보세요. 첫 수업은 무료예요.`,
  () => '연말 감사 쿠폰 10,000원이 도착했어요. 12월 31일까지 쓸 수 있어요.',
  () => '친구를 초대하면 두 사람 모두 5,000원 쿠폰을 받아요.',
];
const scopes = ['선택한 회원', '검색 결과', '그룹 ‘VIP 회원’ 전체', '그룹 ‘2026 신규 가입’ 전체', '가져온 목록'];

function memberKey(index: number): string {
  return `acc-member-${String(index % GENERATED_MEMBERS).padStart(5, '0')}`;
}

/**
 * The people of a request: a run of generated members, split by the rules as a send would — by day:
 * the history was sent before the night-time consent was kept, and the fixtures must not move with
 * the hour the seed runs at.
 */
function people(accounts: ReadonlyMap<string, AccountRecord>, from: number, count: number, kind: MessageKind) {
  const chosen = Array.from({ length: count }, (_, index) => accounts.get(memberKey(from + index))).filter((account): account is AccountRecord => account !== undefined);
  return { chosen, ...splitRecipients(chosen, kind) };
}

function carrierFailures(accounts: ReadonlyMap<string, AccountRecord>, keys: readonly string[]): { accountKey: string; reason: RecipientReason }[] {
  return keys.flatMap((accountKey) => {
    const phone = accounts.get(accountKey)?.phone;
    return phone && carrierRefuses(phone) ? [{ accountKey, reason: 'INVALID_NUMBER' as const }] : [];
  });
}

/** A seeded request is a text alone: a picture's bytes would not survive the browser's snapshot. */
function record(values: Omit<MessageRequestRecord, 'type' | 'text' | 'image'> & { body: string }): MessageRequestRecord {
  const { body, ...rest } = values;
  const text = sentText(values.kind, body, messageSettings);
  return { ...rest, text, image: null, type: countMessage(text).type };
}

function generated(faker: Faker, index: number, accounts: ReadonlyMap<string, AccountRecord>): MessageRequestRecord {
  const createdAt = SEED_DAY_MS - DAY_MS * 365 + Math.floor((DAY_MS * 365 * index) / SEEDED_MESSAGE_REQUESTS) + faker.number.int({ min: 0, max: 3_600_000 });
  const kind: MessageKind = faker.helpers.weightedArrayElement([
    { value: 'TEXT', weight: 7 },
    { value: 'MARKETING', weight: 3 },
  ]);
  const title = faker.helpers.arrayElement(classes);
  const body = faker.helpers.arrayElement(kind === 'TEXT' ? notices : ads)(title);
  const size = faker.helpers.weightedArrayElement([
    { value: faker.number.int({ min: 1, max: 5 }), weight: 5 },
    { value: faker.number.int({ min: 6, max: 60 }), weight: 4 },
    { value: faker.number.int({ min: 61, max: 400 }), weight: 1 },
  ]);
  const { chosen, deliverable, skipped } = people(accounts, faker.number.int({ min: 0, max: GENERATED_MEMBERS - 1 }), size, kind);
  const cancelled = faker.number.int({ min: 1, max: 40 }) === 1;
  const scheduledAt = cancelled || faker.number.int({ min: 1, max: 5 }) === 1 ? createdAt + faker.number.int({ min: 1, max: 72 }) * 3_600_000 : null;
  return record({
    requestKey: `msg-h-${String(index + 1).padStart(5, '0')}`,
    kind,
    body,
    senderNumber: faker.helpers.arrayElement(messageSettings.senderNumbers).number,
    scope: `${faker.helpers.arrayElement(scopes)} ${chosen.length.toLocaleString('ko-KR')}명`,
    accountKeys: deliverable,
    skipped,
    jobId: null,
    history: cancelled ? { status: 'CANCELLED', failures: [] } : { status: 'SENT', failures: carrierFailures(accounts, deliverable) },
    scheduledAt,
    createdAt,
    createdBy: operator,
    cancelledAt: cancelled && scheduledAt !== null ? createdAt + 1_800_000 : null,
    cancelledBy: cancelled ? operator : null,
  });
}

async function seedFixtures(accounts: ReadonlyMap<string, AccountRecord>): Promise<void> {
  const now = settings.now();
  const scheduled = people(accounts, 100, 40, 'TEXT');
  await db.messageRequests.create(
    record({
      requestKey: messageFixtures.scheduled,
      kind: 'TEXT',
      body: '[클라쓰] ‘데이터 분석 기초’ 오프라인 특강 장소가 강남역 2번 출구 앞 스터디룸으로 바뀌었어요.',
      senderNumber: '1588-1234',
      scope: `선택한 회원 ${scheduled.chosen.length}명`,
      accountKeys: scheduled.deliverable,
      skipped: scheduled.skipped,
      jobId: null,
      history: null,
      scheduledAt: now + 3 * DAY_MS,
      createdAt: now - 3_600_000,
      createdBy: operator,
      cancelledAt: null,
      cancelledBy: null,
    }),
  );
  const sent = people(accounts, 200, 60, 'MARKETING');
  // One carrier refusal at least, whatever the generated numbers: the first person who went.
  const refused = sent.deliverable.slice(0, 1).map((accountKey) => ({ accountKey, reason: 'INVALID_NUMBER' as const }));
  await db.messageRequests.create(
    record({
      requestKey: messageFixtures.sent,
      kind: 'MARKETING',
      body: '‘수채화 드로잉’ 겨울 특강 오픈! 이번 주까지 20% 할인해 드려요.',
      senderNumber: '1588-1234',
      scope: `그룹 ‘VIP 회원’ 일부 ${sent.chosen.length}명`,
      accountKeys: sent.deliverable,
      skipped: sent.skipped,
      jobId: null,
      history: { status: 'SENT', failures: refused },
      scheduledAt: null,
      createdAt: now - DAY_MS,
      createdBy: operator,
      cancelledAt: null,
      cancelledBy: null,
    }),
  );
  const cancelled = people(accounts, 300, 12, 'TEXT');
  await db.messageRequests.create(
    record({
      requestKey: messageFixtures.cancelled,
      kind: 'TEXT',
      body: '[클라쓰] 내일 예정된 ‘홈베이킹 입문’ 수업이 강사 사정으로 다음 주로 미뤄졌어요.',
      senderNumber: '02-6080-1234',
      scope: `선택한 회원 ${cancelled.chosen.length}명`,
      accountKeys: cancelled.deliverable,
      skipped: cancelled.skipped,
      jobId: null,
      history: { status: 'CANCELLED', failures: [] },
      scheduledAt: now + DAY_MS,
      createdAt: now - 2 * DAY_MS,
      createdBy: operator,
      cancelledAt: now - DAY_MS,
      cancelledBy: operator,
    }),
  );
}

export async function seedMessageArea(): Promise<void> {
  const accounts = new Map(db.accounts.all().map((account) => [account.accountKey, account]));
  await seedBulk(db.messageRequests, () => {
    const faker = new Faker({ locale: [ko, en, base] });
    faker.seed(MESSAGE_FAKER_SEED);
    return Array.from({ length: SEEDED_MESSAGE_REQUESTS }, (_, index) => generated(faker, index, accounts));
  });
  await seedFixtures(accounts);
}
