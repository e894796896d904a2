/**
 * A refresh answer is stored only when it is two non-empty tokens (learner.md §4: a pair that
 * cannot be used counts as a failed refresh, not as drift).
 */
import { describe, expect, it } from 'vitest';
import { checkedTokenPair } from './refresher';

describe('checkedTokenPair', () => {
  it('keeps exactly the two tokens of a good pair', () => {
    expect(checkedTokenPair({ accessToken: 'a', refreshToken: 'r', extra: 1 })).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
  });

  it.each([
    ['nothing', null],
    ['a text', 'a.r'],
    ['no refresh token', { accessToken: 'a' }],
    ['an empty access token', { accessToken: '', refreshToken: 'r' }],
    ['a refresh token that is not a text', { accessToken: 'a', refreshToken: 7 }],
  ])('refuses %s with client.api.parse_fail', (_, answer) => {
    expect(() => checkedTokenPair(answer)).toThrow(
      expect.objectContaining({ code: 'client.api.parse_fail' }),
    );
  });
});
