/**
 * The assignment area's endpoint functions (adminAssignment.ts and, for a class ticket's learning
 * status and period, adminKlassTicket.ts contracts), query options and keys,
 * beside its job effect. Kept in the area's folder (not app/backoffice/api/) so the area stays one
 * module. Whole-job actions (stop, resume, cancel, retry) go through the job centre's calls; the
 * per-item retry and cancel go through this area's call, which also takes a given ticket back.
 *
 * What an assignment changes is also on the learner side: the learner's tickets live under the
 * learner query area `['inventory']` (app/learner/api/inventory.ts `inventoryKeys.all`, which the
 * back-office may not import), so a finished assignment job and an item cancelled announce it, and
 * an open learner tab of the same browser reads its classes again.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { AssignmentItemAction, AssignmentTargetType } from '@app/shared/api/contract/adminAssignmentRules';
import { assignmentItemActionPaths, assignmentTargetPaths } from '@app/shared/api/contract/adminAssignmentRules';
import type { BundleType } from '@app/shared/api/contract/adminCatalogueWords';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminAssignment';
import * as ticketEndpoints from '@app/shared/api/routes/adminKlassTicket';
import { declareJobEffect } from '../kit/jobs/jobEffects';

export type AssignBody = BodyInput<typeof endpoints.assign>;
export type AssignmentMembersQuery = QueryInput<typeof endpoints.members>;
export type AssignmentItemsQuery = QueryInput<typeof endpoints.items>;
export type EnrolledQuery = QueryInput<typeof endpoints.enrolled>;
export type EnrolledExportBody = BodyInput<typeof endpoints.exportEnrolled>;

/** The learner side's query area of tickets and classes (see the header). */
export const LEARNER_TICKETS_AREA = ['inventory'] as const;

export const adminAssignmentKeys = {
  all: ['adminAssignment'] as const,
  targets: (targetType: AssignmentTargetType) => [...adminAssignmentKeys.all, 'targets', targetType] as const,
  groups: () => [...adminAssignmentKeys.all, 'groups'] as const,
  members: (query: AssignmentMembersQuery) => [...adminAssignmentKeys.all, 'members', query] as const,
  items: (jobId: string, query: AssignmentItemsQuery, version: string) => [...adminAssignmentKeys.all, 'items', jobId, query, version] as const,
  enrolled: (targetType: AssignmentTargetType, targetId: string, query: EnrolledQuery) =>
    [...adminAssignmentKeys.all, 'enrolled', targetType, targetId, query] as const,
  ticket: (ticketKey: string) => [...adminAssignmentKeys.all, 'ticket', ticketKey] as const,
  bundleTicket: (bundleType: BundleType, ticketKey: string) => [...adminAssignmentKeys.all, 'bundleTicket', bundleType, ticketKey] as const,
};

/** A class ticket's period and its holder's learning, lesson by lesson (issue 40). */
export function klassTicketQuery(ticketKey: string) {
  return queryOptions({
    queryKey: adminAssignmentKeys.ticket(ticketKey),
    queryFn: ({ signal }) => api.request(ticketEndpoints.klassTicketStatus, { params: { ticketKey } }, { signal }),
  });
}

/** A course's or package's ticket with its holder's learning in each class (issue 40). */
export function bundleTicketQuery(bundleType: BundleType, ticketKey: string) {
  return queryOptions({
    queryKey: adminAssignmentKeys.bundleTicket(bundleType, ticketKey),
    queryFn: ({ signal }) => api.request(ticketEndpoints.bundleTicketStatus, { params: { bundlePath: assignmentTargetPaths[bundleType], ticketKey } }, { signal }),
  });
}

export function extendKlassTicket(ticketKey: string, days: number) {
  return api.request(ticketEndpoints.extendKlassTicket, { params: { ticketKey }, body: { days } });
}

export function endKlassTicket(ticketKey: string) {
  return api.request(ticketEndpoints.endKlassTicket, { params: { ticketKey } });
}

// A finished assignment gave tickets: the item lists, the enrolled lists and the learner's classes.
declareJobEffect({ area: 'ASSIGNMENT', kinds: ['TICKET_ASSIGNMENT'], queryKeys: [adminAssignmentKeys.all, LEARNER_TICKETS_AREA] });

/** The operating classes (courses, passes): one slice of up to 10,000 (§9), searched on screen. */
export function targetsQuery(targetType: AssignmentTargetType) {
  return queryOptions({
    queryKey: adminAssignmentKeys.targets(targetType),
    queryFn: ({ signal }) => api.request(endpoints.targets, { query: { targetType } }, { signal }),
  });
}

export function groupsQuery() {
  return queryOptions({
    queryKey: adminAssignmentKeys.groups(),
    queryFn: ({ signal }) => api.request(endpoints.groups, {}, { signal }),
  });
}

export function membersQuery(query: AssignmentMembersQuery) {
  return queryOptions({
    queryKey: adminAssignmentKeys.members(query),
    queryFn: ({ signal }) => api.request(endpoints.members, { query }, { signal }),
  });
}

export function dryRunList(body: BodyInput<typeof endpoints.dryRun>, options?: RequestOptions) {
  return api.request(endpoints.dryRun, { body }, options);
}

export function assign(body: AssignBody, options?: RequestOptions) {
  return api.request(endpoints.assign, { body }, options);
}

/** A job's items; `version` (the job's last change) makes a moving job's items read again. */
export function itemsQuery(jobId: string, query: AssignmentItemsQuery, version: string) {
  return queryOptions({
    queryKey: adminAssignmentKeys.items(jobId, query, version),
    queryFn: ({ signal }) => api.request(endpoints.items, { params: { jobId }, query }, { signal }),
  });
}

export function actOnItem(jobId: string, itemKey: string, action: AssignmentItemAction, options?: RequestOptions) {
  return api.request(endpoints.itemAction, { params: { jobId, itemKey, action: assignmentItemActionPaths[action] } }, options);
}

export function enrolledQuery(targetType: AssignmentTargetType, targetId: string, query: EnrolledQuery) {
  return queryOptions({
    queryKey: adminAssignmentKeys.enrolled(targetType, targetId, query),
    queryFn: ({ signal }) => api.request(endpoints.enrolled, { params: { targetType: assignmentTargetPaths[targetType], targetId }, query }, { signal }),
  });
}

export function exportEnrolled(targetType: AssignmentTargetType, targetId: string, body: EnrolledExportBody, options?: RequestOptions) {
  return api.request(endpoints.exportEnrolled, { params: { targetType: assignmentTargetPaths[targetType], targetId }, body }, options);
}
