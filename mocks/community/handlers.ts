/**
 * Community area handlers (`/rest/community`): class questions with images, class reviews with
 * favourites and summaries, the learner's customer review, and the question image upload.
 *
 * Rules: only the author edits or deletes a question or review; a second review of the same
 * target is `community.review.duplicate`; favourites are idempotent; the summary and favourite
 * counts are recomputed from the records on every read; operator-hidden reviews never show.
 */
import { mockMessages } from '@mocks/engine/messages';
import type { HttpHandler } from 'msw';
import {
  communityEndpoints as endpoints,
  dataUrlByteLength,
  QUESTION_IMAGE_MAX_BYTES,
  QUESTION_IMAGES_MAX,
  type CommunityAuthor,
  type Question,
  type Review,
  type ReviewReply,
  type ReviewSort,
} from '@app/shared/api/contract/community';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import type { QuestionRecord, ReviewRecord } from './collections';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import {
  allOf,
  by,
  equals,
  filterRows,
  orderBy,
  pageOf,
  select,
  type Order,
  type Page,
  type Predicate,
} from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import { requireAccount } from '@mocks/account/handlers';

const WITHDRAWN_AUTHOR = '탈퇴한 회원';

function nowIso(): string {
  return new Date(settings.now()).toISOString();
}

function newKey(prefix: string): string {
  return `${prefix}-${crypto.randomUUID()}`;
}

function authorOf(accountKey: string): CommunityAuthor {
  const account = db.accounts.findFirst((q) => q.where({ accountKey }));
  return {
    displayName:
      !account || account.status === 'WITHDRAWN' ? WITHDRAWN_AUTHOR : account.displayName,
    profileImageUrl: null,
  };
}

/** The caller's accountKey; protected endpoints have already rejected visitors. */
function callerKey(auth: { sub: string } | null): string {
  return requireAccount(auth?.sub ?? '').accountKey;
}

/** The community contract names a page's size `perPage`. */
function toPerPage<T>({ size, ...page }: Page<T>) {
  return { ...page, perPage: size };
}

const newestFirst = by<{ created: string }>((record) => record.created, 'desc');

// ---------------------------------------------------------------------------------------------
// Questions

function toQuestion(record: QuestionRecord, viewer: string | null): Question {
  const { authorAccountKey, imageKeys, ...question } = record;
  const images = imageKeys.flatMap((imageKey) => {
    const image = db.communityImages.findFirst((q) => q.where({ imageKey }));
    return image ? [{ imageKey, url: image.url }] : [];
  });
  return {
    ...question,
    images,
    author: authorOf(authorAccountKey),
    isMine: viewer === authorAccountKey,
  };
}

function inKlass(klassId: string): Predicate<QuestionRecord> {
  return (question) => question.klassId === klassId;
}

/** The question, if the caller wrote it; someone else's question is an error. */
function ownQuestion(klassId: string, questionId: string, accountKey: string): QuestionRecord {
  const question = db.questions.findFirst((q) => q.where({ klassId, questionId }));
  if (!question) {
    throw new MockError('notFound', '질문을 찾을 수 없어요.', { questionId });
  }
  if (question.authorAccountKey !== accountKey) {
    throw new MockError('notFound', '본인이 작성한 질문만 수정하거나 삭제할 수 있어요.', {
      questionId,
    });
  }
  return question;
}

/** Only the caller's own uploads that no question uses yet can be attached. */
function assertAttachable(imageKeys: string[], accountKey: string): void {
  const invalid = imageKeys.filter((imageKey) => {
    const image = db.communityImages.findFirst((q) => q.where({ imageKey }));
    return !image || image.ownerAccountKey !== accountKey || image.questionId !== null;
  });
  if (invalid.length > 0) {
    throw new MockError('badRequest', '사용할 수 없는 이미지예요. 다시 올려 주세요.', {
      imageKeys: invalid,
    });
  }
}

async function attachImages(imageKeys: string[], questionId: string): Promise<void> {
  for (const imageKey of imageKeys) {
    await db.communityImages.update((q) => q.where({ imageKey }), {
      data(image) {
        image.questionId = questionId;
      },
    });
  }
}

const questionHandlers = {
  questionInfo: handle(endpoints.questionInfo, ({ params, auth }) => {
    const questions = filterRows(db.questions.all(), inKlass(params.klassId));
    return {
      totalCount: questions.length,
      answeredCount: questions.filter((question) => question.answer !== null).length,
      myCount: auth
        ? questions.filter((question) => question.authorAccountKey === auth.sub).length
        : 0,
    };
  }),
  questions: handle(endpoints.questions, ({ params, query, auth }) => {
    if (query.isMine && !auth) {
      throw new MockError('unauthenticated', mockMessages.loginRequired);
    }
    const viewer = auth?.sub ?? null;
    const questions = select(db.questions.all(), {
      where: allOf(
        inKlass(params.klassId),
        query.isMine ? (question) => question.authorAccountKey === viewer : undefined,
      ),
      orderBy: newestFirst,
    });
    const page = { page: query.page, size: query.perPage };
    return toPerPage(pageOf(questions, page, (question) => toQuestion(question, viewer)));
  }),
  createQuestion: handle(endpoints.createQuestion, async ({ params, body, auth }) => {
    const accountKey = callerKey(auth);
    assertAttachable(body.imageKeys, accountKey);
    const questionId = newKey('q');
    const record = await db.questions.create({
      questionId,
      klassId: params.klassId,
      value: body.value,
      imageKeys: body.imageKeys,
      authorAccountKey: accountKey,
      created: nowIso(),
      updated: null,
      answer: null,
    });
    await attachImages(body.imageKeys, questionId);
    return toQuestion(record, accountKey);
  }),
  updateQuestion: handle(endpoints.updateQuestion, async ({ params, body, auth }) => {
    const accountKey = callerKey(auth);
    const question = ownQuestion(params.klassId, params.questionId, accountKey);
    const notAttached = body.deleteImageKeys.filter((key) => !question.imageKeys.includes(key));
    if (notAttached.length > 0) {
      throw new MockError('badRequest', '이 질문에 없는 이미지예요.', { imageKeys: notAttached });
    }
    assertAttachable(body.imageKeys, accountKey);
    const imageKeys = [
      ...question.imageKeys.filter((key) => !body.deleteImageKeys.includes(key)),
      ...body.imageKeys,
    ];
    if (imageKeys.length > QUESTION_IMAGES_MAX) {
      const message = `이미지는 최대 ${QUESTION_IMAGES_MAX}장까지 올릴 수 있어요.`;
      throw new MockError('badRequest', message, { imageKeys });
    }
    for (const imageKey of body.deleteImageKeys) {
      db.communityImages.delete((q) => q.where({ imageKey }));
    }
    await attachImages(body.imageKeys, question.questionId);
    const updated = await db.questions.update((q) => q.where({ questionId: question.questionId }), {
      data(record) {
        record.value = body.value;
        record.imageKeys = imageKeys;
        record.updated = nowIso();
      },
    });
    return toQuestion(updated ?? question, accountKey);
  }),
  deleteQuestion: handle(endpoints.deleteQuestion, ({ params, auth }) => {
    const question = ownQuestion(params.klassId, params.questionId, callerKey(auth));
    db.communityImages.deleteMany((q) => q.where({ questionId: question.questionId }));
    db.questions.delete((q) => q.where({ questionId: question.questionId }));
    return null;
  }),
  uploadImage: handle(endpoints.uploadImage, async ({ body, auth }) => {
    if (dataUrlByteLength(body.dataUrl) > QUESTION_IMAGE_MAX_BYTES) {
      throw new MockError('fileTooLarge', `이미지가 너무 커요. ${formatFileSize(QUESTION_IMAGE_MAX_BYTES)} 이하의 이미지를 올려 주세요.`, {
        maxBytes: QUESTION_IMAGE_MAX_BYTES,
        kind: 'image',
      });
    }
    const imageKey = newKey('img');
    // The mock serves the image as the uploaded data URL itself; a real server answers a CDN URL.
    await db.communityImages.create({
      imageKey,
      url: body.dataUrl,
      ownerAccountKey: callerKey(auth),
      questionId: null,
    });
    return { imageKey, url: body.dataUrl };
  }),
};

// ---------------------------------------------------------------------------------------------
// Reviews

function favoriteCount(reviewKey: string): number {
  return db.reviewFavorites.findMany((q) => q.where({ reviewKey })).length;
}

/** Favourites per review in one pass, for lists (one lookup per review is quadratic). */
function favoriteCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { reviewKey } of db.reviewFavorites.findMany()) {
    counts.set(reviewKey, (counts.get(reviewKey) ?? 0) + 1);
  }
  return counts;
}

function isFavorite(reviewKey: string, viewer: string | null): boolean {
  if (!viewer) return false;
  return (
    db.reviewFavorites.findFirst((q) => q.where({ reviewKey, accountKey: viewer })) !== undefined
  );
}

function toReview(
  record: ReviewRecord,
  viewer: string | null,
  favorites: number = favoriteCount(record.key),
): Review {
  const {
    accountKey,
    targetType: _type,
    targetId: _id,
    targetKey: _key,
    hidden: _h,
    commentKey,
    ...review
  } = record;
  return {
    ...review,
    author: authorOf(accountKey),
    isMine: viewer === accountKey,
    favoriteCount: favorites,
    isFavorite: isFavorite(record.key, viewer),
    reply: replyOf(commentKey),
  };
}

/** The reply a review's `commentKey` names (written in the back-office's board area), or null. */
function replyOf(commentKey: string | null): ReviewReply | null {
  if (commentKey === null) return null;
  const comment = db.reviewComments.findFirst((q) => q.where({ commentKey }));
  if (!comment) return null;
  const { commentKey: key, writerName, contentHtml, created, updated } = comment;
  return { commentKey: key, writerName, contentHtml, created, updated };
}

/** Shown in a class's lists: its class reviews an operator has not hidden. */
function visibleIn(klassId: string): Predicate<ReviewRecord> {
  return (review) => review.targetType === 'KLASS' && review.targetId === klassId && !review.hidden;
}

function visibleKlassReviews(klassId: string): ReviewRecord[] {
  return filterRows(db.reviews.all(), visibleIn(klassId));
}

/** The order of a review list; ties go newest first. `favorites` counts a review's favourites. */
function reviewOrder(
  sort: ReviewSort,
  favorites: (review: ReviewRecord) => number,
): Order<ReviewRecord> {
  const orders: Record<ReviewSort, Order<ReviewRecord>> = {
    '-created': newestFirst,
    created: by((review) => review.created),
    '-rating': orderBy<ReviewRecord>(
      by((review) => review.rating, 'desc'),
      newestFirst,
    ),
    rating: orderBy<ReviewRecord>(
      by((review) => review.rating),
      newestFirst,
    ),
    '-favoriteCount': orderBy<ReviewRecord>(by(favorites, 'desc'), newestFirst),
  };
  return orders[sort];
}

function visibleReview(klassId: string, key: string): ReviewRecord {
  const review = visibleKlassReviews(klassId).find((item) => item.key === key);
  if (!review) throw new MockError('notFound', '후기를 찾을 수 없어요.', { reviewId: key });
  return review;
}

function favoriteState(key: string, viewer: string) {
  return { key, favoriteCount: favoriteCount(key), isFavorite: isFavorite(key, viewer) };
}

const reviewHandlers = {
  reviewSummary: handle(endpoints.reviewSummary, ({ params }) => {
    const reviews = visibleKlassReviews(params.klassId);
    return {
      totalCount: reviews.length,
      ratingList: [1, 2, 3, 4, 5].map((ratingValue) => ({
        ratingValue,
        count: reviews.filter((review) => review.rating === ratingValue).length,
      })),
    };
  }),
  reviews: handle(endpoints.reviews, ({ params, query, auth }) => {
    const viewer = auth?.sub ?? null;
    const counts = favoriteCounts();
    const favorites = (review: ReviewRecord) => counts.get(review.key) ?? 0;
    const reviews = select(db.reviews.all(), {
      where: allOf(
        visibleIn(params.klassId),
        equals((review) => review.rating, query.rating),
      ),
      orderBy: reviewOrder(query.sort, favorites),
    });
    const page = { page: query.page, size: query.perPage };
    return toPerPage(
      pageOf(reviews, page, (review) => toReview(review, viewer, favorites(review))),
    );
  }),
  favoriteReview: handle(endpoints.favoriteReview, async ({ params, auth }) => {
    const accountKey = callerKey(auth);
    const review = visibleReview(params.klassId, params.reviewId);
    if (!isFavorite(review.key, accountKey)) {
      await db.reviewFavorites.create({ reviewKey: review.key, accountKey });
    }
    return favoriteState(review.key, accountKey);
  }),
  unfavoriteReview: handle(endpoints.unfavoriteReview, ({ params, auth }) => {
    const accountKey = callerKey(auth);
    const review = visibleReview(params.klassId, params.reviewId);
    db.reviewFavorites.deleteMany((q) => q.where({ reviewKey: review.key, accountKey }));
    return favoriteState(review.key, accountKey);
  }),
};

// ---------------------------------------------------------------------------------------------
// Customer review (the learner's own)

function findOwnReview(
  accountKey: string,
  target: { type: ReviewRecord['targetType']; id: string },
): ReviewRecord | undefined {
  return db.reviews.findFirst((q) =>
    q.where({ accountKey, targetType: target.type, targetId: target.id }),
  );
}

const customerReviewHandlers = {
  myReview: handle(endpoints.myReview, ({ body, auth }) => {
    const accountKey = callerKey(auth);
    const review = findOwnReview(accountKey, body.target);
    return review ? toReview(review, accountKey) : null;
  }),
  createReview: handle(endpoints.createReview, async ({ body, auth }) => {
    const accountKey = callerKey(auth);
    if (findOwnReview(accountKey, body.target)) {
      throw new MockError('reviewDuplicate', '이미 작성한 후기가 있어요.');
    }
    const record = await db.reviews.create({
      key: newKey('rv'),
      accountKey,
      targetType: body.target.type,
      targetId: body.target.id,
      targetKey: body.target.key,
      rating: body.rating,
      body: body.body,
      created: nowIso(),
      updated: null,
      hidden: false,
      commentKey: null,
    });
    return toReview(record, accountKey);
  }),
  updateReview: handle(endpoints.updateReview, async ({ params, body, auth }) => {
    const accountKey = callerKey(auth);
    const review = db.reviews.findFirst((q) => q.where({ key: params.key, accountKey }));
    if (!review) throw new MockError('notFound', '후기를 찾을 수 없어요.', { key: params.key });
    const updated = await db.reviews.update(review, {
      data(record) {
        record.rating = body.rating;
        record.body = body.body;
        record.updated = nowIso();
      },
    });
    return toReview(updated ?? review, accountKey);
  }),
};

export const communityHandlers = {
  ...questionHandlers,
  ...reviewHandlers,
  ...customerReviewHandlers,
} satisfies Record<keyof typeof endpoints, HttpHandler>;
