/**
 * Where the assignment screens live under the ASSIGNMENT area (its path in the area table,
 * areas.ts): assigning is the area's first screen; the jobs, one job's items and the enrolled lists
 * sit beside it (the routes, relative, are in area.tsx).
 */
import { assignmentTargetPaths, type AssignmentTargetType } from '@app/shared/api/contract/adminAssignmentRules';
import type { BundleType } from '@app/shared/api/contract/adminCatalogueWords';
import { areaById } from '../access/areas';

export const ASSIGNMENTS_PATH = areaById('ASSIGNMENT').path;
export const ASSIGNMENT_JOBS_PATH = `${ASSIGNMENTS_PATH}/jobs`;
export const ENROLLED_PATH = `${ASSIGNMENTS_PATH}/enrolled`;

export function assignmentJobPath(jobId: string): string {
  return `${ASSIGNMENT_JOBS_PATH}/${encodeURIComponent(jobId)}`;
}

/** The enrolled list of a target: its URL segment is the contract's (`klasses`, `courses`, `passes`). */
export function enrolledPath(targetType: AssignmentTargetType, targetId: string): string {
  return `${ENROLLED_PATH}/${assignmentTargetPaths[targetType]}/${encodeURIComponent(targetId)}`;
}

/** A class ticket's learning status and period (issue 40), opened from its class's enrolled list. */
export function klassTicketPath(ticketKey: string): string {
  return `${ENROLLED_PATH}/tickets/${encodeURIComponent(ticketKey)}`;
}

/** A course's or package's ticket, class by class (issue 40), opened from its enrolled list. */
export function bundleTicketPath(bundleType: BundleType, ticketKey: string): string {
  return `${ENROLLED_PATH}/tickets/${assignmentTargetPaths[bundleType]}/${encodeURIComponent(ticketKey)}`;
}
