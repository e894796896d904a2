/** The start-up hook (learner.md §3, §4: tokens passed in at start-up, storage then unused). */
import { describe, expect, it } from 'vitest';
import { takeEarlyCalls, takeStartupTokens } from './config';

const scope = (startup: Window['__KLASS_STARTUP__']) => ({ __KLASS_STARTUP__: startup }) as Window;

describe('takeStartupTokens', () => {
  it('takes the pair an embedding page handed over, and removes it from the page', () => {
    const page = scope({ tokens: { accessToken: 'a', refreshToken: 'r' } });
    expect(takeStartupTokens(page)).toEqual({ accessToken: 'a', refreshToken: 'r' });
    expect('__KLASS_STARTUP__' in page).toBe(false);
  });

  it('ignores a missing or malformed hand-over (the session then reads storage)', () => {
    expect(takeStartupTokens(scope(undefined))).toBeUndefined();
    expect(takeStartupTokens(scope({ tokens: { accessToken: 'a', refreshToken: '' } }))).toBeUndefined();
    expect(takeStartupTokens(scope({ tokens: { accessToken: 1, refreshToken: 'r' } }))).toBeUndefined();
  });
});

describe('takeEarlyCalls', () => {
  it('takes the calls the start-up script sent, once, and removes them from the page', () => {
    const call = { url: 'http://api.test/rest/tenant/preferences', headers: {}, response: Promise.resolve(new Response()) };
    const page = { __KLASS_EARLY__: [call] } as unknown as Window;
    expect(takeEarlyCalls(page)).toEqual([call]);
    expect('__KLASS_EARLY__' in page).toBe(false);
    expect(takeEarlyCalls(page)).toEqual([]);
  });
});
