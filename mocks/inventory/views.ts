/**
 * Record → answer converters: what the learner sees is derived from the records at answer time
 * (labels, remaining time, progress), so a change made by an operator shows at once.
 */
import type {
  Chapter,
  CourseTicketEntry,
  CourseTicketItem,
  Lesson,
  MyKlassItem,
} from '@app/shared/api/contract/inventory';
import { db } from '@mocks/db/database';
import type {
  CourseRecord,
  CourseTicketRecord,
  KlassRecord,
  KlassTicketRecord,
  LessonProgressRecord,
  LessonRecord,
} from './collections';
import { issuedTicket, requireCourse } from './courses';
import { findLesson, requireKlass } from './curriculum';
import { durationLabel, remainingTimeLabel, statusLabels } from './labels';
import { courseTicketCompletedAt, isTicketCompleted, klassProgress, type LessonState } from './progress';
import { nowMs } from './time';

export function toMyKlassItem(ticket: KlassTicketRecord): MyKlassItem {
  const klass = requireKlass(ticket.klassId);
  const pkg = ticket.packageId
    ? db.packages.findFirst((q) => q.where({ packageId: ticket.packageId ?? '' }))
    : undefined;
  const progress = klassProgress(klass, ticket.accountKey);
  return {
    klassTicketKey: ticket.klassTicketKey,
    klassId: klass.klassId,
    klassTitle: klass.title,
    klassCoverImageUrl: klass.coverImageUrl,
    masterName: klass.masterName,
    status: ticket.status,
    statusLabel: statusLabels[ticket.status],
    remainingTime: remainingTimeLabel(ticket, nowMs()),
    availableAt: ticket.availableAt,
    expiredAt: ticket.expiredAt,
    onlyLive: klass.onlyLive,
    listStatus: ticket.listStatus,
    package: pkg ? { packageId: pkg.packageId, title: pkg.title } : null,
    transactionKey: ticket.transactionKey,
    progressRate: progress.progressRate,
    lastAccessedAt: ticket.lastAccessedAt,
    isCompleted: isTicketCompleted(klass, progress, ticket.completionTarget),
  };
}

export function toCourseEntry(
  item: CourseRecord['items'][number],
  courseTicket: CourseTicketRecord,
): CourseTicketEntry {
  const klass = requireKlass(item.klassId);
  return {
    itemId: item.itemId,
    klassId: klass.klassId,
    title: klass.title,
    coverImageUrl: klass.coverImageUrl,
    onlyLive: klass.onlyLive,
    liveStartAt: item.liveStartAt,
    liveEndAt: item.liveEndAt,
    klassTicketKey: issuedTicket(courseTicket.courseTicketId, item.itemId)?.klassTicketKey ?? null,
  };
}

export function toCourseTicketItem(ticket: CourseTicketRecord): CourseTicketItem {
  const course = requireCourse(ticket.courseId);
  const entries = course.items.map((item) => toCourseEntry(item, ticket));
  return {
    courseTicketId: ticket.courseTicketId,
    courseTicketKey: ticket.courseTicketKey,
    courseId: course.courseId,
    title: course.title,
    coverImageUrl: course.coverImageUrl,
    status: ticket.status,
    statusLabel: statusLabels[ticket.status],
    remainingTime: remainingTimeLabel(ticket, nowMs()),
    availableAt: ticket.availableAt,
    expiredAt: ticket.expiredAt,
    onlyLive: entries.length > 0 && entries.every((entry) => entry.onlyLive),
    itemCount: entries.length,
    issuedItemCount: entries.filter((entry) => entry.klassTicketKey !== null).length,
    isCompleted: courseTicketCompletedAt(ticket) !== null,
  };
}

function lessonSeconds(lesson: LessonRecord): number {
  return lesson.spec.type === 'video' ? lesson.spec.content.duration : 0;
}

export function toChapters(klass: KlassRecord): Chapter[] {
  return klass.chapters.map((chapter) => {
    const lessons = chapter.lessonKeys.flatMap((key) => findLesson(klass.klassId, key) ?? []);
    const total = lessons.reduce((sum, lesson) => sum + lessonSeconds(lesson), 0);
    return {
      key: chapter.key,
      title: chapter.title,
      durationTime: total,
      duration: durationLabel(total),
      count: lessons.length,
    };
  });
}

export function toLesson(
  lesson: LessonRecord,
  progress: LessonProgressRecord | undefined,
  state: LessonState,
): Lesson {
  const base = {
    key: lesson.lessonKey,
    chapterKey: lesson.chapterKey,
    title: lesson.title,
    order: lesson.order,
    completed: state.completed,
  };
  if (lesson.spec.type === 'video') {
    return {
      ...base,
      type: 'video',
      content: { ...lesson.spec.content, lastPosition: progress?.lastPosition ?? 0 },
    };
  }
  return { ...base, ...lesson.spec };
}
