/**
 * The page area's collections (backoffice.md §3 Page: pageKey, contents, header menu,
 * manuscriptVersion, publicationVersion, title, type; issue 41). A page keeps one manuscript (its
 * modules and menu, saved with a version the editor names); each publish adds an unchangeable
 * publication numbered per page, and the learner site reads the newest one (sitePage handlers).
 * The images its banners and sections published are kept by file id (`pageImages`).
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import type { Actor } from '@app/shared/api/contract/adminKit';
import type { PageContents, PageType } from '@app/shared/api/contract/pageModules';

export interface PageRecord {
  pageKey: string;
  type: PageType;
  title: string;
  /** Null for the home. */
  slug: string | null;
  manuscript: PageContents;
  manuscriptVersion: number;
  /** The publication this manuscript was restored from, until it is changed again; null otherwise. */
  restoredFrom: number | null;
  createdAt: string;
  updatedAt: string;
  updatedBy: Actor;
}

export interface PagePublicationRecord {
  pageKey: string;
  publicationVersion: number;
  manuscriptVersion: number;
  contents: PageContents;
  publishedAt: string;
  publishedBy: Actor;
  restoredFrom: number | null;
}

/** An uploaded image published for the pages' banners and sections (`publishImage`): served at its public address from then on. */
export interface PageImageRecord {
  fileId: string;
  publishedAt: string;
  publishedBy: Actor;
}

// Checked as objects only: the handlers answer through the contract's schemas, and the seed test
// parses every seeded page with them.
const pageRecordSchema = z.custom<PageRecord>((value) => typeof value === 'object' && value !== null && 'pageKey' in value && 'manuscript' in value);
const publicationRecordSchema = z.custom<PagePublicationRecord>((value) => typeof value === 'object' && value !== null && 'publicationVersion' in value);

const pageImageRecordSchema = z.custom<PageImageRecord>((value) => typeof value === 'object' && value !== null && 'fileId' in value);

export const pageCollections = {
  pages: new Collection({ schema: pageRecordSchema }),
  pagePublications: new Collection({ schema: publicationRecordSchema }),
  pageImages: new Collection({ schema: pageImageRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof pageCollections> {}
}
