/**
 * The reviews an operator moderates at a real school's scale (issue 42): 3,000 learners' reviews of
 * sixty popular catalogue classes, fifty each, by the generated members, with ratings weighted as
 * people rate, some already answered by the operator (their replies in `reviewComments`) and a few
 * already hidden. Built once per process as bulk records (mocks/db/bulk.ts), with fixed times, so
 * every reseed is the same world. The learner areas' own reviews (klass-001…) stay as the community
 * seed made them.
 */
import { base, Faker, ko } from '@faker-js/faker';
import { seededOperators } from '@mocks/backoffice/seed';
import { generatedMemberKey, GENERATED_MEMBER_COUNT } from '@mocks/backoffice/members/seed';
import type { ReviewRecord } from '@mocks/community/collections';
import { db } from '@mocks/db/database';
import { seedBulk } from '@mocks/db/bulk';
import { catalogueKlassSeed } from '@mocks/inventory/seed/catalogue';
import type { ReviewCommentRecord } from './collections';

const REVIEW_FAKER_SEED = 20261207;
const SEEDED_AT_MS = Date.parse('2026-12-01T03:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

export const REVIEWED_KLASS_COUNT = 60;
export const REVIEWS_PER_KLASS = 50;

/** The operator who answered the seeded replies (the full operator, 강운영). */
const REPLY_WRITER = { accountKey: seededOperators.full.accountKey, name: '강운영' };

const OPENINGS = ['강의 구성이 탄탄해요.', '설명이 친절해서 좋았어요.', '생각보다 분량이 많았어요.', '예제가 실무에 딱 맞아요.', '초보자에게는 조금 어려웠어요.', '선생님 목소리가 편안해요.', '자막이 있어서 출퇴근길에 듣기 좋았어요.'];
const MIDDLES = ['3강부터 본격적으로 재미있어져요.', '과제 피드백이 꼼꼼했어요.', '중간중간 복습 퀴즈가 도움이 됐어요.', '화질이 가끔 떨어지는 영상이 있어요.', '질문 답변이 빨랐어요.', '자료 파일이 정리가 잘 되어 있어요.'];
const CLOSINGS = ['다음 강의도 기대할게요!', '주변에 추천했어요.', '가격 대비 만족해요.', '조금 더 심화 내용이 있으면 좋겠어요.', '완강까지 달려 볼게요.'];
const REPLIES = [
  '<p>소중한 후기 고마워요! 다음 업데이트에 말씀하신 내용을 반영할게요.</p>',
  '<p>불편을 드려 죄송해요. <strong>영상 화질</strong>은 이번 주 안에 다시 올려 둘게요.</p>',
  '<p>완강을 응원해요! 궁금한 점은 언제든 질문 게시판에 남겨 주세요.</p>',
];
const RATINGS = [
  { weight: 6, value: 5 },
  { weight: 4, value: 4 },
  { weight: 2, value: 3 },
  { weight: 1, value: 2 },
  { weight: 1, value: 1 },
];

interface ReviewWorld {
  reviews: ReviewRecord[];
  comments: ReviewCommentRecord[];
}

function buildReviewWorld(): ReviewWorld {
  const faker = new Faker({ locale: [ko, base], seed: REVIEW_FAKER_SEED });
  const klasses = catalogueKlassSeed();
  const step = Math.floor(klasses.length / REVIEWED_KLASS_COUNT);
  const reviews: ReviewRecord[] = [];
  const comments: ReviewCommentRecord[] = [];
  for (let k = 0; k < REVIEWED_KLASS_COUNT; k += 1) {
    const klassId = klasses[k * step]?.klassId ?? `klass-c${String(k + 1).padStart(5, '0')}`;
    for (let n = 0; n < REVIEWS_PER_KLASS; n += 1) {
      const serial = k * REVIEWS_PER_KLASS + n;
      // Consecutive serials step through the members 7 apart: one review per member per class.
      const accountKey = generatedMemberKey((serial * 7) % GENERATED_MEMBER_COUNT);
      const key = `rv-bulk-${String(serial + 1).padStart(5, '0')}`;
      const createdMs = SEEDED_AT_MS - faker.number.int({ min: 1, max: 180 }) * DAY_MS + faker.number.int({ min: 0, max: DAY_MS - 1 });
      const created = new Date(createdMs).toISOString();
      const replied = serial % 4 === 0;
      const commentKey = replied ? `rc-bulk-${String(serial + 1).padStart(5, '0')}` : null;
      reviews.push({
        key,
        accountKey,
        targetType: 'KLASS',
        targetId: klassId,
        targetKey: `kt-${accountKey}-${klassId}`,
        rating: faker.helpers.weightedArrayElement(RATINGS),
        body: `${faker.helpers.arrayElement(OPENINGS)} ${faker.helpers.arrayElement(MIDDLES)} ${faker.helpers.arrayElement(CLOSINGS)}`,
        created,
        updated: null,
        hidden: serial % 23 === 11,
        commentKey,
      });
      if (commentKey) {
        const at = new Date(createdMs + faker.number.int({ min: 1, max: 48 }) * 60 * 60 * 1000).toISOString();
        comments.push({ commentKey, reviewKey: key, writerAccountKey: REPLY_WRITER.accountKey, writerName: REPLY_WRITER.name, contentHtml: faker.helpers.arrayElement(REPLIES), created: at, updated: at });
      }
    }
  }
  masterKlassReviews(faker, reviews, comments);
  return { reviews, comments };
}

/**
 * The teacher's classes (authority 201: klass-008, klass-019, klass-020) and another master's
 * (202: klass-021), eight reviews each, so a master has reviews of their own to reply to and one
 * of another's to be refused: the first of each class already answered by the operator, the last
 * of klass-019 hidden by them.
 */
export const MASTER_KLASS_REVIEWS = { klassIds: ['klass-008', 'klass-019', 'klass-020', 'klass-021'], perKlass: 8 } as const;

export const masterReviewKey = (klassId: string, index: number): string => `rv-master-${klassId}-${index + 1}`;

function masterKlassReviews(faker: Faker, reviews: ReviewRecord[], comments: ReviewCommentRecord[]): void {
  for (const [k, klassId] of MASTER_KLASS_REVIEWS.klassIds.entries()) {
    for (let n = 0; n < MASTER_KLASS_REVIEWS.perKlass; n += 1) {
      const accountKey = generatedMemberKey(5000 + k * MASTER_KLASS_REVIEWS.perKlass + n);
      const key = masterReviewKey(klassId, n);
      const createdMs = SEEDED_AT_MS - (n + 1) * DAY_MS;
      const commentKey = n === 0 ? `rc-master-${klassId}` : null;
      reviews.push({
        key,
        accountKey,
        targetType: 'KLASS',
        targetId: klassId,
        targetKey: `kt-${accountKey}-${klassId}`,
        rating: faker.helpers.weightedArrayElement(RATINGS),
        body: `${faker.helpers.arrayElement(OPENINGS)} ${faker.helpers.arrayElement(MIDDLES)} ${faker.helpers.arrayElement(CLOSINGS)}`,
        created: new Date(createdMs).toISOString(),
        updated: null,
        hidden: klassId === 'klass-019' && n === MASTER_KLASS_REVIEWS.perKlass - 1,
        commentKey,
      });
      if (commentKey) {
        const at = new Date(createdMs + 60 * 60 * 1000).toISOString();
        comments.push({ commentKey, reviewKey: key, writerAccountKey: REPLY_WRITER.accountKey, writerName: REPLY_WRITER.name, contentHtml: REPLIES[0] ?? '', created: at, updated: at });
      }
    }
  }
}

let world: ReviewWorld | null = null;
const reviewWorld = () => (world ??= buildReviewWorld());

export async function seedReviews(): Promise<void> {
  await seedBulk(db.reviews, () => reviewWorld().reviews);
  await seedBulk(db.reviewComments, () => reviewWorld().comments);
}
