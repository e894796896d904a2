/**
 * The order of the mock's handlers. msw answers with the first handler that matches, so where two
 * paths can match one URL (`/members/groups` and `/members/:accountKey`) the list order decided
 * the answer. The areas' handlers are found, not listed (mocks/areas.ts), so the order is derived:
 * per path segment a fixed word before a parameter before a wildcard, so the most specific path
 * always answers first, whatever order the areas were found in. Two handlers for the same method
 * and path (parameter names aside) can never both answer: `duplicateRoutes` finds them, and a
 * test fails on any.
 */
import type { HttpHandler } from 'msw';

/** 0 a fixed word, 1 a parameter, 2 a wildcard. */
function segmentRank(segment: string): number {
  if (segment.includes('*')) return 2;
  if (segment.startsWith(':')) return 1;
  return 0;
}

/** The handler's path as text (a RegExp by its source; the mock declares no predicate paths). */
function pathOf(handler: HttpHandler): string {
  const { path } = handler.info;
  if (typeof path === 'string') return path;
  return path instanceof RegExp ? path.source : String(path);
}

function segmentsOf(handler: HttpHandler): string[] {
  return pathOf(handler).split('/');
}

/** Negative when `a` must be tried before `b`. */
export function bySpecificity(a: HttpHandler, b: HttpHandler): number {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = segmentRank(left[index] ?? '') - segmentRank(right[index] ?? '');
    if (difference !== 0) return difference;
  }
  // A longer path is more specific than its own prefix with a trailing wildcard.
  return right.length - left.length;
}

/** Method and path with parameter names left out (`GET …/members/:param`): what two handlers must not share. */
export function routeKey(handler: HttpHandler): string {
  const { method } = handler.info;
  const methodText = typeof method === 'string' ? method : method.source;
  return `${methodText} ${pathOf(handler).replace(/:\w+/g, ':param')}`;
}

export function duplicateRoutes(handlers: readonly HttpHandler[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const handler of handlers) {
    const key = routeKey(handler);
    if (seen.has(key)) duplicates.add(key);
    seen.add(key);
  }
  return [...duplicates];
}

/** The handlers in the order msw must try them. */
export function inMatchOrder(handlers: readonly HttpHandler[]): HttpHandler[] {
  return [...handlers].sort(bySpecificity);
}
