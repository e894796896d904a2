/**
 * What the enrolled lists look up on every page (issue 29: the enrolled query scanned every ticket
 * and every account for each page, about 90 ms on a class of 10,000; the budget is under 20 ms):
 * each target's tickets, every account by key and each class's quiz lessons, as Maps built once
 * and kept until their collection changes.
 *
 * "Changes" is read two ways, since a bulk seed puts records in without `create` (mocks/db/bulk.ts)
 * and a listener on `create` would send every seeded record through it: an `update` or `delete`
 * hook marks the index stale (an update replaces the record object, so a kept one would be old),
 * and the collection's count with its first and last record tells an added record or a reseed (as
 * the coupon code index does). Nothing here is cached by the caller, so a write is seen by the next
 * page read.
 */
import type { AccountRecord } from '@mocks/account/schemas';
import { db } from '@mocks/db/database';

/** What an index needs of an @msw/data collection. */
interface Watched<Item> {
  all(): Item[];
  hooks: { on(type: 'update' | 'delete', listener: () => void): unknown };
}

interface Built<Value> {
  value: Value;
  count: number;
  first: unknown;
  last: unknown;
}

/** A value built from a collection's records, built again only after the collection changed. */
function derivedFrom<Item, Value>(collection: Watched<Item>, build: (all: readonly Item[]) => Value): () => Value {
  let built: Built<Value> | null = null;
  let watching = false;
  return () => {
    if (!watching) {
      const stale = () => {
        built = null;
      };
      collection.hooks.on('update', stale);
      collection.hooks.on('delete', stale);
      watching = true;
    }
    const all = collection.all();
    if (built && built.count === all.length && built.first === all[0] && built.last === all.at(-1)) return built.value;
    built = { value: build(all), count: all.length, first: all[0], last: all.at(-1) };
    return built.value;
  };
}

function groupBy<Item>(all: readonly Item[], keyOf: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of all) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const klassTickets = derivedFrom(db.klassTickets, (all) => groupBy(all, (ticket) => ticket.klassId));
const courseTickets = derivedFrom(db.courseTickets, (all) => groupBy(all, (ticket) => ticket.courseId));
const passTickets = derivedFrom(db.passTickets, (all) => groupBy(all, (ticket) => ticket.passKey));
const accounts = derivedFrom(db.accounts, (all) => new Map(all.map((account) => [account.accountKey, account])));
const quizzes = derivedFrom(db.lessons, (all) => {
  const byKlass = new Map<string, Set<string>>();
  for (const lesson of all) {
    if (lesson.spec.type !== 'quiz') continue;
    const keys = byKlass.get(lesson.klassId);
    if (keys) keys.add(lesson.lessonKey);
    else byKlass.set(lesson.klassId, new Set([lesson.lessonKey]));
  }
  return byKlass;
});
const none: ReadonlySet<string> = new Set();

/** A class's tickets, in the order stored. */
export function ticketsOfKlass(klassId: string) {
  return klassTickets().get(klassId) ?? [];
}

/** A course's tickets, in the order stored. */
export function ticketsOfCourse(courseId: string) {
  return courseTickets().get(courseId) ?? [];
}

/** A pass's pass tickets, in the order stored. */
export function ticketsOfPass(passKey: string) {
  return passTickets().get(passKey) ?? [];
}

/** The quiz lessons of a class (what its enrolled rows count solved / total of). */
export function quizLessonsOf(klassId: string): ReadonlySet<string> {
  return quizzes().get(klassId) ?? none;
}

/** An account by its key (any status: a withdrawn learner's row still names them). */
export function accountByKey(accountKey: string): AccountRecord | undefined {
  return accounts().get(accountKey);
}
