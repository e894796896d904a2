/**
 * Community-area collections (questions, their images, reviews and favourites) and the class
 * notices of the document area, which has no collection file of its own in the database.
 *
 * Records keep what a server keeps: the author's accountKey instead of the viewer-dependent
 * fields, so an operator changing a name, answering a question or hiding a review changes what
 * every learner sees on the next read.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import {
  communityImageSchema,
  questionSchema,
  reviewSchema,
  reviewTargetSchema,
} from '@app/shared/api/contract/community';
import { isoDateTime } from '@app/shared/api/contract/common';
import { noticeSchema } from '@app/shared/api/contract/document';

export const questionRecordSchema = z.extend(
  z.omit(questionSchema, { images: true, author: true, isMine: true }),
  {
    authorAccountKey: z.string(),
    /** Attached images, in display order (keys of `communityImages`). */
    imageKeys: z.array(z.string()),
  },
);
export type QuestionRecord = z.infer<typeof questionRecordSchema>;

export const communityImageRecordSchema = z.extend(communityImageSchema, {
  ownerAccountKey: z.string(),
  /** The question the image is attached to, or null right after upload. */
  questionId: z.nullable(z.string()),
});
export type CommunityImageRecord = z.infer<typeof communityImageRecordSchema>;

export const reviewRecordSchema = z.extend(
  z.omit(reviewSchema, { author: true, isMine: true, favoriteCount: true, isFavorite: true, reply: true }),
  {
    accountKey: z.string(),
    targetType: reviewTargetSchema.shape.type,
    targetId: z.string(),
    /** The ticket key the review was written through. */
    targetKey: z.string(),
    /** Hidden by an operator (review guidance): left out of lists and summaries. */
    hidden: z.boolean(),
    /** The reply under it (backoffice.md §3 `commentKey`; the board area's `reviewComments`), or null. */
    commentKey: z.nullable(z.string()),
  },
);
export type ReviewRecord = z.infer<typeof reviewRecordSchema>;

export const reviewFavoriteRecordSchema = z.object({
  reviewKey: z.string(),
  accountKey: z.string(),
});
export type ReviewFavoriteRecord = z.infer<typeof reviewFavoriteRecordSchema>;

export const noticeRecordSchema = z.extend(noticeSchema, {
  /** Lets a visitor holding a shared link read the notice (`?token=`). */
  shareToken: z.string(),
  /** When an operator last saved it (the board area; issue 42): its version, `created` until then. */
  updated: z.optional(isoDateTime),
});
export type NoticeRecord = z.infer<typeof noticeRecordSchema>;

export const communityCollections = {
  questions: new Collection({ schema: questionRecordSchema }),
  communityImages: new Collection({ schema: communityImageRecordSchema }),
  reviews: new Collection({ schema: reviewRecordSchema }),
  reviewFavorites: new Collection({ schema: reviewFavoriteRecordSchema }),
  notices: new Collection({ schema: noticeRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof communityCollections> {}
}
