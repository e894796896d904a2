/**
 * The curriculum draft in the mock (backoffice.md §4; issue 44): made from the published
 * curriculum the first time it is read, changed by commands carrying its version (the shared rules,
 * adminMasterCurriculumRules.ts), and published into the records the learner's class room reads —
 * the class's chapters and its lesson records. Publishing keeps a kept lesson's key and record, so
 * the progress learners made on it stays theirs; a lesson taken out keeps its record (not in any
 * chapter, so no one sees or counts it) and its progress comes back if the lesson is put back.
 * A video lesson's video is published with it (collections.ts `published`): a video replaced in the
 * draft plays in the class room only from the next publish.
 */
import type { CurriculumCommandBody, CurriculumDraft, DraftChapter, DraftLesson } from '@app/shared/api/contract/adminMaster';
import { applyCommand, CommandRefusal, newLessonKinds } from '@app/shared/api/contract/adminMasterCurriculumRules';
import { db } from '@mocks/db/database';
import type { KlassRecord, LessonRecord, LessonSpec } from '@mocks/inventory/collections';
import { findLesson } from '@mocks/inventory/curriculum';
import { media } from '@mocks/inventory/media';
import { nowIso } from '@mocks/inventory/time';
import type { CurriculumDraftRecord } from './collections';
import { curriculumError } from './errors';
import { paragraphs } from './paragraphs';

function draftLessonOf(lesson: LessonRecord): DraftLesson {
  return {
    key: lesson.lessonKey,
    kind: lesson.spec.type,
    title: lesson.title,
    description: '',
    status: 'PUBLIC',
    previewSeconds: 0,
    quiz: lesson.spec.type === 'quiz' ? lesson.spec.content : null,
  };
}

function chaptersOf(klass: KlassRecord): DraftChapter[] {
  return klass.chapters.map((chapter) => ({
    key: chapter.key,
    title: chapter.title,
    lessons: chapter.lessonKeys.flatMap((lessonKey) => {
      const lesson = findLesson(klass.klassId, lessonKey);
      return lesson ? [draftLessonOf(lesson)] : [];
    }),
  }));
}

export async function requireDraft(klass: KlassRecord): Promise<CurriculumDraftRecord> {
  const found = db.curriculumDrafts.findFirst((q) => q.where({ klassId: klass.klassId }));
  if (found) return found;
  return db.curriculumDrafts.create({ klassId: klass.klassId, currentVersion: 1, chapters: chaptersOf(klass), publishedVersion: null, publishedAt: null });
}

export function toDraft(klass: KlassRecord, record: CurriculumDraftRecord): CurriculumDraft {
  return {
    klassId: klass.klassId,
    klassTitle: klass.title,
    currentVersion: record.currentVersion,
    chapters: record.chapters,
    publishedVersion: record.publishedVersion,
    publishedAt: record.publishedAt,
  };
}

function requireCurrent(record: CurriculumDraftRecord, sent: number): void {
  if (sent !== record.currentVersion) {
    throw curriculumError('curriculumStale', '다른 곳에서 이 커리큘럼을 먼저 바꿨어요.', { currentVersion: record.currentVersion });
  }
}

/** A lesson kind the editor cannot make (pdf, live) may only come back under a key the class had. */
function requireKnownKind(klass: KlassRecord, lesson: DraftLesson): void {
  if (newLessonKinds.some((kind) => kind === lesson.kind)) return;
  if (!findLesson(klass.klassId, lesson.key)) {
    throw curriculumError('curriculumCommandRefused', 'PDF나 라이브 레슨은 편집기에서 새로 만들 수 없어요.', { key: lesson.key });
  }
}

/** Applies one command from the version it was based on; the record as it is after. */
export async function runCommand(klass: KlassRecord, body: CurriculumCommandBody): Promise<CurriculumDraftRecord> {
  const record = await requireDraft(klass);
  requireCurrent(record, body.currentVersion);
  const { command } = body;
  if (command.type === 'ADD_LESSON') requireKnownKind(klass, command.lesson);
  if (command.type === 'ADD_CHAPTER') for (const lesson of command.chapter.lessons) requireKnownKind(klass, lesson);
  let chapters: DraftChapter[];
  try {
    chapters = applyCommand(record.chapters, command);
  } catch (error) {
    if (!(error instanceof CommandRefusal)) throw error;
    throw error.reason === 'missing'
      ? curriculumError('curriculumTargetMissing', '그 사이 지워진 챕터나 레슨이에요.', { key: error.key })
      : curriculumError('curriculumCommandRefused', '이 자리로는 바꿀 수 없어요.', { key: error.key });
  }
  const updated = await db.curriculumDrafts.update((q) => q.where({ klassId: klass.klassId }), {
    data(draft) {
      draft.chapters = chapters;
      draft.currentVersion = record.currentVersion + 1;
    },
  });
  return updated ?? record;
}

/**
 * A video lesson with an uploaded video plays it from the hub (playback.ts), by the id of its last
 * upload; the length is the transcode's output's (the mock's sample). Null before any upload.
 */
function hubVideoSpec(klassId: string, lessonKey: string): LessonSpec | null {
  const source = db.lessonVideos.findFirst((q) => q.where({ klassId, lessonKey }))?.source;
  return source ? { type: 'video', content: { playerType: 'HTML5', duration: media.videoSeconds, videoId: source.fileId } } : null;
}

/** What the learner's lesson holds: the record's own content where the editor does not make it. */
function specOf(klassId: string, lesson: DraftLesson, existing: LessonRecord | undefined): LessonSpec {
  if (lesson.kind === 'quiz' && lesson.quiz) return { type: 'quiz', content: lesson.quiz };
  if (lesson.kind === 'video') {
    const spec = hubVideoSpec(klassId, lesson.key) ?? (existing?.spec.type === 'video' ? existing.spec : null);
    if (spec) return spec;
    throw curriculumError('curriculumCommandRefused', `${lesson.title} 레슨에 아직 영상이 없어요. 영상을 올린 뒤 게시해 주세요.`, { key: lesson.key });
  }
  if (lesson.kind === 'text' && (lesson.description.trim() || !existing || existing.spec.type !== 'text')) {
    return { type: 'text', content: { html: paragraphs(lesson.description) || '<p></p>' } };
  }
  if (existing) return existing.spec;
  throw curriculumError('curriculumCommandRefused', 'PDF나 라이브 레슨은 편집기에서 새로 만들 수 없어요.', { key: lesson.key });
}

/** Writes the draft into the class's chapters and lesson records (public lessons, in order). */
export async function publishDraft(klass: KlassRecord, sentVersion: number): Promise<CurriculumDraftRecord> {
  const record = await requireDraft(klass);
  requireCurrent(record, sentVersion);
  const published = record.chapters.map((chapter) => ({ ...chapter, lessons: chapter.lessons.filter((lesson) => lesson.status === 'PUBLIC') }));
  // Every lesson's record worked out first: a refused one leaves the class room as it was.
  const chapterOfLesson = new Map<string, string>();
  const plan = published.flatMap((chapter) =>
    chapter.lessons.map((lesson) => {
      chapterOfLesson.set(lesson.key, chapter.key);
      const existing = findLesson(klass.klassId, lesson.key);
      return { existing, lesson, chapterKey: chapter.key, spec: specOf(klass.klassId, lesson, existing) };
    }),
  );
  for (const [order, { existing, lesson, chapterKey, spec }] of plan.entries()) {
    const fields = { chapterKey, title: lesson.title, order, spec };
    if (existing) {
      await db.lessons.update((q) => q.where({ klassId: klass.klassId, lessonKey: lesson.key }), {
        data(draft) {
          Object.assign(draft, fields);
        },
      });
    } else {
      await db.lessons.create({ lessonKey: lesson.key, klassId: klass.klassId, ...fields });
    }
  }
  await db.klasses.update((q) => q.where({ klassId: klass.klassId }), {
    data(draft) {
      draft.chapters = published.map((chapter) => ({ key: chapter.key, title: chapter.title, lessonKeys: chapter.lessons.map((lesson) => lesson.key) }));
    },
  });
  // Where each learner left off: the lesson's chapter now, or nothing once the lesson is gone.
  for (const ticket of db.klassTickets.findMany((q) => q.where({ klassId: klass.klassId }))) {
    if (!ticket.recentLessonKey) continue;
    const chapterKey = chapterOfLesson.get(ticket.recentLessonKey) ?? null;
    if (chapterKey === ticket.recentChapterKey) continue;
    await db.klassTickets.update((q) => q.where({ klassTicketKey: ticket.klassTicketKey }), {
      data(draft) {
        draft.recentChapterKey = chapterKey;
        if (chapterKey === null) draft.recentLessonKey = null;
      },
    });
  }
  const publishedAt = nowIso();
  await publishVideos(klass.klassId, plan, publishedAt);
  const updated = await db.curriculumDrafts.update((q) => q.where({ klassId: klass.klassId }), {
    data(draft) {
      draft.publishedVersion = record.currentVersion;
      draft.publishedAt = publishedAt;
    },
  });
  return updated ?? record;
}

/**
 * Each published lesson's hub video becomes the class room's as it is now (its source, transcode,
 * thumbnail and subtitles): until the next publish the learner plays this one, whatever the draft
 * uploads.
 */
async function publishVideos(klassId: string, plan: readonly { lesson: DraftLesson; spec: LessonSpec }[], publishedAt: string): Promise<void> {
  for (const { lesson, spec } of plan) {
    if (spec.type !== 'video' || !('videoId' in spec.content)) continue;
    const where = { klassId, lessonKey: lesson.key };
    const record = db.lessonVideos.findFirst((q) => q.where(where));
    const source = record?.source;
    if (!record || !source || source.fileId !== spec.content.videoId) continue;
    const subtitles = db.lessonSubtitles.findMany((q) => q.where(where)).map(({ subtitle, content }) => ({ subtitle, content }));
    await db.lessonVideos.update((q) => q.where(where), {
      data(draft) {
        draft.published = { source, jobId: record.jobId, thumbnail: record.thumbnail, subtitles, publishedAt };
      },
    });
  }
}
