/**
 * Reading courses and their items, and the class ticket an item was issued as.
 */
import { db } from '@mocks/db/database';
import type { CourseRecord, KlassTicketRecord } from './collections';
import { MockError } from '@mocks/engine/MockError';

export type CourseItem = CourseRecord['items'][number];

export function findCourse(courseId: string): CourseRecord | undefined {
  return db.courses.findFirst((q) => q.where({ courseId }));
}

/** A course ticket always names an existing course; a missing one is a broken record. */
export function requireCourse(courseId: string): CourseRecord {
  const course = findCourse(courseId);
  if (!course)
    throw new MockError('inventoryNullPoint', '코스 정보를 불러오지 못했어요.', { courseId });
  return course;
}

export function requireCourseItem(course: CourseRecord, itemId: string): CourseItem {
  const item = course.items.find((candidate) => candidate.itemId === itemId);
  if (!item)
    throw new MockError('notFound', '코스에 들어 있는 클래스를 찾을 수 없어요.', { itemId });
  return item;
}

export function issuedTicket(
  courseTicketId: string,
  itemId: string,
): KlassTicketRecord | undefined {
  return db.klassTickets.findFirst((q) => q.where({ courseTicketId, courseItemId: itemId }));
}
