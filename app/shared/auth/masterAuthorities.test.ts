/**
 * Master authorities (learner.md §6, §9): at least one or "master-authority-not-found"; recent
 * authorities fetched with a size of 50; features and permissions can be checked.
 */
import { describe, expect, it, vi } from 'vitest';
import type { MasterAuthority } from '@app/shared/api/contract/account';
import {
  MASTER_AUTHORITY_NOT_FOUND,
  hasFeature,
  hasPermission,
  loadMasterAuthorities,
} from './masterAuthorities';

const authority: MasterAuthority = {
  masterId: '11',
  title: '클래스 운영',
  features: ['NOTICE', 'KLASS'],
  permissions: ['READ', 'WRITE'],
};

describe('loadMasterAuthorities', () => {
  it('fetches the recent authorities with size 50', async () => {
    const fetchRecent = vi.fn(() => Promise.resolve([authority]));
    expect(await loadMasterAuthorities(fetchRecent)).toEqual([authority]);
    expect(fetchRecent).toHaveBeenCalledExactlyOnceWith({ size: 50 });
  });

  it('raises master-authority-not-found when there is none', async () => {
    await expect(loadMasterAuthorities(() => Promise.resolve([]))).rejects.toThrow(
      MASTER_AUTHORITY_NOT_FOUND,
    );
    expect(MASTER_AUTHORITY_NOT_FOUND).toBe('master-authority-not-found');
  });
});

describe('feature and permission checks', () => {
  it('finds features the authority carries and no others', () => {
    expect(hasFeature(authority, 'NOTICE')).toBe(true);
    expect(hasFeature(authority, 'COUPON')).toBe(false);
  });

  it('finds permissions the authority carries and no others', () => {
    expect(hasPermission(authority, 'WRITE')).toBe(true);
    expect(hasPermission(authority, 'DELETE')).toBe(false);
  });
});
