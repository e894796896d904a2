/**
 * The field-by-field difference between a record before and after a change, as the change
 * history stores it (issue 15, part 6): only fields whose value changed, nested objects flattened
 * to dotted fields (`address.city`) so every value is a plain string, number, boolean or null,
 * and a list of plain values written as one comma-separated string. Pure, so the rules have tests.
 */
import type { HistoryFieldChange, HistoryValue } from '@app/shared/api/contract/adminHistory';

/** A record as a handler holds it: any object; `null` for "did not exist" (creation, deletion). */
export type RecordState = Readonly<Record<string, unknown>> | null;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toHistoryValue(value: unknown): HistoryValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) {
    return value.map(String).join(', ');
  }
  // A list of objects has no field names to flatten by: kept whole, readable as JSON.
  return JSON.stringify(value);
}

/** `{ a: 1, b: { c: 2 } }` → `{ a: 1, 'b.c': 2 }`. */
export function flattenRecord(record: RecordState, prefix = ''): Map<string, HistoryValue> {
  const fields = new Map<string, HistoryValue>();
  for (const [name, value] of Object.entries(record ?? {})) {
    const field = prefix ? `${prefix}.${name}` : name;
    if (isPlainObject(value)) {
      for (const [nested, nestedValue] of flattenRecord(value, field)) fields.set(nested, nestedValue);
    } else {
      fields.set(field, toHistoryValue(value));
    }
  }
  return fields;
}

/** The changed fields in the order they first appear (the record's own order, new fields last). */
export function diffRecords(before: RecordState, after: RecordState): HistoryFieldChange[] {
  const old = flattenRecord(before);
  const now = flattenRecord(after);
  const changes: HistoryFieldChange[] = [];
  for (const field of new Set([...old.keys(), ...now.keys()])) {
    const from = old.get(field) ?? null;
    const to = now.get(field) ?? null;
    if (from !== to) changes.push({ field, before: from, after: to });
  }
  return changes;
}
