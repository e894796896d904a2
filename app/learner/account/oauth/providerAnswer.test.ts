import { describe, expect, it } from 'vitest';
import { readProviderAnswer } from './providerAnswer';

describe('what the provider put in the callback URL (code in the query, token in the fragment)', () => {
  it('reads the code response from the query, with its state', () => {
    expect(readProviderAnswer('?code=c-1&state=%2Fklass%2F3', '')).toEqual({
      credential: { type: 'code', code: 'c-1' },
      state: '/klass/3',
      tokenInFragment: false,
    });
  });

  it('reads the token response from the fragment, with its state, and asks for the fragment to be cleared', () => {
    expect(readProviderAnswer('', '#access_token=naver-token-social&token_type=bearer&state=%2Fklass%2F3')).toEqual({
      credential: { type: 'token', accessToken: 'naver-token-social' },
      state: '/klass/3',
      tokenInFragment: true,
    });
  });

  it("takes the state from the query when the fragment has none, and the fragment's over the query's", () => {
    expect(readProviderAnswer('?state=%2Fa', '#access_token=t').state).toBe('/a');
    expect(readProviderAnswer('?state=%2Fa', '#access_token=t&state=%2Fb').state).toBe('/b');
    expect(readProviderAnswer('', '#access_token=t').state).toBeNull();
  });

  it('prefers a token in the fragment over a code in the query', () => {
    expect(readProviderAnswer('?code=c-1', '#access_token=t').credential).toEqual({ type: 'token', accessToken: 't' });
  });

  it('has nothing to exchange without a code or token, or with empty ones (the missing message)', () => {
    expect(readProviderAnswer('', '').credential).toBeNull();
    expect(readProviderAnswer('?state=%2F', '#token_type=bearer').credential).toBeNull();
    expect(readProviderAnswer('?code=', '').credential).toBeNull();
    const empty = readProviderAnswer('', '#access_token=&state=%2F');
    expect(empty.credential).toBeNull();
    // Still cleared: whatever the fragment held under that name does not stay in the address bar.
    expect(empty.tokenInFragment).toBe(true);
  });

  it('keeps a token with URL-encoded characters as the provider sent it', () => {
    const fragment = `#${new URLSearchParams({ access_token: 'a+b/c=', state: '/' }).toString()}`;
    expect(readProviderAnswer('', fragment).credential).toEqual({ type: 'token', accessToken: 'a+b/c=' });
  });
});
