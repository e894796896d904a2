/**
 * The master workspace's collection (issue 44): each class's curriculum draft, made from the
 * published curriculum the first time a master opens it and changed by commands from then on. The
 * classes themselves (and which master holds each, `masterId`) are the inventory's records.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import type { DraftChapter } from '@app/shared/api/contract/adminMaster';

export interface CurriculumDraftRecord {
  klassId: string;
  currentVersion: number;
  chapters: DraftChapter[];
  publishedVersion: number | null;
  publishedAt: string | null;
}

// Checked as objects only: every command's result is checked by the contract's schema on the way out.
const curriculumDraftRecordSchema = z.custom<CurriculumDraftRecord>((value) => typeof value === 'object' && value !== null && 'klassId' in value);

export const masterCollections = {
  curriculumDrafts: new Collection({ schema: curriculumDraftRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof masterCollections> {}
}
