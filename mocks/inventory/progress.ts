/**
 * Progress bookkeeping: recording played ranges from consume events and computing each lesson's,
 * each class's and each course's completion, and the day it was reached, from them (the tracks are
 * the one source of truth, so a reopened class resumes and completes consistently, and the
 * certificate's day agrees with the 수료 the learner and the operator see).
 */
import type { PlayTrack } from '@app/shared/api/contract/inventory';
import { db } from '@mocks/db/database';
import type {
  CourseTicketRecord,
  KlassRecord,
  KlassTicketRecord,
  LessonProgressRecord,
  LessonRecord,
} from './collections';
import { requireCourse } from './courses';
import { klassLessons, requireKlass } from './curriculum';
import { nowIso } from './time';

/** A video counts as completed once this share of it was watched. */
export const VIDEO_COMPLETION_SHARE = 0.9;

/** Sorted, with overlapping and touching ranges joined. */
export function mergeTracks(tracks: readonly PlayTrack[]): PlayTrack[] {
  const sorted = tracks
    .filter((track) => track.end > track.start)
    .sort((a, b) => a.start - b.start);
  const merged: PlayTrack[] = [];
  for (const track of sorted) {
    const last = merged.at(-1);
    if (last && track.start <= last.end) last.end = Math.max(last.end, track.end);
    else merged.push({ ...track });
  }
  return merged;
}

export function coveredSeconds(tracks: readonly PlayTrack[], duration: number): number {
  return mergeTracks(tracks).reduce(
    (sum, track) => sum + Math.max(0, Math.min(track.end, duration) - Math.max(track.start, 0)),
    0,
  );
}

export function findProgress(
  accountKey: string,
  klassId: string,
  lessonKey: string,
): LessonProgressRecord | undefined {
  return db.lessonProgress.findFirst((q) => q.where({ accountKey, klassId, lessonKey }));
}

export interface LessonState {
  lessonKey: string;
  completed: boolean;
  progressRate: number;
}

export function lessonState(
  lesson: LessonRecord,
  progress: LessonProgressRecord | undefined,
): LessonState {
  if (lesson.spec.type !== 'video') {
    const opened = progress?.opened ?? false;
    return { lessonKey: lesson.lessonKey, completed: opened, progressRate: opened ? 100 : 0 };
  }
  const { duration } = lesson.spec.content;
  const share = duration > 0 ? coveredSeconds(progress?.tracks ?? [], duration) / duration : 0;
  return {
    lessonKey: lesson.lessonKey,
    completed: share >= VIDEO_COMPLETION_SHARE,
    progressRate: Math.floor(Math.min(1, share) * 100),
  };
}

export interface KlassProgress {
  lessons: LessonState[];
  progressRate: number;
  completedLessonCount: number;
}

export function klassProgress(klass: KlassRecord, accountKey: string): KlassProgress {
  return progressOf(klassLessons(klass), (lesson) => findProgress(accountKey, klass.klassId, lesson.lessonKey));
}

/** A class's progress from its lessons and the learner's record of each (none: not started). */
export function progressOf(
  klassLessonList: readonly LessonRecord[],
  recordOf: (lesson: LessonRecord) => LessonProgressRecord | undefined,
): KlassProgress {
  const lessons = klassLessonList.map((lesson) => lessonState(lesson, recordOf(lesson)));
  const total = lessons.reduce((sum, lesson) => sum + lesson.progressRate, 0);
  return {
    lessons,
    progressRate: lessons.length > 0 ? Math.floor(total / lessons.length) : 0,
    completedLessonCount: lessons.filter((lesson) => lesson.completed).length,
  };
}

/** The progress a class requires to be complete: null when it sets no completion criteria. */
export function requiredProgressRate(klass: KlassRecord): number | null {
  return klass.hasCompletionCriteria ? klass.requiredProgressRate : null;
}

/**
 * Whether a class is complete at this progress, as the learner's completion call judges it and
 * the back-office's learning status reads it: only a PROGRESS_RATE class with criteria can be.
 * (The completion call refuses to judge any other rule; everywhere else it is not complete.)
 */
export function isKlassCompleted(klass: KlassRecord, progressRate: number): boolean {
  const required = requiredProgressRate(klass);
  return klass.completionRule === 'PROGRESS_RATE' && required !== null && progressRate >= required;
}

/** The completion an assignment set on a ticket (KlassTicketRecord.completionTarget). */
export type TicketCompletionTarget = NonNullable<KlassTicketRecord['completionTarget']>;

/** The progress a ticket requires: the assignment's rate when it set one, else the class's. */
export function ticketRequiredRate(klass: KlassRecord, target: TicketCompletionTarget | undefined): number | null {
  return target?.progressRate ?? requiredProgressRate(klass);
}

/**
 * Whether a ticket's class is complete: the class's rule (isKlassCompleted), unless an assignment
 * gave the ticket a completion target (issue 29) — then its rate (or the class's, when it set
 * none) must be reached, and, when it asks, every quiz lesson solved.
 */
export function isTicketCompleted(klass: KlassRecord, progress: KlassProgress, target: TicketCompletionTarget | undefined): boolean {
  if (!target) return isKlassCompleted(klass, progress.progressRate);
  const required = ticketRequiredRate(klass, target);
  if (klass.completionRule !== 'PROGRESS_RATE' || required === null || progress.progressRate < required) return false;
  if (!target.quizRequired) return true;
  const quizzes = new Set(klassLessons(klass).filter((lesson) => lesson.spec.type === 'quiz').map((lesson) => lesson.lessonKey));
  return progress.lessons.every((lesson) => !quizzes.has(lesson.lessonKey) || lesson.completed);
}

/**
 * When the learner completed a class: derived, since the mock keeps no completion event. Each
 * lesson record keeps the time of its last play (`updatedAt`); the completion is the first of those
 * times at which the records played by then already make the class complete (`isComplete`, the
 * same rule as `isCompleted`: isTicketCompleted). A lesson played again after that moves its record
 * later, so the derived day can come out later than the true one, never earlier. A class complete
 * with nothing played (a required rate of 0) was complete from `since` (the ticket's start). Null
 * exactly when the class is not complete now.
 */
export function completedAtOf(
  klassLessonList: readonly LessonRecord[],
  records: readonly LessonProgressRecord[],
  isComplete: (progress: KlassProgress) => boolean,
  since: string,
): string | null {
  const times = [...new Set(records.map((record) => record.updatedAt))].sort();
  for (const time of [since, ...times.filter((each) => each > since)]) {
    const playedByThen = new Map(records.filter((record) => record.updatedAt <= time).map((record) => [record.lessonKey, record]));
    if (isComplete(progressOf(klassLessonList, (lesson) => playedByThen.get(lesson.lessonKey)))) return time;
  }
  return null;
}

/** When the learner completed the class of a ticket (completedAtOf, by isTicketCompleted), or null. */
export function ticketCompletedAt(
  klass: KlassRecord,
  accountKey: string,
  target: TicketCompletionTarget | undefined,
  since: string,
): string | null {
  const records = db.lessonProgress.findMany((q) => q.where({ accountKey, klassId: klass.klassId }));
  return completedAtOf(klassLessons(klass), records, (progress) => isTicketCompleted(klass, progress, target), since);
}

/**
 * A course has no completion criteria of its own: it is complete when every one of its classes is
 * (each by its class's own rule, as the back-office's enrolled row reads a course), on the day the
 * last of them was; a course without classes is never complete. `klassCompletions` are its
 * classes' completion instants (null: not complete).
 */
export function courseCompletedAt(klassCompletions: readonly (string | null)[]): string | null {
  if (klassCompletions.length === 0) return null;
  let last = '';
  for (const completedAt of klassCompletions) {
    if (completedAt === null) return null;
    if (completedAt > last) last = completedAt;
  }
  return last;
}

/** Where a ticket's completion is counted from: its start, or now for one not started yet (never a day to come). */
function countedFrom(ticket: { availableAt: string | null; createdAt: string }): string {
  const start = ticket.availableAt ?? ticket.createdAt;
  const now = nowIso();
  return start < now ? start : now;
}

/** When the learner completed a class ticket's class, counted from the ticket's start; null: not yet. */
export function klassTicketCompletedAt(ticket: KlassTicketRecord): string | null {
  return ticketCompletedAt(requireKlass(ticket.klassId), ticket.accountKey, ticket.completionTarget, countedFrom(ticket));
}

/** When the learner completed a course ticket's course (courseCompletedAt of its classes); null: not yet. */
export function courseTicketCompletedAt(ticket: CourseTicketRecord): string | null {
  const since = countedFrom(ticket);
  return courseCompletedAt(
    requireCourse(ticket.courseId).items.map((item) => ticketCompletedAt(requireKlass(item.klassId), ticket.accountKey, undefined, since)),
  );
}

export interface PlayReport {
  start: number;
  end: number;
  position: number;
}

/** Adds the played range (clipped to the lesson) and moves the resume position. */
export async function recordPlay(
  accountKey: string,
  lesson: LessonRecord,
  report: PlayReport,
): Promise<LessonProgressRecord> {
  const duration = lesson.spec.type === 'video' ? lesson.spec.content.duration : 0;
  const clip = (value: number) => Math.min(Math.max(value, 0), duration);
  const range = { start: clip(report.start), end: clip(report.end) };
  const played = range.end > range.start ? [range] : [];
  const existing = findProgress(accountKey, lesson.klassId, lesson.lessonKey);
  if (!existing) {
    return db.lessonProgress.create({
      accountKey,
      klassId: lesson.klassId,
      lessonKey: lesson.lessonKey,
      lastPosition: clip(report.position),
      tracks: played,
      opened: true,
      updatedAt: nowIso(),
    });
  }
  const updated = await db.lessonProgress.update(
    (q) => q.where({ accountKey, klassId: lesson.klassId, lessonKey: lesson.lessonKey }),
    {
      data(record) {
        record.tracks = [...record.tracks, ...played];
        record.lastPosition = clip(report.position);
        record.opened = true;
        record.updatedAt = nowIso();
      },
    },
  );
  return updated ?? existing;
}
