/**
 * The tenant preferences (spec learner.md §3 Preferences), read once per page load and shared by
 * the shell, the site-status gate, the theme and the plugins through one react-query cache entry.
 */
import { useQuery } from '@tanstack/react-query';
import { preferencesQuery } from '@app/shared/api/endpoints/tenant';

export function usePreferences() {
  // Preferences change only when an operator edits them; a reload picks that up.
  return useQuery({ ...preferencesQuery(), staleTime: Infinity });
}
