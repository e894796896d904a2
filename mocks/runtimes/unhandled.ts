/**
 * In the browser (app and Storybook) the worker sees every request: assets and Vite's own pass
 * through, but a call under an API root that no handler answers is printed as an error.
 */
import type { UnhandledRequestCallback } from 'msw';

/** The roots the spec's paths live under (learner.md §7). */
const API_ROOTS = ['/rest/', '/v2/', '/sso/'];

export const reportUnhandledApiRequest: UnhandledRequestCallback = (request, print) => {
  const { pathname } = new URL(request.url);
  if (API_ROOTS.some((root) => pathname.startsWith(root))) print.error();
};
