/**
 * The master workspace's collections (issue 44): each class's curriculum draft, made from the
 * published curriculum the first time a master opens it and changed by commands from then on, and
 * each lesson's video resource (its upload in progress, its uploaded source, its transcode job)
 * and the video's subtitles.
 * The classes themselves (and which master holds each, `masterId`) are the inventory's records.
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import type { DraftChapter } from '@app/shared/api/contract/adminMaster';
import type { Subtitle } from '@app/shared/api/contract/adminMasterVideo';

export interface CurriculumDraftRecord {
  klassId: string;
  currentVersion: number;
  chapters: DraftChapter[];
  publishedVersion: number | null;
  publishedAt: string | null;
}

// Checked as objects only: every command's result is checked by the contract's schema on the way out.
const curriculumDraftRecordSchema = z.custom<CurriculumDraftRecord>((value) => typeof value === 'object' && value !== null && 'klassId' in value);

/**
 * A lesson's video: what the server keeps between calls. Its status is worked out when read (the
 * upload's session, the transcode job's status), so it never disagrees with the job centre.
 */
export interface LessonVideoRecord {
  klassId: string;
  lessonKey: string;
  upload: { uploadId: string; fileName: string; size: number; lastModified: number | null; partCount: number; startedAt: string } | null;
  source: { fileId: string; fileName: string; size: number } | null;
  /** The VIDEO_TRANSCODE job of the last source; null before the first. */
  jobId: string | null;
  thumbnail: { fileId: string; fileName: string } | null;
  /**
   * What the class room plays: the source, its transcode, the thumbnail and the subtitles as the
   * last publish found them (backoffice.md §4 "a draft is published as a version"). A video
   * replaced, a thumbnail changed or a subtitle added or deleted after it stays the draft's until
   * the next publish; null before the first.
   */
  published: PublishedLessonVideo | null;
}

export interface PublishedLessonVideo {
  source: { fileId: string; fileName: string; size: number };
  jobId: string | null;
  thumbnail: { fileId: string; fileName: string } | null;
  subtitles: Pick<LessonSubtitleRecord, 'subtitle' | 'content'>[];
  publishedAt: string;
}

export interface LessonSubtitleRecord {
  klassId: string;
  lessonKey: string;
  subtitle: Subtitle;
  content: string;
}

const lessonSubtitleRecordSchema = z.custom<LessonSubtitleRecord>((value) => typeof value === 'object' && value !== null && 'subtitle' in value);

const lessonVideoRecordSchema = z.custom<LessonVideoRecord>((value) => typeof value === 'object' && value !== null && 'lessonKey' in value);

export const masterCollections = {
  curriculumDrafts: new Collection({ schema: curriculumDraftRecordSchema }),
  lessonVideos: new Collection({ schema: lessonVideoRecordSchema }),
  lessonSubtitles: new Collection({ schema: lessonSubtitleRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof masterCollections> {}
}
