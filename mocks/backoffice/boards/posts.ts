/**
 * What the board area's handlers share (issue 42): the classes' titles and the authors' names read
 * once per call, the class a post is written for, the time now, and a version moved on by a save.
 */
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';

/** The classes' titles, read once per call (a lookup per row would scan the classes each time). */
export function klassTitles(): Map<string, string> {
  return new Map(db.klasses.all().map((klass) => [klass.klassId, klass.title]));
}

/**
 * The display names of `accountKeys`, read in one pass over the accounts (a lookup per row costs a
 * scan of the 10,000 members each in the browser's mock).
 */
export function accountNames(accountKeys: Iterable<string>): Map<string, string> {
  const wanted = new Set(accountKeys);
  const names = new Map<string, string>();
  for (const account of db.accounts.all()) if (wanted.has(account.accountKey)) names.set(account.accountKey, account.displayName);
  return names;
}

/** 404 for a class that does not exist. */
export function requireKlassFor(klassId: string): void {
  if (!db.klasses.findFirst((q) => q.where({ klassId }))) throw new MockError('notFound', '클래스를 찾을 수 없어요.', { klassId });
}

export const nowIso = (): string => new Date(settings.now()).toISOString();

/** The version a save gives: now, or a millisecond past the last one when a save lands within it. */
export function nextVersion(previous: string): string {
  const at = nowIso();
  return at > previous ? at : new Date(Date.parse(previous) + 1).toISOString();
}
