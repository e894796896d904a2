/**
 * Community and notice seed. Fixed records cover the documented cases (the learner's own
 * questions, an answered question, the learner's existing review for the duplicate case, a
 * favourite, an operator-hidden review, pinned notices, a shared notice, a notice whose HTML
 * carries an XSS vector, a class with nothing) and generated ones fill the lists past one page.
 *
 * Class ids `klass-001`..`klass-006` and the learner's ticket keys are those of the inventory
 * seed; authors are the seeded accounts. Times are relative to the mock clock so "recent" marks
 * stay meaningful.
 */
import type { Faker } from '@faker-js/faker';
import { settings } from '@mocks/engine/settings';
import { seededTickets } from '@mocks/inventory/seed/keys';
import { db } from '@mocks/db/database';
import type {
  CommunityImageRecord,
  NoticeRecord,
  QuestionRecord,
  ReviewRecord,
} from './collections';

/** Ids the tests and stories rely on. */
export const communitySeed = {
  learnerKey: 'acc-learner',
  managerName: '박운영',
  /** Many questions, reviews of every rating and three notice slices. */
  busyKlassId: 'klass-001',
  /** No questions, reviews or notices. */
  emptyKlassId: 'klass-006',
  learnerQuestionId: 'q-learner-1',
  learnerPlainQuestionId: 'q-learner-2',
  othersQuestionId: 'q-other-1',
  /** The learner's review of klass-002 (the duplicate case). */
  learnerReview: {
    key: 'rv-learner-002',
    klassId: 'klass-002',
    ticketKey: seededTickets.available,
  },
  /** The learner's tickets of classes without a review of theirs (write and bad-input cases). */
  unreviewedTickets: {
    'klass-001': seededTickets.active,
    'klass-003': seededTickets.scheduled,
  },
  /** A klass-001 review the learner has favourited. */
  favoritedReviewKey: 'rv-klass-001-01',
  hiddenReviewKey: 'rv-klass-001-hidden',
  sharedNotice: {
    klassId: 'klass-001',
    noticeId: 'nt-klass-001-01',
    shareToken: 'share-nt-klass-001-01',
  },
  xssNoticeId: 'nt-klass-001-02',
} as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const QUESTION_TEXTS = [
  '3강 예제 파일이 열리지 않아요. 다른 형식으로도 받을 수 있을까요?',
  '강의에서 말씀하신 참고 도서 제목을 알 수 있을까요?',
  '수강 기간이 끝나면 자료도 내려받을 수 없나요?',
  '영상이 중간에 자꾸 멈춥니다. 해결 방법이 있을까요?',
  '과제 제출은 어디에서 하나요?',
  '2장 실습에서 결과가 강의와 다르게 나옵니다. 캡처 첨부합니다.',
  '모바일 앱에서도 배속 재생이 되나요?',
  '수료증은 언제 발급되나요?',
  '라이브 강의 다시보기는 언제 올라오나요?',
];
const ANSWER_TEXTS = [
  '문의 감사합니다. 자료실에 PDF 형식으로 다시 올려 두었어요.',
  '확인해 보니 브라우저 캐시 문제였어요. 새로고침 후 다시 시도해 주세요.',
  '수강 기간 안에 내려받은 자료는 계속 보실 수 있어요.',
  '다음 주 월요일에 업로드될 예정이에요.',
];
const REVIEW_TEXTS = [
  '설명이 차근차근해서 처음 배우는 사람도 따라가기 좋았어요.',
  '예제가 실무와 가까워서 바로 써먹을 수 있었습니다.',
  '중간 난이도 부분이 조금 빠르게 지나가서 아쉬웠어요.',
  '영상 음질이 고르지 않은 강의가 있어요.',
  '기대했던 내용과 달라서 아쉬웠습니다.',
  '질문에 답변이 빨라서 좋았어요. 추천합니다!',
  '분량 대비 가격이 합리적이에요.',
];
const NOTICE_TITLES = [
  '수업 자료 업데이트 안내',
  '라이브 강의 일정 변경',
  '과제 제출 기한 안내',
  '설 연휴 고객센터 운영 안내',
  '신규 보너스 강의 오픈',
  '시스템 점검 안내',
];

function isoAgo(ms: number): string {
  return new Date(settings.now() - ms).toISOString();
}

function seedImage(faker: Faker, imageKey: string, owner: string, questionId: string) {
  return {
    imageKey,
    url: faker.image.dataUri({ width: 320, height: 240, type: 'svg-base64' }),
    ownerAccountKey: owner,
    questionId,
  } satisfies CommunityImageRecord;
}

function answer(text: string, ago: number): QuestionRecord['answer'] {
  return {
    masterName: communitySeed.managerName,
    masterProfileImageUrl: null,
    content: text,
    created: isoAgo(ago),
  };
}

function questionRecords(faker: Faker, authors: string[]) {
  const questions: QuestionRecord[] = [];
  const images: CommunityImageRecord[] = [];
  const klass001 = communitySeed.busyKlassId;

  // Fixed: the learner's answered question with two images, their plain one, and someone else's.
  images.push(
    seedImage(
      faker,
      'img-q-learner-1-a',
      communitySeed.learnerKey,
      communitySeed.learnerQuestionId,
    ),
    seedImage(
      faker,
      'img-q-learner-1-b',
      communitySeed.learnerKey,
      communitySeed.learnerQuestionId,
    ),
    seedImage(faker, 'img-q-other-1-a', 'acc-gen-001', communitySeed.othersQuestionId),
  );
  questions.push(
    {
      questionId: communitySeed.learnerQuestionId,
      klassId: klass001,
      value: QUESTION_TEXTS[5] ?? '',
      imageKeys: ['img-q-learner-1-a', 'img-q-learner-1-b'],
      authorAccountKey: communitySeed.learnerKey,
      created: isoAgo(2 * DAY),
      updated: null,
      answer: answer(ANSWER_TEXTS[1] ?? '', DAY),
    },
    {
      questionId: communitySeed.learnerPlainQuestionId,
      klassId: klass001,
      value: QUESTION_TEXTS[6] ?? '',
      imageKeys: [],
      authorAccountKey: communitySeed.learnerKey,
      created: isoAgo(3 * 60 * MINUTE),
      updated: null,
      answer: null,
    },
    {
      questionId: communitySeed.othersQuestionId,
      klassId: klass001,
      value: QUESTION_TEXTS[0] ?? '',
      imageKeys: ['img-q-other-1-a'],
      authorAccountKey: 'acc-gen-001',
      created: isoAgo(5 * DAY),
      updated: null,
      answer: answer(ANSWER_TEXTS[0] ?? '', 4 * DAY),
    },
  );

  const perKlass: Record<string, number> = {
    'klass-001': 9,
    'klass-002': 6,
    'klass-003': 3,
    'klass-004': 4,
    'klass-005': 2,
  };
  for (const [klassId, count] of Object.entries(perKlass)) {
    for (let index = 1; index <= count; index += 1) {
      const questionId = `q-${klassId}-${String(index).padStart(2, '0')}`;
      const author = faker.helpers.arrayElement(authors);
      const imageKeys = faker.datatype.boolean(0.3) ? [`img-${questionId}-a`] : [];
      for (const key of imageKeys) images.push(seedImage(faker, key, author, questionId));
      const ago = faker.number.int({ min: 6 * DAY, max: 90 * DAY });
      questions.push({
        questionId,
        klassId,
        value: faker.helpers.arrayElement(QUESTION_TEXTS),
        imageKeys,
        authorAccountKey: author,
        created: isoAgo(ago),
        updated: null,
        answer: faker.datatype.boolean(0.6)
          ? answer(faker.helpers.arrayElement(ANSWER_TEXTS), ago - DAY)
          : null,
      });
    }
  }
  return { questions, images };
}

const RATING_WEIGHTS = [
  { weight: 5, value: 5 },
  { weight: 4, value: 4 },
  { weight: 2, value: 3 },
  { weight: 1, value: 2 },
  { weight: 1, value: 1 },
];

function reviewRecords(faker: Faker, authors: string[]): ReviewRecord[] {
  const review = (
    fields: Pick<ReviewRecord, 'key' | 'accountKey' | 'targetId' | 'rating' | 'body'> & {
      ago: number;
    },
  ): ReviewRecord => ({
    key: fields.key,
    accountKey: fields.accountKey,
    targetType: 'KLASS',
    targetId: fields.targetId,
    targetKey: `kt-${fields.accountKey}-${fields.targetId}`,
    rating: fields.rating,
    body: fields.body,
    created: isoAgo(fields.ago),
    updated: null,
    hidden: false,
    commentKey: null,
  });

  const reviews: ReviewRecord[] = [
    {
      ...review({
        key: communitySeed.learnerReview.key,
        accountKey: communitySeed.learnerKey,
        targetId: communitySeed.learnerReview.klassId,
        rating: 4,
        body: REVIEW_TEXTS[1] ?? '',
        ago: 10 * DAY,
      }),
      targetKey: communitySeed.learnerReview.ticketKey,
    },
    {
      ...review({
        key: communitySeed.hiddenReviewKey,
        accountKey: 'acc-gen-020',
        targetId: communitySeed.busyKlassId,
        rating: 1,
        body: '광고성 내용으로 운영 정책에 따라 숨김 처리된 후기입니다.',
        ago: 20 * DAY,
      }),
      hidden: true,
    },
  ];

  const perKlass: Record<string, number> = {
    'klass-001': 14,
    'klass-002': 8,
    'klass-003': 5,
    'klass-004': 3,
    'klass-005': 10,
  };
  for (const [klassId, count] of Object.entries(perKlass)) {
    // One author writes one review per class: the generated accounts, in a shuffled order.
    const writers = faker.helpers.shuffle(authors).slice(0, count);
    writers.forEach((accountKey, index) => {
      // klass-001 starts with 5..1 so its distribution holds every rating.
      const rating =
        klassId === communitySeed.busyKlassId && index < 5
          ? 5 - index
          : faker.helpers.weightedArrayElement(RATING_WEIGHTS);
      const long = klassId === communitySeed.busyKlassId && index === 5;
      reviews.push(
        review({
          key: `rv-${klassId}-${String(index + 1).padStart(2, '0')}`,
          accountKey,
          targetId: klassId,
          rating,
          body: long
            ? Array.from({ length: 40 }, () => faker.helpers.arrayElement(REVIEW_TEXTS)).join(' ')
            : faker.helpers.arrayElement(REVIEW_TEXTS),
          ago: faker.number.int({ min: 30 * MINUTE, max: 120 * DAY }),
        }),
      );
    });
  }
  return reviews;
}

function noticeRecords(faker: Faker): NoticeRecord[] {
  const notice = (klassId: string, index: number, ago: number): NoticeRecord => {
    const noticeId = `nt-${klassId}-${String(index).padStart(2, '0')}`;
    const text = faker.lorem.paragraph();
    return {
      noticeId,
      klassId,
      title: faker.helpers.arrayElement(NOTICE_TITLES),
      writerName: communitySeed.managerName,
      pinned: false,
      created: isoAgo(ago),
      contentText: text,
      contentHtml: `<p>${text}</p>`,
      shareToken: `share-${noticeId}`,
    };
  };

  const notices: NoticeRecord[] = [];
  const perKlass: Record<string, number> = {
    'klass-001': 23,
    'klass-002': 4,
    'klass-003': 1,
    'klass-004': 2,
    'klass-005': 3,
  };
  for (const [klassId, count] of Object.entries(perKlass)) {
    for (let index = 1; index <= count; index += 1) {
      notices.push(
        notice(klassId, index, index * 2 * DAY + faker.number.int({ min: 0, max: DAY })),
      );
    }
  }

  // klass-001: the first two are pinned; the second carries server HTML with a link and XSS vectors.
  const [first, second] = notices;
  if (first) Object.assign(first, { pinned: true, title: '필독: 수강 전 확인해 주세요' });
  if (second) {
    Object.assign(second, {
      pinned: true,
      title: '자료 링크 모음',
      contentText: '자료실 링크와 이미지 안내입니다.',
      contentHtml:
        '<p>자료실은 <a href="https://klass.test/library">여기</a>에서 볼 수 있어요.</p>' +
        '<img src="x" onerror="alert(1)" alt="깨진 이미지">' +
        '<p><a href="javascript:alert(1)">바로가기</a></p><script>alert(1)</script>',
    });
  }
  return notices;
}

export async function seedCommunityArea(faker: Faker): Promise<void> {
  const authors = db.accounts
    .findMany((q) => q.where({ accountKey: (key) => key.startsWith('acc-gen-') }))
    .map((account) => account.accountKey);

  const { questions, images } = questionRecords(faker, authors);
  for (const record of images) await db.communityImages.create(record);
  for (const record of questions) await db.questions.create(record);

  const reviews = reviewRecords(faker, authors);
  for (const record of reviews) await db.reviews.create(record);

  // Favourites: the learner's one, then a few from other learners on visible reviews.
  await db.reviewFavorites.create({
    reviewKey: communitySeed.favoritedReviewKey,
    accountKey: communitySeed.learnerKey,
  });
  for (const record of reviews.filter((item) => !item.hidden)) {
    const fans = faker.helpers.arrayElements(authors, faker.number.int({ min: 0, max: 4 }));
    for (const accountKey of fans.filter((key) => key !== record.accountKey)) {
      await db.reviewFavorites.create({ reviewKey: record.key, accountKey });
    }
  }

  for (const record of noticeRecords(faker)) await db.notices.create(record);
}
