/**
 * Where the assignment screens live under the ASSIGNMENT area (its path in the area table,
 * areas.ts): assigning is the area's first screen; the jobs, one job's items and the enrolled lists
 * sit beside it (the routes, relative, are in area.tsx).
 */
import type { AssignmentTargetType } from '@app/shared/api/contract/adminAssignmentRules';
import { areaById } from '../access/areas';

export const ASSIGNMENTS_PATH = areaById('ASSIGNMENT').path;
export const ASSIGNMENT_JOBS_PATH = `${ASSIGNMENTS_PATH}/jobs`;
export const ENROLLED_PATH = `${ASSIGNMENTS_PATH}/enrolled`;

export function assignmentJobPath(jobId: string): string {
  return `${ASSIGNMENT_JOBS_PATH}/${encodeURIComponent(jobId)}`;
}

/** The URL segment of a target type (`klasses`, `courses`) and back. */
export const targetTypeSegments = { KLASS: 'klasses', COURSE: 'courses' } as const satisfies Record<AssignmentTargetType, string>;

export function targetTypeOfSegment(segment: string | undefined): AssignmentTargetType | null {
  if (segment === targetTypeSegments.KLASS) return 'KLASS';
  if (segment === targetTypeSegments.COURSE) return 'COURSE';
  return null;
}

export function enrolledPath(targetType: AssignmentTargetType, targetId: string): string {
  return `${ENROLLED_PATH}/${targetTypeSegments[targetType]}/${encodeURIComponent(targetId)}`;
}
