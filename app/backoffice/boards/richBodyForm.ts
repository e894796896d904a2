/**
 * The form of one rich-text body answering a record (issue 42): a Q&A answer, a review's reply.
 * Both are a single `contentHtml` field checked by the contract's own rule for it (its shown text
 * not blank, at most 10,000 characters), said at the field before anything is sent, and a draft
 * kept in the browser per record (the editor kit's draft store) based on the answer state it was
 * read in, so a reload loses nothing. One factory, so the two forms cannot drift apart.
 */
import { z } from 'zod/mini';
import { defineDraftStore, type DraftStore } from '../kit/editor/draftStore';

export interface RichBodyValues {
  contentHtml: string;
}

export interface RichBodyForm {
  schema: z.ZodMiniType<RichBodyValues, RichBodyValues>;
  /** The one field a refused body's `contentHtml` issue lands at. */
  fieldOf: (path: string) => 'contentHtml' | null;
  /** One draft per record, with the answer state it was based on (null: none yet). */
  drafts: DraftStore<RichBodyValues, string | null>;
}

/** The form of a body checked by `body` (the contract's schema), its drafts under `draftPrefix`. */
export function richBodyForm(body: z.ZodMiniType<string, string>, draftPrefix: string): RichBodyForm {
  return {
    schema: z.object({ contentHtml: body }),
    fieldOf: (path) => (path === 'contentHtml' ? 'contentHtml' : null),
    drafts: defineDraftStore<RichBodyValues, string | null>({
      prefix: draftPrefix,
      // A draft is unfinished work: its shape is checked, not the rules it may not meet yet.
      isDoc: (value): value is RichBodyValues => z.object({ contentHtml: z.string() }).safeParse(value).success,
      isVersion: (value): value is string | null => value === null || typeof value === 'string',
    }),
  };
}
