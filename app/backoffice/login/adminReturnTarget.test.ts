/** The back-office login's return target: back to the back-office only (learner.md §2 rule, narrowed). */
import { describe, expect, it } from 'vitest';
import { adminLoginPathFor, adminReturnTarget } from './adminReturnTarget';

const origin = 'https://klass.test';

describe('adminReturnTarget', () => {
  it('goes back to the back-office address with its query', () => {
    expect(adminReturnTarget('/admin/site/organization?tab=1', origin)).toBe('/admin/site/organization?tab=1');
  });

  it.each([
    ['a learner page', '/app/user/klasses'],
    ['another origin', 'https://evil.test/admin'],
    ['a protocol-relative address', '//evil.test/admin'],
    ['a script scheme', 'javascript:alert(1)'],
    ['the login itself', '/admin/login'],
    ['a look-alike prefix', '/administrator'],
    ['nothing', null],
  ])('falls back to the back-office home for %s', (_case, raw) => {
    expect(adminReturnTarget(raw, origin)).toBe('/admin');
  });
});

describe('adminLoginPathFor', () => {
  it('carries the address the person was stopped at', () => {
    expect(adminLoginPathFor({ pathname: '/admin/site/organization', search: '?a=1' })).toBe(
      '/admin/login?returnTo=%2Fadmin%2Fsite%2Forganization%3Fa%3D1',
    );
  });

  it('leaves out the home, where the login goes anyway', () => {
    expect(adminLoginPathFor({ pathname: '/admin', search: '' })).toBe('/admin/login');
  });
});
