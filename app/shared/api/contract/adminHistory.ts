/**
 * Back-office change history (issue 15, part 6; backoffice.md §6): every change an operator makes
 * is recorded — who, when, which record, the action, and before → after per field — and read
 * back here as one list (the history page) or one record's entries (a detail screen).
 *
 * Who sees what is data, like every back-office permission: each record type names the operator
 * permission of its area (`historyRecordPermission`), and an operator sees the changes of exactly
 * the record types whose permission they hold. A new area declares its record type and permission
 * in its own `admin<Area>Kinds.ts` (defineKinds.ts), then records with the mock's `recordChange`
 * (mocks/backoffice/history/record.ts).
 * Path chosen here: `/rest/history/admin/tenant/changes`.
 */
import { z } from 'zod/mini';
import { actorSchema, adminListQuery, adminPageOf, isoDateTime } from './adminKit';
import { queryBoolean, queryListOf } from './common';
import { declaredRecordTypeAccess, declaredRecordTypes } from './areaKinds';
import type { DeclaredRecordType } from './defineKinds';
import { defineEndpoint } from './endpoint';
import type { OperatorPermission } from './permissions';

/**
 * What kind of record a change touched, each declared by the area that records it
 * (`admin<Area>Kinds.ts`, defineKinds.ts, with the permission whose holder sees its changes) and
 * found by areaKinds.ts: the schema validates against that found set.
 */
export const historyRecordTypes = declaredRecordTypes;
export const historyRecordTypeSchema = z.enum(historyRecordTypes);
export type HistoryRecordType = DeclaredRecordType;

/**
 * The permission whose holder sees a record type's changes; `null`: any operator (a job belongs
 * to whoever may open the job centre, which every operator may — and of JOB changes, each person
 * sees those of the jobs the job centre shows them: ones they started or of an area they hold).
 */
export function historyRecordPermission(type: HistoryRecordType): OperatorPermission | null {
  return declaredRecordTypeAccess[type].permission;
}

/** The record types a person holding `permissions` may see the changes of. */
export function visibleRecordTypes(permissions: readonly OperatorPermission[]): HistoryRecordType[] {
  return historyRecordTypes.filter((type) => {
    const needed = historyRecordPermission(type);
    return needed === null || permissions.includes(needed);
  });
}

/**
 * What a change did. CANCEL is an action of its own (issue 43: a message request's cancel read
 * "수정"): a record stopped before it took effect — a scheduled or sending message request — whose
 * entry still says its status before → after. Areas that cancel nothing never write it.
 */
export const historyActions = ['CREATE', 'UPDATE', 'DELETE', 'CANCEL'] as const;
export const historyActionSchema = z.enum(historyActions);
export type HistoryAction = z.infer<typeof historyActionSchema>;

/** A field's value as recorded: nested values are flattened to dotted fields by the recorder. */
export const historyValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type HistoryValue = z.infer<typeof historyValueSchema>;

export const historyFieldChangeSchema = z.object({
  /** The record's field, dotted for a nested one (`address.city`); the app labels it. */
  field: z.string(),
  before: historyValueSchema,
  after: historyValueSchema,
});
export type HistoryFieldChange = z.infer<typeof historyFieldChangeSchema>;

export const historyRecordSchema = z.object({
  type: historyRecordTypeSchema,
  key: z.string(),
  /** How the record was called when it changed (its name then), for a list that outlives it. */
  label: z.string(),
});

/** How many touched records an entry names itself; the rest are read through `partOf`. */
export const HISTORY_TOUCHED_FIRST = 20;

export const historyTouchedRecordSchema = z.object({
  key: z.string(),
  /** Its name as of the change. */
  label: z.string(),
});
export type HistoryTouchedRecord = z.infer<typeof historyTouchedRecordSchema>;

/**
 * The records a bulk change put into or took out of the changed record (a group's members), or
 * changed alike (CHANGED: members whose marketing consent was set, members withdrawn). An entry
 * names the first `HISTORY_TOUCHED_FIRST` and counts them all; each touched record has an
 * entry of its own whose `partOf` is this entry's key, so the whole list pages through `changes`
 * (`partOf=…`) however many thousands were touched, and each record's own history shows it.
 */
export const historyTouchedSchema = z.object({
  /** What the touched records are: a group's members are MEMBER records. */
  recordType: historyRecordTypeSchema,
  how: z.enum(['ADDED', 'REMOVED', 'CHANGED']),
  count: z.number().check(z.int(), z.gte(1)),
  first: z.array(historyTouchedRecordSchema),
});
export type HistoryTouched = z.infer<typeof historyTouchedSchema>;

export const historyEntrySchema = z.object({
  changeKey: z.string(),
  changedAt: isoDateTime,
  actor: actorSchema,
  record: historyRecordSchema,
  action: historyActionSchema,
  /** Only the fields that changed; a creation's `before` and a deletion's `after` are null. */
  changes: z.array(historyFieldChangeSchema),
  /** A bulk change: which records it added or removed (the first few, and how many). */
  touched: z.optional(historyTouchedSchema),
  /** A touched record's own entry: the key of the bulk change's entry it is one record of. */
  partOf: z.optional(z.string()),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** A day in Asia/Seoul (`2026-11-22`), the unit of the back-office's date filters. */
export const seoulDaySchema = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));

const base = '/rest/history/admin/tenant';

export const changes = defineEndpoint({
  id: 'adminHistory.changes',
  method: 'GET',
  path: `${base}/changes`,
  auth: 'required',
  // Any operator: the answer holds only the record types their permissions show.
  access: { side: 'operator', permission: null },
  query: z.object({
    ...adminListQuery(['changedAt'], 50),
    /** One or more record types (the parameter repeated); every type the caller sees when absent. */
    recordType: z.optional(queryListOf(historyRecordTypeSchema)),
    recordKey: z.optional(z.string().check(z.minLength(1))),
    /** The entries of the records one bulk change touched (its entry's `changeKey`). */
    partOf: z.optional(z.string().check(z.minLength(1))),
    /**
     * Leaves out the entries that are one record of a bulk change (those with `partOf`): the bulk
     * change's own entry names them, so a list of everything is not 5,000 rows of one change
     * (issue 27). A record's own history (`recordKey`) leaves it off and shows them.
     */
    folded: z.optional(queryBoolean),
    /** Text found in the actor's account key or name (the history page's text filter). */
    actor: z.optional(z.string().check(z.minLength(1))),
    /** First and last Seoul day, both included. */
    from: z.optional(seoulDaySchema),
    to: z.optional(seoulDaySchema),
  }),
  response: adminPageOf(historyEntrySchema),
  summary:
    'Recorded back-office changes, newest first unless sorted: filter by record types and key, the bulk change an entry is part of (partOf: the records it touched, each with its own entry), actor (text in the account key or name) and Seoul days. A record type the operator may not see answers auth.permission.denied.',
});

export const adminHistoryEndpoints = { changes };
