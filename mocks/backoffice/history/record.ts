/**
 * `recordChange`: the one way a back-office handler writes the change history (issue 15, part 6).
 * Call it after the change is stored, with the caller's token claims and the record as it was and
 * as it is now; it diffs the two (diff.ts) and stores who, when, which record, the action and
 * before → after per changed field. An update that changed nothing is not recorded.
 *
 *   const before = toOrganization(tenant);            // before the write
 *   … write …
 *   await recordChange({
 *     actor: auth, recordType: 'MEMBER_GROUP', recordKey: group.groupKey, recordLabel: group.name,
 *     action: 'UPDATE', before: { name: old.name }, after: { name: group.name },
 *   });
 *
 * Creation passes `before: null`, deletion `after: null`. A bulk change of a group's members is an
 * UPDATE of the group (e.g. `{ memberCount }` before and after) that names whom it touched
 * (`touched`: all of them, however many; the entry keeps the first few and the count), and each
 * touched member's own entry says it is `partOf` the group's, so none is dropped and each
 * member's history shows the change: `recordBulkChange` writes both (group changes, a group's
 * deletion, the marketing consent and withdrawal of members picked on the list, the change recorded on the
 * operator's selection). A new record type is added to `historyRecordTypes` with its
 * permission (contract adminHistory.ts).
 */
import {
  HISTORY_TOUCHED_FIRST,
  type HistoryAction,
  type HistoryEntry,
  type HistoryRecordType,
  type HistoryTouched,
  type HistoryTouchedRecord,
} from '@app/shared/api/contract/adminHistory';
import type { AccessClaims } from '@mocks/auth/tokens';
import { db } from '@mocks/db/database';
import { settings } from '@mocks/engine/settings';
import { diffRecords, type RecordState } from './diff';
import { actorOf } from '@mocks/engine/actor';

export interface RecordChangeInput {
  /** Whoever called: the handler's `auth` (a back-office call always has one). */
  actor: AccessClaims | null;
  recordType: HistoryRecordType;
  recordKey: string;
  /** The record's name as of this change, e.g. a group's name or a site's service name. */
  recordLabel: string;
  action: HistoryAction;
  before: RecordState;
  after: RecordState;
  /** A bulk change: every record it added or removed, in the change's order. */
  touched?: Omit<HistoryTouched, 'count' | 'first'> & { records: readonly HistoryTouchedRecord[] };
  /** A touched record's own entry: the change key of the bulk change's entry. */
  partOf?: string;
}

/** Keys sort in the order recorded, also as text (ties of `changedAt` keep that order). */
function nextChangeKey(): string {
  return `chg-${String(db.historyChanges.count() + 1).padStart(8, '0')}`;
}


/** Stores the change and answers its entry; null when an update changed no field and touched no record. */
export async function recordChange(input: RecordChangeInput): Promise<HistoryEntry | null> {
  const changes = diffRecords(input.before, input.after);
  const touched = input.touched;
  if (input.action === 'UPDATE' && changes.length === 0 && !touched?.records.length) return null;
  return db.historyChanges.create({
    changeKey: nextChangeKey(),
    changedAt: new Date(settings.now()).toISOString(),
    actor: actorOf(input.actor),
    record: { type: input.recordType, key: input.recordKey, label: input.recordLabel },
    action: input.action,
    changes,
    ...(touched?.records.length
      ? {
          touched: {
            recordType: touched.recordType,
            how: touched.how,
            count: touched.records.length,
            first: touched.records.slice(0, HISTORY_TOUCHED_FIRST),
          },
        }
      : {}),
    ...(input.partOf === undefined ? {} : { partOf: input.partOf }),
  });
}

/** One record a bulk change touched: its own entry's before → after. */
export interface BulkTouchedRecord extends HistoryTouchedRecord {
  before: RecordState;
  after: RecordState;
}

export interface RecordBulkChangeInput extends Omit<RecordChangeInput, 'touched' | 'partOf'> {
  /** What the touched records are and how (ADDED / REMOVED / CHANGED), in the change's order. */
  touchedType: HistoryRecordType;
  how: HistoryTouched['how'];
  records: readonly BulkTouchedRecord[];
}

/**
 * A bulk change (issue 27): one entry of the changed record naming whom it touched, and one entry
 * per touched record `partOf` it, so the whole list pages through `partOf` and each record's own
 * history shows the change. Answers the bulk change's entry.
 */
export async function recordBulkChange(input: RecordBulkChangeInput): Promise<HistoryEntry | null> {
  const { touchedType, how, records, ...change } = input;
  const entry = await recordChange({ ...change, touched: { recordType: touchedType, how, records } });
  for (const record of records) {
    await recordChange({
      actor: input.actor,
      recordType: touchedType,
      recordKey: record.key,
      recordLabel: record.label,
      action: 'UPDATE',
      before: record.before,
      after: record.after,
      ...(entry ? { partOf: entry.changeKey } : {}),
    });
  }
  return entry;
}
