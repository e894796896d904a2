/**
 * The tenant preferences (spec learner.md §3 Preferences), read once per page load and shared by
 * the shell, the site-status gate, the theme and the plugins through one react-query cache entry.
 * The entry (app/main.tsx) asks for them before React renders, with the same options, so the
 * answer is usually in the cache by the time the first component reads it (issue 18).
 */
import { useQuery } from '@tanstack/react-query';
import { preferencesQuery } from '@app/shared/api/endpoints/tenant';

/**
 * Preferences change only when an operator edits them; a reload picks that up. A failed call is
 * not asked again because another part of the page mounts (the login page renders after it
 * failed, issue 39): only a retry asks again, or each mount would start it over.
 */
export function sitePreferencesQuery() {
  return { ...preferencesQuery(), staleTime: Infinity, retryOnMount: false };
}

export function usePreferences() {
  return useQuery(sitePreferencesQuery());
}
