/**
 * Community area (`/rest/community`, spec learner.md §3, §5, §7, §9): class questions, class
 * reviews with favourites, the learner's own customer review, and the question image upload.
 *
 * Response shapes the spec does not show are decided here and kept small:
 * - lists are offset pages `{items, page, perPage, totalCount, totalPages}`;
 * - a question answers its author, created time, image URLs and an optional master answer;
 * - a review answers `key`, `rating`, its text as `body` or `content` (the spec's "body or
 *   content"; read as `body` everywhere: `reviewAnswerSchema`, app/learner/api/normalize.ts),
 *   author, created time, favourite count and whether the viewer favourited it;
 * - viewer-dependent flags (`isMine`, `isFavorite`) are false for visitors.
 */
import { z } from 'zod/mini';
import { isoDateTime, pageNumberQuery, pageSizeQuery, queryBoolean } from './common';
import { defineEndpoint } from './endpoint';

// ---------------------------------------------------------------------------------------------
// Constants (spec §9)

export const REVIEW_BODY_MAX = 10_000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_REVIEW_SORT = '-created';
export const DEFAULT_REVIEW_PAGE_SIZE = 5;
export const DEFAULT_QUESTION_PAGE_SIZE = 5;
/** Contract decisions (not in the spec): question text length and image count. */
export const QUESTION_VALUE_MAX = 2_000;
export const QUESTION_IMAGES_MAX = 5;
/**
 * Largest question image, in bytes of the image itself (contract decision; the spec names none).
 * Over it the upload answers 413 `file.upload.too_large` with `maxBytes` and kind `image`, the
 * answer the back-office's uploads give; the form checks the same number before sending.
 */
export const QUESTION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Bytes of the image a base64 data URL carries (its payload's length, less the padding). */
export function dataUrlByteLength(dataUrl: string): number {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

const pageQuery = (perPageDefault: number) => ({
  page: pageNumberQuery,
  perPage: pageSizeQuery(perPageDefault),
});

/** One offset page of a list. */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().check(z.int(), z.gte(1)),
    perPage: z.number().check(z.int(), z.gte(1)),
    totalCount: z.number().check(z.int(), z.gte(0)),
    totalPages: z.number().check(z.int(), z.gte(0)),
  });
}

export const communityAuthorSchema = z.object({
  displayName: z.string(),
  profileImageUrl: z.nullable(z.string()),
});
export type CommunityAuthor = z.infer<typeof communityAuthorSchema>;

const klassParams = z.object({ klassId: z.string().check(z.minLength(1)) });

// ---------------------------------------------------------------------------------------------
// Images

export const communityImageSchema = z.object({
  imageKey: z.string(),
  url: z.string(),
});
export type CommunityImage = z.infer<typeof communityImageSchema>;

/**
 * Upload body: a base64 data URL of a raster image. SVG is refused because it can carry script.
 * Path chosen here in the style of the area: `POST /rest/community/images`.
 */
export const imageUploadRequestSchema = z.object({
  dataUrl: z
    .string()
    .check(z.regex(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/)),
});
export type ImageUploadRequest = z.infer<typeof imageUploadRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Questions

export const questionAnswerSchema = z.object({
  masterName: z.string(),
  masterProfileImageUrl: z.nullable(z.string()),
  /** The answer's text (of a formatted answer: the text it shows, a line per block). */
  content: z.string(),
  /**
   * A formatted answer (written in the back-office's rich-text editor, issue 42) as sanitised HTML:
   * render it only through the sanitiser. Absent or null for an answer kept as plain text (every
   * answer from before, and a backend that answers none), which is then shown as `content`.
   */
  contentHtml: z.optional(z.nullable(z.string())),
  created: isoDateTime,
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

export const questionSchema = z.object({
  questionId: z.string(),
  klassId: z.string(),
  value: z.string(),
  /** The question's images; `imageKey` is what edit and delete refer to. */
  images: z.array(communityImageSchema),
  author: communityAuthorSchema,
  isMine: z.boolean(),
  created: isoDateTime,
  updated: z.nullable(isoDateTime),
  /** A master's answer, or null while unanswered. */
  answer: z.nullable(questionAnswerSchema),
});
export type Question = z.infer<typeof questionSchema>;

export const questionInfoSchema = z.object({
  totalCount: z.number().check(z.int(), z.gte(0)),
  answeredCount: z.number().check(z.int(), z.gte(0)),
  /** The viewer's own questions; 0 for visitors. */
  myCount: z.number().check(z.int(), z.gte(0)),
});
export type QuestionInfo = z.infer<typeof questionInfoSchema>;

export const questionListQuerySchema = z.object({
  ...pageQuery(DEFAULT_QUESTION_PAGE_SIZE),
  isMine: z._default(queryBoolean, false),
});

const questionValue = z.string().check(z.trim(), z.minLength(1), z.maxLength(QUESTION_VALUE_MAX));
const imageKeys = z.array(z.string().check(z.minLength(1))).check(z.maxLength(QUESTION_IMAGES_MAX));

export const questionCreateRequestSchema = z.object({
  value: questionValue,
  imageKeys: z._default(imageKeys, []),
});
export type QuestionCreateRequest = z.input<typeof questionCreateRequestSchema>;

export const questionUpdateRequestSchema = z.object({
  value: questionValue,
  /** Keys of newly uploaded images to add. */
  imageKeys: z._default(imageKeys, []),
  /** Keys of attached images to remove. */
  deleteImageKeys: z._default(imageKeys, []),
});
export type QuestionUpdateRequest = z.input<typeof questionUpdateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Reviews

export const ratingSchema = z.number().check(z.int(), z.gte(RATING_MIN), z.lte(RATING_MAX));

/**
 * The operator's or master's reply under a review (backoffice.md §3 "Review: masterId, commentKey,
 * contents"; issue 42): one per review, rich text stored as sanitised HTML, so render it only
 * through the sanitiser (SafeHtml).
 */
export const reviewReplySchema = z.object({
  commentKey: z.string(),
  writerName: z.string(),
  contentHtml: z.string(),
  created: isoDateTime,
  /** When it was last saved (`created` until edited). */
  updated: isoDateTime,
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const reviewSchema = z.object({
  key: z.string(),
  rating: ratingSchema,
  body: z.string().check(z.maxLength(REVIEW_BODY_MAX)),
  author: communityAuthorSchema,
  isMine: z.boolean(),
  created: isoDateTime,
  updated: z.nullable(isoDateTime),
  favoriteCount: z.number().check(z.int(), z.gte(0)),
  isFavorite: z.boolean(),
  /** The reply under it, or null; a backend that answers none leaves it out. */
  reply: z.optional(z.nullable(reviewReplySchema)),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * A review as a backend may answer it (§3 "Review: key, rating, body or content"): the text under
 * `body` or under `content`, read as `body`. What the mock stores and sends is `reviewSchema`.
 */
export const reviewAnswerSchema = z.pipe(
  z.extend(reviewSchema, {
    body: z.optional(z.string().check(z.maxLength(REVIEW_BODY_MAX))),
    content: z.optional(z.string().check(z.maxLength(REVIEW_BODY_MAX))),
  }).check(z.refine((review) => review.body !== undefined || review.content !== undefined, 'body or content')),
  z.transform(({ content, body, ...review }): Review => ({ ...review, body: body ?? content ?? '' })),
);

export const reviewSummarySchema = z.object({
  totalCount: z.number().check(z.int(), z.gte(0)),
  /** Always the five ratings 1..5 in ascending order, with a count of 0 where none. */
  ratingList: z.array(
    z.object({ ratingValue: ratingSchema, count: z.number().check(z.int(), z.gte(0)) }),
  ),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewSortSchema = z.enum([
  '-created',
  'created',
  '-rating',
  'rating',
  '-favoriteCount',
]);
export type ReviewSort = z.infer<typeof reviewSortSchema>;

export const reviewListQuerySchema = z.object({
  sort: z._default(reviewSortSchema, DEFAULT_REVIEW_SORT),
  ...pageQuery(DEFAULT_REVIEW_PAGE_SIZE),
  rating: z.optional(z.coerce.number().check(z.int(), z.gte(RATING_MIN), z.lte(RATING_MAX))),
});

export const reviewFavoriteSchema = z.object({
  key: z.string(),
  favoriteCount: z.number().check(z.int(), z.gte(0)),
  isFavorite: z.boolean(),
});
export type ReviewFavorite = z.infer<typeof reviewFavoriteSchema>;

/**
 * What a customer review is about: a class (`KLASS`, id = klassId) or a course ticket (`COURSE`,
 * id = course id), reached through the learner's ticket `key`.
 */
export const reviewTargetSchema = z.object({
  type: z.enum(['KLASS', 'COURSE']),
  id: z.string().check(z.minLength(1)),
  key: z.string().check(z.minLength(1)),
});
export type ReviewTarget = z.infer<typeof reviewTargetSchema>;

const reviewContent = {
  rating: ratingSchema,
  body: z.string().check(z.maxLength(REVIEW_BODY_MAX)),
};

export const reviewCreateRequestSchema = z.object({ target: reviewTargetSchema, ...reviewContent });
export type ReviewCreateRequest = z.input<typeof reviewCreateRequestSchema>;

export const reviewUpdateRequestSchema = z.object(reviewContent);
export type ReviewUpdateRequest = z.input<typeof reviewUpdateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints

const QUESTIONS = '/rest/community/klasses/{klassId}/questions';
const REVIEWS = '/rest/community/klasses/{klassId}/reviews';

export const questionInfo = defineEndpoint({
  id: 'community.questionInfo',
  method: 'GET',
  path: `${QUESTIONS}/info`,
  auth: 'optional',
  params: klassParams,
  response: questionInfoSchema,
  summary: 'Question counts of a class (total, answered, the viewer’s own).',
});

export const questions = defineEndpoint({
  id: 'community.questions',
  method: 'GET',
  path: QUESTIONS,
  auth: 'optional',
  params: klassParams,
  query: questionListQuerySchema,
  response: pageSchema(questionSchema),
  summary: 'A page of class questions, newest first; `isMine` needs a login.',
});

export const createQuestion = defineEndpoint({
  id: 'community.createQuestion',
  method: 'POST',
  path: QUESTIONS,
  auth: 'required',
  params: klassParams,
  body: questionCreateRequestSchema,
  response: questionSchema,
  summary: 'Ask a question with uploaded image keys.',
});

export const updateQuestion = defineEndpoint({
  id: 'community.updateQuestion',
  method: 'PUT',
  path: `${QUESTIONS}/{questionId}`,
  auth: 'required',
  params: z.extend(klassParams, { questionId: z.string().check(z.minLength(1)) }),
  body: questionUpdateRequestSchema,
  response: questionSchema,
  summary: 'Edit one’s own question: new text, images added and removed.',
});

export const deleteQuestion = defineEndpoint({
  id: 'community.deleteQuestion',
  method: 'DELETE',
  path: `${QUESTIONS}/{questionId}`,
  auth: 'required',
  params: z.extend(klassParams, { questionId: z.string().check(z.minLength(1)) }),
  response: z.null(),
  summary: 'Delete one’s own question (204).',
});

export const uploadImage = defineEndpoint({
  id: 'community.uploadImage',
  method: 'POST',
  path: '/rest/community/images',
  auth: 'required',
  body: imageUploadRequestSchema,
  response: communityImageSchema,
  summary:
    'Upload a question image (base64 data URL); answers its key and URL; 413 file.upload.too_large over QUESTION_IMAGE_MAX_BYTES.',
});

export const reviewSummary = defineEndpoint({
  id: 'community.reviewSummary',
  method: 'GET',
  path: `${REVIEWS}/info`,
  auth: 'optional',
  params: klassParams,
  response: reviewSummarySchema,
  summary: 'Review count and rating distribution of a class.',
});

export const reviews = defineEndpoint({
  id: 'community.reviews',
  method: 'GET',
  path: REVIEWS,
  auth: 'optional',
  params: klassParams,
  query: reviewListQuerySchema,
  response: pageSchema(reviewAnswerSchema),
  summary: 'A page of class reviews, sorted (default -created), optionally one rating only.',
});

export const favoriteReview = defineEndpoint({
  id: 'community.favoriteReview',
  method: 'POST',
  path: `${REVIEWS}/{reviewId}/favorite`,
  auth: 'required',
  params: z.extend(klassParams, { reviewId: z.string().check(z.minLength(1)) }),
  response: reviewFavoriteSchema,
  summary: 'Mark a review as favourite (idempotent); `reviewId` is the review key.',
});

export const unfavoriteReview = defineEndpoint({
  id: 'community.unfavoriteReview',
  method: 'DELETE',
  path: `${REVIEWS}/{reviewId}/favorite`,
  auth: 'required',
  params: z.extend(klassParams, { reviewId: z.string().check(z.minLength(1)) }),
  response: reviewFavoriteSchema,
  summary: 'Remove the favourite mark (idempotent).',
});

export const myReview = defineEndpoint({
  id: 'community.myReview',
  method: 'POST',
  path: '/rest/community/customer-review/my',
  auth: 'required',
  body: z.object({ target: reviewTargetSchema }),
  response: z.nullable(reviewAnswerSchema),
  summary: 'The learner’s review of a target, or null when there is none.',
});

export const createReview = defineEndpoint({
  id: 'community.createReview',
  method: 'POST',
  path: '/rest/community/customer-review',
  auth: 'required',
  body: reviewCreateRequestSchema,
  response: reviewSchema,
  summary: 'Write a review (rating 1..5, body up to 10,000); a second one is a duplicate.',
});

export const updateReview = defineEndpoint({
  id: 'community.updateReview',
  method: 'PUT',
  path: '/rest/community/customer-review/{key}',
  auth: 'required',
  params: z.object({ key: z.string().check(z.minLength(1)) }),
  body: reviewUpdateRequestSchema,
  response: reviewSchema,
  summary: 'Edit one’s own review.',
});

/** Every endpoint of the area, for the registry, the mock and the contract test. */
export const communityEndpoints = {
  questionInfo,
  questions,
  createQuestion,
  updateQuestion,
  deleteQuestion,
  uploadImage,
  reviewSummary,
  reviews,
  favoriteReview,
  unfavoriteReview,
  myReview,
  createReview,
  updateReview,
};
