/**
 * The back-office access rules (backoffice.md §6 "Operator permissions are fetched from an account
 * permissions call"; "Master endpoints serve content masters"), read from the one area table.
 */
import { describe, expect, it } from 'vitest';
import { operatorPermissions } from '@app/shared/api/contract/permissions';
import { backofficeAreas } from './areas';
import { areaOfPath, hasNoAccess, mayUse, usableAreas, type BackofficePerson } from './person';

const fullOperator: BackofficePerson = {
  operator: { accountKey: 'acc-operator', permissions: [...operatorPermissions] },
  master: null,
};
const limitedOperator: BackofficePerson = {
  operator: { accountKey: 'acc-limited', permissions: ['MEMBER', 'ORDER'] },
  master: null,
};
const master: BackofficePerson = {
  operator: null,
  master: { masterId: '101', accountKey: 'acc-manager', displayName: '박운영', title: '클래스 운영 매니저' },
};
const learner: BackofficePerson = { operator: null, master: null };

describe('the area table', () => {
  it('has exactly one area per operator permission', () => {
    const permissions = backofficeAreas.flatMap((area) =>
      area.access.side === 'operator' && area.access.permission ? [area.access.permission] : [],
    );
    expect([...permissions].sort()).toEqual([...operatorPermissions].sort());
  });

  it('gives every area its own path', () => {
    const paths = backofficeAreas.map((area) => area.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('operator permissions come from the permissions call', () => {
  it('a full operator may use every operator area and no master area', () => {
    expect(usableAreas(fullOperator).map((area) => area.id)).toEqual(
      backofficeAreas.filter((area) => area.access.side === 'operator').map((area) => area.id),
    );
  });

  it('a limited operator may use only the areas of their permissions', () => {
    expect(usableAreas(limitedOperator).map((area) => area.id)).toEqual(['MEMBER', 'ORDER']);
    expect(mayUse(limitedOperator, { side: 'operator', permission: 'SITE' })).toBe(false);
    expect(mayUse(limitedOperator, { side: 'operator', permission: null })).toBe(true);
  });

  it('a master may use the master areas only', () => {
    expect(usableAreas(master).every((area) => area.access.side === 'master')).toBe(true);
    expect(mayUse(master, { side: 'operator', permission: null })).toBe(false);
  });

  it('the kit shared by both sides (files, jobs) is open to every operator and to a master, not to a learner', () => {
    const anyone = { side: 'both', permission: null } as const;
    expect([fullOperator, limitedOperator, master, learner].map((person) => mayUse(person, anyone))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    const contentOrMaster = { side: 'both', permission: 'CONTENT' } as const;
    expect([fullOperator, limitedOperator, master].map((person) => mayUse(person, contentOrMaster))).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('a learner has no access at all', () => {
    expect(hasNoAccess(learner)).toBe(true);
    expect(usableAreas(learner)).toEqual([]);
    expect(hasNoAccess(limitedOperator)).toBe(false);
  });
});

describe('the area of a path (the route guard)', () => {
  it('finds the area of its own path and of the screens below it', () => {
    expect(areaOfPath('/admin/site/organization')?.id).toBe('SITE');
    expect(areaOfPath('/admin/members/groups/grp-vip')?.id).toBe('MEMBER');
  });

  it('does not match a path that merely starts with the same letters', () => {
    expect(areaOfPath('/admin/membership')).toBeUndefined();
    expect(areaOfPath('/admin')).toBeUndefined();
  });
});
