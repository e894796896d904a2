/**
 * Breakpoints (spec learner.md §9): xs 0, sm 600, md 900, lg 1025, xl 1196; the page container
 * is at most 1196 px wide. Layout responds through CSS media queries built here, never through
 * matchMedia in JavaScript.
 */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1025, xl: 1196 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const containerMaxWidth = 1196;

const order: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/** `@media (min-width: …)` for widths from `name` upwards. */
export function up(name: Breakpoint): string {
  return `@media (min-width: ${breakpoints[name]}px)`;
}

/** `@media (max-width: …)` for widths below the breakpoint after `name`. */
export function down(name: Breakpoint): string {
  const next = order[order.indexOf(name) + 1];
  return next ? `@media (max-width: ${breakpoints[next] - 0.02}px)` : '@media all';
}

/** Widths from `from` up to (not including) `to`. */
export function between(from: Breakpoint, to: Breakpoint): string {
  return `@media (min-width: ${breakpoints[from]}px) and (max-width: ${breakpoints[to] - 0.02}px)`;
}
