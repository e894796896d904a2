/**
 * The curriculum draft's command rules (backoffice.md §3 Curriculum, §4 "a draft changed by
 * commands carrying currentVersion, then published"; issue 44), without zod: the mock applies a
 * command with them, the editor shows a command at once with the same function before the answer
 * comes, and the undo of the last command is its inverse worked out here from the draft before it.
 * One module, so the two sides cannot read a move differently. The rules, proven by
 * adminMasterCurriculumRules.test.ts:
 *
 * - A command carries the draft's `currentVersion`; any other version is stale and changes nothing.
 * - A key is the editor's (so a command and its undo name the same chapter or lesson) and is unique
 *   across the whole draft: adding a taken key is refused.
 * - A command naming a chapter or lesson the draft no longer has is refused, never half-applied.
 * - A draft holds at most 100 chapters and 1,000 lessons.
 * - A move's `to` is the place in the destination as it is once the moved thing is taken out.
 */
import type { CurriculumCommand, DraftChapter, DraftLesson, LessonFields } from './adminMaster';
import { CURRICULUM_CHAPTERS_MAX, CURRICULUM_LESSONS_MAX } from './adminMasterLimits';

// The limits live apart so the contract's schemas read them without a cycle through this module
// (which reads the contract's types); every caller may keep reading them from here.
export {
  CURRICULUM_CHAPTERS_MAX,
  CURRICULUM_DESCRIPTION_MAX,
  CURRICULUM_LESSONS_MAX,
  CURRICULUM_TITLE_MAX,
  masterNoticeMessages,
  NOTICE_TITLE_MAX,
  NOTICE_TITLE_MIN,
  PREVIEW_SECONDS_MAX,
  QUIZ_QUESTIONS_MAX,
} from './adminMasterLimits';
/**
 * The kinds a lesson made in the editor can be: a video lesson is made empty and gets its video
 * uploaded after (it is published only with one); a PDF or a live lesson comes from elsewhere.
 */
export const newLessonKinds = ['text', 'quiz', 'video'] as const;

export const curriculumErrorCodes = {
  /** The command or publish was based on another version; `data.currentVersion` is the current one. */
  curriculumStale: { code: 'curriculum.draft.stale', status: 409 },
  /** The command names a chapter or lesson the draft does not have; `data.key`. */
  curriculumTargetMissing: { code: 'curriculum.target.missing', status: 404 },
  /** The command adds a key the draft already has, or moves to a place that is not there; `data.key`. */
  curriculumCommandRefused: { code: 'curriculum.command.refused', status: 400 },
} as const satisfies Record<string, { code: string; status: number }>;
export type CurriculumErrorName = keyof typeof curriculumErrorCodes;

/** Why a command could not be applied; the mock answers it with the matching code. */
export class CommandRefusal extends Error {
  constructor(
    readonly reason: 'missing' | 'refused',
    readonly key: string,
  ) {
    super(`${reason}: ${key}`);
  }
}

export interface LessonPlace {
  chapterIndex: number;
  lessonIndex: number;
}

export function findLessonPlace(chapters: readonly DraftChapter[], lessonKey: string): LessonPlace | null {
  for (let chapterIndex = 0; chapterIndex < chapters.length; chapterIndex += 1) {
    const lessonIndex = chapters[chapterIndex]?.lessons.findIndex((lesson) => lesson.key === lessonKey) ?? -1;
    if (lessonIndex >= 0) return { chapterIndex, lessonIndex };
  }
  return null;
}

function chapterIndexOf(chapters: readonly DraftChapter[], chapterKey: string): number {
  const index = chapters.findIndex((chapter) => chapter.key === chapterKey);
  if (index < 0) throw new CommandRefusal('missing', chapterKey);
  return index;
}

function lessonPlaceOf(chapters: readonly DraftChapter[], lessonKey: string): LessonPlace {
  const place = findLessonPlace(chapters, lessonKey);
  if (!place) throw new CommandRefusal('missing', lessonKey);
  return place;
}

function keyTaken(chapters: readonly DraftChapter[], key: string): boolean {
  return chapters.some((chapter) => chapter.key === key || chapter.lessons.some((lesson) => lesson.key === key));
}

function insertAt<T>(items: readonly T[], at: number, item: T, key: string): T[] {
  if (!Number.isInteger(at) || at < 0 || at > items.length) throw new CommandRefusal('refused', key);
  return [...items.slice(0, at), item, ...items.slice(at)];
}

const withLessons = (chapter: DraftChapter, lessons: DraftLesson[]): DraftChapter => ({ ...chapter, lessons });

/** The chapters once `command` is applied; throws `CommandRefusal` and changes nothing when it cannot be. */
export function applyCommand(chapters: readonly DraftChapter[], command: CurriculumCommand): DraftChapter[] {
  switch (command.type) {
    case 'ADD_CHAPTER': {
      const { chapter } = command;
      if (chapters.length >= CURRICULUM_CHAPTERS_MAX) throw new CommandRefusal('refused', chapter.key);
      if (keyTaken(chapters, chapter.key) || chapter.lessons.some((lesson) => keyTaken(chapters, lesson.key))) {
        throw new CommandRefusal('refused', chapter.key);
      }
      return insertAt(chapters, command.at, chapter, chapter.key);
    }
    case 'RENAME_CHAPTER': {
      const index = chapterIndexOf(chapters, command.chapterKey);
      return chapters.map((chapter, at) => (at === index ? { ...chapter, title: command.title } : chapter));
    }
    case 'DELETE_CHAPTER': {
      const index = chapterIndexOf(chapters, command.chapterKey);
      return chapters.filter((_, at) => at !== index);
    }
    case 'MOVE_CHAPTER': {
      const index = chapterIndexOf(chapters, command.chapterKey);
      const moved = chapters[index];
      if (!moved) throw new CommandRefusal('missing', command.chapterKey);
      return insertAt(
        chapters.filter((_, at) => at !== index),
        command.to,
        moved,
        command.chapterKey,
      );
    }
    case 'ADD_LESSON': {
      const index = chapterIndexOf(chapters, command.chapterKey);
      const lessonCount = chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0);
      if (lessonCount >= CURRICULUM_LESSONS_MAX || keyTaken(chapters, command.lesson.key)) throw new CommandRefusal('refused', command.lesson.key);
      return chapters.map((chapter, at) =>
        at === index ? withLessons(chapter, insertAt(chapter.lessons, command.at, command.lesson, command.lesson.key)) : chapter,
      );
    }
    case 'EDIT_LESSON': {
      const place = lessonPlaceOf(chapters, command.lessonKey);
      return chapters.map((chapter, at) =>
        at === place.chapterIndex
          ? withLessons(
              chapter,
              chapter.lessons.map((lesson, index) => (index === place.lessonIndex ? { ...lesson, ...command.fields } : lesson)),
            )
          : chapter,
      );
    }
    case 'DELETE_LESSON': {
      const place = lessonPlaceOf(chapters, command.lessonKey);
      return chapters.map((chapter, at) =>
        at === place.chapterIndex ? withLessons(chapter, chapter.lessons.filter((_, index) => index !== place.lessonIndex)) : chapter,
      );
    }
    case 'MOVE_LESSON': {
      const place = lessonPlaceOf(chapters, command.lessonKey);
      const target = chapterIndexOf(chapters, command.chapterKey);
      const lesson = chapters[place.chapterIndex]?.lessons[place.lessonIndex];
      if (!lesson) throw new CommandRefusal('missing', command.lessonKey);
      const without = chapters.map((chapter, at) =>
        at === place.chapterIndex ? withLessons(chapter, chapter.lessons.filter((_, index) => index !== place.lessonIndex)) : chapter,
      );
      return without.map((chapter, at) =>
        at === target ? withLessons(chapter, insertAt(chapter.lessons, command.to, lesson, command.lessonKey)) : chapter,
      );
    }
  }
}

const fieldsOf = ({ title, description, status, previewSeconds, quiz }: DraftLesson): LessonFields => ({
  title,
  description,
  status,
  previewSeconds,
  quiz,
});

/** The command that takes `command` back, worked out from the chapters before it was applied. */
export function inverseOf(before: readonly DraftChapter[], command: CurriculumCommand): CurriculumCommand {
  switch (command.type) {
    case 'ADD_CHAPTER':
      return { type: 'DELETE_CHAPTER', chapterKey: command.chapter.key };
    case 'RENAME_CHAPTER': {
      const chapter = before[chapterIndexOf(before, command.chapterKey)];
      return { type: 'RENAME_CHAPTER', chapterKey: command.chapterKey, title: chapter?.title ?? command.title };
    }
    case 'DELETE_CHAPTER': {
      const at = chapterIndexOf(before, command.chapterKey);
      const chapter = before[at];
      if (!chapter) throw new CommandRefusal('missing', command.chapterKey);
      return { type: 'ADD_CHAPTER', at, chapter };
    }
    case 'MOVE_CHAPTER':
      return { type: 'MOVE_CHAPTER', chapterKey: command.chapterKey, to: chapterIndexOf(before, command.chapterKey) };
    case 'ADD_LESSON':
      return { type: 'DELETE_LESSON', lessonKey: command.lesson.key };
    case 'EDIT_LESSON': {
      const place = lessonPlaceOf(before, command.lessonKey);
      const lesson = before[place.chapterIndex]?.lessons[place.lessonIndex];
      if (!lesson) throw new CommandRefusal('missing', command.lessonKey);
      return { type: 'EDIT_LESSON', lessonKey: command.lessonKey, fields: fieldsOf(lesson) };
    }
    case 'DELETE_LESSON':
    case 'MOVE_LESSON': {
      const place = lessonPlaceOf(before, command.lessonKey);
      const chapter = before[place.chapterIndex];
      const lesson = chapter?.lessons[place.lessonIndex];
      if (!chapter || !lesson) throw new CommandRefusal('missing', command.lessonKey);
      return command.type === 'DELETE_LESSON'
        ? { type: 'ADD_LESSON', chapterKey: chapter.key, at: place.lessonIndex, lesson }
        : { type: 'MOVE_LESSON', lessonKey: command.lessonKey, chapterKey: chapter.key, to: place.lessonIndex };
    }
  }
}

/**
 * One keyboard step of a lesson: up or down within its chapter, and past the chapter's edge into
 * the end of the chapter before or the start of the one after. Null at the curriculum's ends.
 */
export function lessonStep(chapters: readonly DraftChapter[], lessonKey: string, direction: 'up' | 'down'): CurriculumCommand | null {
  const place = findLessonPlace(chapters, lessonKey);
  if (!place) return null;
  const chapter = chapters[place.chapterIndex];
  if (!chapter) return null;
  if (direction === 'up') {
    if (place.lessonIndex > 0) return { type: 'MOVE_LESSON', lessonKey, chapterKey: chapter.key, to: place.lessonIndex - 1 };
    const previous = chapters[place.chapterIndex - 1];
    return previous ? { type: 'MOVE_LESSON', lessonKey, chapterKey: previous.key, to: previous.lessons.length } : null;
  }
  if (place.lessonIndex < chapter.lessons.length - 1) return { type: 'MOVE_LESSON', lessonKey, chapterKey: chapter.key, to: place.lessonIndex + 1 };
  const next = chapters[place.chapterIndex + 1];
  return next ? { type: 'MOVE_LESSON', lessonKey, chapterKey: next.key, to: 0 } : null;
}

/** One keyboard step of a chapter; null at the ends. */
export function chapterStep(chapters: readonly DraftChapter[], chapterKey: string, direction: 'up' | 'down'): CurriculumCommand | null {
  const index = chapters.findIndex((chapter) => chapter.key === chapterKey);
  const to = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || to < 0 || to >= chapters.length) return null;
  return { type: 'MOVE_CHAPTER', chapterKey, to };
}

/** The key a chapter or lesson the editor adds gets: unique without asking the server. */
export function newCurriculumKey(kind: 'ch' | 'ls'): string {
  return `${kind}-${globalThis.crypto.randomUUID()}`;
}
