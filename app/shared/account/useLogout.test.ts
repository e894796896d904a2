import { afterEach, describe, expect, it, vi } from 'vitest';
import { ssoPartnerLogout } from './useLogout';

afterEach(() => vi.unstubAllGlobals());

describe('SSO logout (§7: GET /sso/logout/access, then GET the returned URL without credentials)', () => {
  it('fetches the logout URL, then calls it with no credentials', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const fetchUrl = vi.fn(() => Promise.resolve({ logoutUrl: 'https://sso.partner.test/logout' }));
    await ssoPartnerLogout(fetchUrl);
    expect(fetchUrl).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledWith('https://sso.partner.test/logout', {
      method: 'GET',
      credentials: 'omit',
      mode: 'no-cors',
    });
  });

  it('calls nothing when the partner URL is not a web URL (issue 20)', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    await ssoPartnerLogout(() => Promise.resolve({ logoutUrl: 'JaVa\tScRiPt:alert(1)' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
