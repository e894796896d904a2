/**
 * Master authorities (learner.md §6, §9): the recent authorities are fetched with size 50, at
 * least one must exist or "master-authority-not-found" is raised, and an authority's features
 * and permissions can be checked. The fetcher is injected (in the app, the contract's
 * `accountEndpoints.masterAuthorities` call), so the rule does not depend on the transport.
 */
import type { MasterAuthority } from '@app/shared/api/contract/account';

export const RECENT_AUTHORITIES_SIZE = 50;
export const MASTER_AUTHORITY_NOT_FOUND = 'master-authority-not-found';

export type RecentAuthoritiesFetcher = (query: {
  size: number;
}) => Promise<readonly MasterAuthority[]>;

export async function loadMasterAuthorities(
  fetchRecent: RecentAuthoritiesFetcher,
): Promise<readonly MasterAuthority[]> {
  const authorities = await fetchRecent({ size: RECENT_AUTHORITIES_SIZE });
  if (authorities.length === 0) throw new Error(MASTER_AUTHORITY_NOT_FOUND);
  return authorities;
}

export function hasFeature(authority: Pick<MasterAuthority, 'features'>, feature: string): boolean {
  return authority.features.includes(feature);
}

export function hasPermission(
  authority: Pick<MasterAuthority, 'permissions'>,
  permission: string,
): boolean {
  return authority.permissions.includes(permission);
}
