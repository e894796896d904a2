/**
 * The board area's review handlers (adminBoardReview.ts; issue 42) over the community area's own
 * `reviews` collection and this area's `reviewComments`: a review hidden here is left out of the
 * class's review list and rating summary by the learner's handlers (they read `hidden`), and the
 * reply written here is the `reply` they give under it (they read `commentKey`). The reply arrives
 * sanitised by the editor; the learner side sanitises it again as it renders, so nothing stored
 * here can run on either side. Hiding or showing several reviews at once is one history entry.
 */
import type { HttpHandler } from 'msw';
import { adminBoardReviewEndpoints, type AdminReview, type ReviewFilter, type ReviewScope } from '@app/shared/api/contract/adminBoardReview';
import { boardErrorCodes, plainTextOf, type ReviewReplyState, type ReviewState } from '@app/shared/api/contract/adminBoardRules';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordBulkChange, recordChange } from '@mocks/backoffice/history/record';
import { initialsMatch } from '@mocks/backoffice/members/nameChoseong';
import type { ReviewRecord } from '@mocks/community/collections';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { AreaMockError } from '@mocks/engine/AreaMockError';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { allOf, by, contains, oneOf, orderBy, pageOf, select, type Predicate } from '@mocks/engine/query';
import type { ReviewCommentRecord } from './collections';
import { accountNames, klassTitles, nextVersion, nowIso } from './posts';

const stateOf = (review: ReviewRecord): ReviewState => (review.hidden ? 'HIDDEN' : 'SHOWN');
const replyStateOf = (review: ReviewRecord): ReviewReplyState => (review.commentKey === null ? 'UNREPLIED' : 'REPLIED');

/** What one list call reads once: the classes' titles, the authors' names and the replies. */
export interface Lookups {
  titles: ReadonlyMap<string, string>;
  names: ReadonlyMap<string, string>;
  comments: ReadonlyMap<string, ReviewCommentRecord>;
}

export function lookups(reviews: readonly ReviewRecord[]): Lookups {
  return { titles: klassTitles(), names: accountNames(reviews.map((review) => review.accountKey)), comments: new Map(db.reviewComments.all().map((comment) => [comment.commentKey, comment])) };
}

export function toAdminReview(record: ReviewRecord, { titles, names, comments }: Lookups = lookups([record])): AdminReview {
  const comment = record.commentKey === null ? undefined : comments.get(record.commentKey);
  return {
    reviewKey: record.key,
    klassId: record.targetId,
    klassTitle: titles.get(record.targetId) ?? record.targetId,
    rating: record.rating,
    body: record.body,
    author: { accountKey: record.accountKey, displayName: names.get(record.accountKey) ?? record.accountKey },
    created: record.created,
    updated: record.updated,
    hidden: record.hidden,
    reply: comment ? { commentKey: comment.commentKey, writerName: comment.writerName, contentHtml: comment.contentHtml, created: comment.created, updated: comment.updated } : null,
  };
}

/** The class reviews (a course's are not moderated here: the spec lists class reviews). */
export const klassReviews = (): ReviewRecord[] => db.reviews.all().filter((review) => review.targetType === 'KLASS');

/**
 * The filter as a predicate: the text in the review or its author's name; the class by its title,
 * or by its title's initials when only initial consonants are typed ("ㄷㅇㅌ"); ratings, states
 * and replies as sets. `state` is left out when `withState` is false (the counts ignore it).
 */
function reviewFilter(filter: ReviewFilter, { titles, names }: Lookups, withState = true): Predicate<ReviewRecord> | undefined {
  const klassWanted = filter.klass?.trim().toLowerCase();
  const initials = klassWanted ? initialsMatch(klassWanted) : undefined;
  const titleOf = (review: ReviewRecord) => titles.get(review.targetId) ?? '';
  const byKlass = klassWanted
    ? initials
      ? (review: ReviewRecord) => initials({ displayName: titleOf(review) })
      : (review: ReviewRecord) => titleOf(review).toLowerCase().includes(klassWanted)
    : undefined;
  return allOf(
    contains((review) => `${review.body} ${names.get(review.accountKey) ?? ''}`, filter.q),
    byKlass,
    oneOf((review) => String(review.rating), filter.rating),
    withState ? oneOf(stateOf, filter.state) : undefined,
    oneOf(replyStateOf, filter.reply),
  );
}

export function requireReview(reviewKey: string): ReviewRecord {
  const found = db.reviews.findFirst((q) => q.where({ key: reviewKey }));
  if (!found || found.targetType !== 'KLASS') throw new MockError('notFound', '후기를 찾을 수 없어요.', { reviewKey });
  return found;
}

/** The reviews a selection covers now; a query scope whose count moved is refused (`selection.changed`). */
function scopeReviews(selection: ReviewScope): ReviewRecord[] {
  const all = klassReviews();
  if (selection.kind === 'keys') {
    const wanted = new Set(selection.keys);
    return all.filter((review) => wanted.has(review.key));
  }
  const excluded = new Set(selection.excluded);
  const covered = select(all, { where: reviewFilter(selection.filter, lookups(all)) }).filter((review) => !excluded.has(review.key));
  if (covered.length !== selection.expectedCount) {
    throw new MockError('selectionChanged', '조건에 맞는 후기 수가 바뀌었어요. 목록을 새로 고친 뒤 다시 시도해 주세요.', {
      expectedCount: selection.expectedCount,
      matchingCount: covered.length,
    });
  }
  return covered;
}

/** A review as its history names it: the first words of its text. */
const labelOf = (review: ReviewRecord): string => [...review.body].slice(0, 30).join('');

async function recordReview(auth: AccessClaims | null, review: ReviewRecord, before: Record<string, string | boolean | null>, after: Record<string, string | boolean | null>) {
  await recordChange({ actor: auth, recordType: 'REVIEW', recordKey: review.key, recordLabel: labelOf(review), action: 'UPDATE', before, after });
}

/**
 * Writes the review's one reply, or edits it, from the reply state it was read in (another save
 * meanwhile: 409 `board.reply.conflict`, nothing saved), as whoever calls — an operator, or a master
 * replying to their own class's review (masterReviewHandlers.ts) — and records it.
 */
export async function saveReply(auth: AccessClaims | null, review: ReviewRecord, body: { contentHtml: string; basedOn: string | null }): Promise<AdminReview> {
  const existing = review.commentKey === null ? undefined : db.reviewComments.findFirst((q) => q.where({ commentKey: review.commentKey ?? '' }));
  const version = existing?.updated ?? null;
  if (version !== body.basedOn) throw new AreaMockError(boardErrorCodes.replyConflict, '다른 사람이 먼저 이 후기의 답글을 저장했어요.', { version });
  const writer = actorOf(auth);
  if (existing) {
    const updated = nextVersion(existing.updated);
    await db.reviewComments.update((q) => q.where({ commentKey: existing.commentKey }), {
      data(draft) {
        draft.contentHtml = body.contentHtml;
        draft.updated = updated;
        // The one reply reads as written by whoever saved it last.
        draft.writerAccountKey = writer.accountKey;
        draft.writerName = writer.displayName;
      },
    });
  } else {
    const at = nowIso();
    const commentKey = `rc-${crypto.randomUUID()}`;
    await db.reviewComments.create({ commentKey, reviewKey: review.key, writerAccountKey: writer.accountKey, writerName: writer.displayName, contentHtml: body.contentHtml, created: at, updated: at });
    await db.reviews.update((q) => q.where({ key: review.key }), {
      data(draft) {
        draft.commentKey = commentKey;
      },
    });
  }
  await recordReview(auth, review, { reply: existing ? plainTextOf(existing.contentHtml) : null }, { reply: plainTextOf(body.contentHtml) });
  return toAdminReview(requireReview(review.key));
}

/**
 * Records a hide or show: one review is its own entry; several are one entry for the whole change
 * ("후기 12개 숨김", naming every review it touched), each review's own entry part of it, so the
 * history reads one change, not twelve, and each review's history still shows it.
 */
async function recordHiding(auth: AccessClaims | null, changing: readonly ReviewRecord[], hidden: boolean): Promise<void> {
  const [only, ...more] = changing;
  if (!only) return;
  if (more.length === 0) {
    await recordReview(auth, only, { hidden: !hidden }, { hidden });
    return;
  }
  await recordBulkChange({
    actor: auth,
    recordType: 'REVIEW',
    recordKey: `review-selection-${db.historyChanges.count() + 1}`,
    recordLabel: `후기 ${changing.length.toLocaleString('ko-KR')}개 ${hidden ? '숨김' : '다시 공개'}`,
    action: 'UPDATE',
    before: { hidden: !hidden },
    after: { hidden },
    touchedType: 'REVIEW',
    how: 'CHANGED',
    records: changing.map((review) => ({ key: review.key, label: labelOf(review), before: { hidden: !hidden }, after: { hidden } })),
  });
}

export const adminBoardReviewHandlers = {
  reviews: handle(adminBoardReviewEndpoints.reviews, ({ query }) => {
    const all = klassReviews();
    const found = lookups(all);
    const matching = select(all, { where: reviewFilter(query, found, false) });
    const hidden = matching.filter((review) => review.hidden).length;
    const [field, direction] = (query.sort ?? 'created,desc').split(',') as ['created' | 'rating', 'asc' | 'desc'];
    const kept = select(matching, {
      where: oneOf(stateOf, query.state),
      orderBy: field === 'rating' ? orderBy(by((review) => review.rating, direction), by((review) => review.created, 'desc')) : by((review) => review.created, direction),
    });
    return { ...pageOf(kept, query, (review) => toAdminReview(review, found)), counts: { shown: matching.length - hidden, hidden } };
  }),

  review: handle(adminBoardReviewEndpoints.review, ({ params }) => toAdminReview(requireReview(params.reviewKey))),

  hideReviews: handle(adminBoardReviewEndpoints.hideReviews, async ({ body, auth }) => {
    const changing = scopeReviews(body.selection).filter((review) => review.hidden !== body.hidden);
    const keys = new Set(changing.map((review) => review.key));
    if (keys.size > 0) {
      await db.reviews.updateMany((q) => q.where({ key: (key) => keys.has(key) }), {
        data(draft) {
          draft.hidden = body.hidden;
        },
      });
    }
    await recordHiding(auth, changing, body.hidden);
    return { count: changing.length };
  }),

  replyToReview: handle(adminBoardReviewEndpoints.replyToReview, ({ params, body, auth }) => saveReply(auth, requireReview(params.reviewKey), body)),
} satisfies Record<keyof typeof adminBoardReviewEndpoints, HttpHandler>;
