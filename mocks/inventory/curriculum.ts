/**
 * Reading a class's curriculum from the records: classes, chapters and their lessons in order.
 */
import { db } from '@mocks/db/database';
import type { KlassRecord, LessonRecord } from './collections';
import { MockError } from '@mocks/engine/MockError';

export function requireKlass(klassId: string): KlassRecord {
  const klass = db.klasses.findFirst((q) => q.where({ klassId }));
  if (!klass) throw new MockError('klassNotFound', '클래스를 찾을 수 없어요.', { klassId });
  return klass;
}

export function findLesson(klassId: string, lessonKey: string): LessonRecord | undefined {
  return db.lessons.findFirst((q) => q.where({ klassId, lessonKey }));
}

export function requireLesson(klassId: string, lessonKey: string): LessonRecord {
  const lesson = findLesson(klassId, lessonKey);
  if (!lesson) throw new MockError('notFound', '강의를 찾을 수 없어요.', { klassId, lessonKey });
  return lesson;
}

/** Every lesson of the class in curriculum order; a key without a record is skipped. */
export function klassLessons(klass: KlassRecord): LessonRecord[] {
  return klass.chapters.flatMap((chapter) =>
    chapter.lessonKeys.flatMap((key) => findLesson(klass.klassId, key) ?? []),
  );
}

/**
 * The lessons of one chapter. An empty chapter is `inventory.klass.not_prepared` (spec §8); a
 * chapter naming a lesson that no longer exists is the server's `inventory.nullpoint`.
 */
export function chapterLessons(klass: KlassRecord, chapterKey: string): LessonRecord[] {
  const chapter = klass.chapters.find((candidate) => candidate.key === chapterKey);
  if (!chapter) throw new MockError('notFound', '챕터를 찾을 수 없어요.', { chapterKey });
  if (chapter.lessonKeys.length === 0) {
    throw new MockError('klassNotPrepared', '아직 강의가 준비되지 않았어요.', { chapterKey });
  }
  return chapter.lessonKeys.map((key) => {
    const lesson = findLesson(klass.klassId, key);
    if (!lesson) {
      throw new MockError('inventoryNullPoint', '강의 정보를 불러오지 못했어요.', {
        lessonKey: key,
      });
    }
    return lesson;
  });
}
