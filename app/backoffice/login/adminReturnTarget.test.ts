/** The back-office login's return target: back to the back-office only (learner.md §2 rule, narrowed). */
import { describe, expect, it } from 'vitest';
import { adminReturnTarget } from './adminReturnTarget';

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
