/**
 * The terms pages of the one mock database (backoffice.md §2 "Terms pages with versions"; issue
 * 31). A record is one page with its draft and every published version inline, bodies included:
 * a site has a handful of pages and each a handful of versions, so the history and the learner's
 * current text are read from one record and a publish replaces one record.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import type { Actor } from '@app/shared/api/contract/adminKit';
import type { TermsDraft } from '@app/shared/api/contract/adminTerms';

export interface TermsVersionRecord {
  version: number;
  effectiveAt: string;
  publishedAt: string;
  publishedBy: Actor;
  body: string;
}

export interface TermsPageRecord {
  termsKey: string;
  title: string;
  required: boolean;
  /** Where the list puts it (the built-in pages first). */
  place: number;
  draft: TermsDraft | null;
  /** The last draft revision given, so a new draft after a publish never reuses a number. */
  lastRevision: number;
  /** Oldest first. */
  versions: TermsVersionRecord[];
}

const termsPageRecordSchema = z.custom<TermsPageRecord>((value) => typeof value === 'object' && value !== null && 'termsKey' in value);

export const termsCollections = {
  termsPages: new Collection({ schema: termsPageRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof termsCollections> {}
}
