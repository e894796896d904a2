/**
 * Progress bookkeeping: recording played ranges from consume events and computing each lesson's
 * and each class's completion from them (the tracks are the one source of truth, so a reopened
 * class resumes and completes consistently).
 */
import type { PlayTrack } from '@app/shared/api/contract/inventory';
import { db } from '@mocks/db/database';
import type {
  KlassRecord,
  KlassTicketRecord,
  LessonProgressRecord,
  LessonRecord,
} from './collections';
import { klassLessons } from './curriculum';
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
  const lessons = klassLessons(klass).map((lesson) =>
    lessonState(lesson, findProgress(accountKey, klass.klassId, lesson.lessonKey)),
  );
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
