/**
 * The request layer's rule for a call carrying a ticket's resource access token (the hub's play
 * calls, backoffice.md §7 Contents "video play info and signed url with a resource access token
 * header"; §8 "the hub resource token expired code … trigger[s] a refresh and a retry of the
 * request"): the resource token is the one renewed, once, and the call retried once.
 */
import { describe, expect, it, vi } from 'vitest';
import { coreErrorCodes } from '@app/shared/api/contract/coreErrors';
import { hubPlaybackErrorCodes, RESOURCE_ACCESS_TOKEN_HEADER } from '@app/shared/api/contract/hubPlaybackRules';
import { videoPlayInfo } from '@app/shared/api/routes/hubPlayback';
import { createHttpClient, type ResourceAccess } from './httpClient';

const PLAY_INFO = { videoId: 'v-1', playerType: 'HTML5', duration: 12, posterUrl: null, captions: [] };

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function refusal({ code, status }: { code: string; status: number }): Response {
  return answer({ status, code, message: code, data: null }, status);
}

/** A hub that takes only `valid` as the resource token, and a session whose token is `session-1`. */
function setUp(valid: () => string, respond?: (resource: string | null, attempt: number) => Response | null) {
  const seen: { authorization: string | null; resource: string | null }[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const resource = headers.get(RESOURCE_ACCESS_TOKEN_HEADER);
    seen.push({ authorization: headers.get('Authorization'), resource });
    const override = respond?.(resource, seen.length);
    if (override) return override;
    return resource === valid() ? answer(PLAY_INFO) : refusal(coreErrorCodes.hubTokenExpired);
  });
  const sessionRefreshes = vi.fn(async () => 'session-2');
  const client = createHttpClient({ baseUrl: 'http://hub.test', fetch, getAccessToken: async () => 'session-1', refreshAfterRejection: sessionRefreshes });
  let current = 'rat-old';
  const renewals: string[] = [];
  const access: ResourceAccess = {
    token: async () => current,
    renew: async (rejected) => {
      renewals.push(rejected);
      current = `rat-${renewals.length + 1}`;
      return current;
    },
  };
  return { client, access, seen, renewals, sessionRefreshes };
}

describe('a call with a resource access token (backoffice.md §7 Contents, §8 token codes)', () => {
  it('sends the resource access token in its header beside the session Authorization', async () => {
    const { client, access, seen } = setUp(() => 'rat-old');
    await expect(client.request(videoPlayInfo, { params: { videoId: 'v-1' } }, { resourceAccess: access })).resolves.toEqual(PLAY_INFO);
    expect(seen).toEqual([{ authorization: 'Qube-token session-1', resource: 'rat-old' }]);
  });

  it('"the hub resource token expired code … trigger[s] a refresh and a retry": HUB_TOKEN_EXPIRED takes a new resource token once and retries once, the session untouched', async () => {
    const { client, access, seen, renewals, sessionRefreshes } = setUp(() => 'rat-2');
    await expect(client.request(videoPlayInfo, { params: { videoId: 'v-1' } }, { resourceAccess: access })).resolves.toEqual(PLAY_INFO);
    expect(renewals).toEqual(['rat-old']);
    expect(seen.map((call) => call.resource)).toEqual(['rat-old', 'rat-2']);
    expect(seen.every((call) => call.authorization === 'Qube-token session-1')).toBe(true);
    expect(sessionRefreshes).not.toHaveBeenCalled();
  });

  it('renews only once: a second HUB_TOKEN_EXPIRED reaches the caller as it is', async () => {
    const { client, access, seen, renewals } = setUp(() => 'never');
    await expect(client.request(videoPlayInfo, { params: { videoId: 'v-1' } }, { resourceAccess: access })).rejects.toMatchObject({ code: 'HUB_TOKEN_EXPIRED' });
    expect(renewals).toHaveLength(1);
    expect(seen).toHaveLength(2);
  });

  it("the session's own expiry (TOKEN_EXPIRED) still refreshes the session and retries with the same resource token", async () => {
    const { client, access, seen, renewals, sessionRefreshes } = setUp(
      () => 'rat-old',
      (_resource, attempt) => (attempt === 1 ? refusal(coreErrorCodes.tokenExpired) : null),
    );
    await expect(client.request(videoPlayInfo, { params: { videoId: 'v-1' } }, { resourceAccess: access })).resolves.toEqual(PLAY_INFO);
    expect(sessionRefreshes).toHaveBeenCalledTimes(1);
    expect(renewals).toEqual([]);
    expect(seen).toEqual([
      { authorization: 'Qube-token session-1', resource: 'rat-old' },
      { authorization: 'Qube-token session-2', resource: 'rat-old' },
    ]);
  });

  it('"other errors are ignored by this handler": a refusal (not enrolled) renews nothing and is not retried', async () => {
    const { client, access, seen, renewals, sessionRefreshes } = setUp(() => 'rat-old', () => refusal(hubPlaybackErrorCodes.hubVideoForbidden));
    await expect(client.request(videoPlayInfo, { params: { videoId: 'v-1' } }, { resourceAccess: access })).rejects.toMatchObject({ code: 'hub.video.forbidden', status: 403 });
    expect(seen).toHaveLength(1);
    expect(renewals).toEqual([]);
    expect(sessionRefreshes).not.toHaveBeenCalled();
  });

  it('a call without a resource access token sends no such header, and HUB_TOKEN_EXPIRED refreshes the session as before', async () => {
    const { client, seen, sessionRefreshes } = setUp(() => 'rat-old');
    await expect(client.request(videoPlayInfo, { params: { videoId: 'v-1' } })).rejects.toMatchObject({ code: 'HUB_TOKEN_EXPIRED' });
    expect(seen.map((call) => call.resource)).toEqual([null, null]);
    expect(sessionRefreshes).toHaveBeenCalledTimes(1);
  });
});
