/**
 * Schema pieces several areas of the contract share, so an ISO time, a boolean in a query string
 * or a page query means the same everywhere.
 */
import { z } from 'zod/mini';

/** An ISO 8601 date-time with its offset, e.g. `2026-11-22T09:00:00+09:00`. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** A count of records or people: a whole number, never negative. */
export const countSchema = z.number().check(z.int(), z.gte(0));

/** A record's key as the back-office areas send it: 1 to 100 characters. */
export const recordKeySchema = z.string().check(z.minLength(1), z.maxLength(100));

/** A boolean in a query string arrives as "true"/"false"; the app may pass either form. */
export const queryBoolean = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false'])]),
  z.transform((value) => value === true || value === 'true'),
);

/** The 1-based page number of an offset list; 1 when absent. */
export const pageNumberQuery = z._default(z.coerce.number().check(z.int(), z.gte(1)), 1);

/** How many items a page or slice holds: a whole number from 1 to `max`, `defaultSize` when absent. */
export function pageSizeQuery(defaultSize: number, max = 100) {
  return z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(max)), defaultSize);
}

/**
 * A set in a query (a list's filter, a status list): a query string repeats the key for several values and sends one
 * bare, and both read as a list.
 */
export function queryListOf<T extends z.ZodMiniType<string>>(item: T) {
  return z.pipe(
    z.union([item, z.array(item).check(z.minLength(1))]),
    z.transform((value): z.output<T>[] => (Array.isArray(value) ? value : [value]) as z.output<T>[]),
  );
}
