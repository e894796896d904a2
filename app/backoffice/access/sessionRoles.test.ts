/** The roles the back-office reads from the session's own access token (sessionRoles.ts). */
import { describe, expect, it } from 'vitest';
import { accessTokenExpiringAt } from '@app/shared/session/testing';
import { rolesOf } from './sessionRoles';

describe('rolesOf', () => {
  const later = Date.now() + 60_000;

  it('reads the roles the token names (MASTER after the add-role)', () => {
    expect(rolesOf(accessTokenExpiringAt(later, ['LEARNER', 'MASTER']))).toEqual(['LEARNER', 'MASTER']);
  });

  it('names none for no token, a token without roles, or one it cannot read', () => {
    expect(rolesOf(null)).toEqual([]);
    expect(rolesOf(accessTokenExpiringAt(later))).toEqual([]);
    expect(rolesOf('not-a-jwt')).toEqual([]);
  });
});
