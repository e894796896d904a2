/**
 * The client taking over the calls the start-up script sent early (issue 18: "preferences and
 * account requests issued before React renders"): the same GET is answered once from the early
 * answer; anything that differs goes to the network, so a call out of step costs a request, never a
 * wrong answer.
 */
import { describe, expect, it, vi } from 'vitest';
import { withEarlyCalls, type EarlyCall } from './earlyCalls';

const URL_A = 'http://api.test/rest/tenant/preferences';
const HEADERS = { Accept: 'application/json', Authorization: 'None' };

function early(body: string, url = URL_A, headers: Record<string, string> = HEADERS): EarlyCall {
  return { url, headers, response: Promise.resolve(new Response(body)) };
}

function network() {
  return vi.fn<typeof fetch>(() => Promise.resolve(new Response('network')));
}

describe('withEarlyCalls', () => {
  it('answers the same GET from the early answer, once; the next one goes to the network', async () => {
    const fetch = network();
    const send = withEarlyCalls(fetch, [early('early')]);
    await expect((await send(URL_A, { method: 'GET', headers: { ...HEADERS } })).text()).resolves.toBe('early');
    expect(fetch).not.toHaveBeenCalled();
    await expect((await send(URL_A, { method: 'GET', headers: { ...HEADERS } })).text()).resolves.toBe('network');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('leaves calls to other URLs alone, and keeps the early answer for its own', async () => {
    const fetch = network();
    const send = withEarlyCalls(fetch, [early('early')]);
    await send(`${URL_A}?x=1`, { method: 'GET', headers: { ...HEADERS } });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect((await send(URL_A, { method: 'GET', headers: { ...HEADERS } })).text()).resolves.toBe('early');
  });

  it.each([
    ['another token', { method: 'GET', headers: { ...HEADERS, Authorization: 'Qube-token t' } }],
    ['another header', { method: 'GET', headers: { ...HEADERS, 'Content-Type': 'application/json' } }],
    ['a missing header', { method: 'GET', headers: { Accept: 'application/json' } }],
    ['headers of another form', { method: 'GET', headers: new Headers(HEADERS) }],
    ['another method', { method: 'POST', headers: { ...HEADERS } }],
    ['cookies asked for', { method: 'GET', headers: { ...HEADERS }, credentials: 'include' }],
    ['keepalive', { method: 'GET', headers: { ...HEADERS }, keepalive: true }],
  ] satisfies Array<[string, RequestInit]>)(
    'a first call with %s goes to the network, and drops the early answer for good',
    async (_case, init) => {
      const fetch = network();
      const send = withEarlyCalls(fetch, [early('early')]);
      await expect((await send(URL_A, init)).text()).resolves.toBe('network');
      // A later matching call (say, after a logout, hours on) must not get the page's first answer.
      await expect((await send(URL_A, { method: 'GET', headers: { ...HEADERS } })).text()).resolves.toBe('network');
      expect(fetch).toHaveBeenCalledTimes(2);
    },
  );

  it('rejects as fetch does when the caller cancels before the early answer arrives', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending: EarlyCall = { url: URL_A, headers: HEADERS, response: new Promise((resolve) => (answer = resolve)) };
    const send = withEarlyCalls(network(), [pending]);
    const controller = new AbortController();
    const call = send(URL_A, { method: 'GET', headers: { ...HEADERS }, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    answer(new Response('late'));
    const cancelledAlready = new AbortController();
    cancelledAlready.abort();
    await expect(
      withEarlyCalls(network(), [early('early')])(URL_A, { headers: { ...HEADERS }, signal: cancelledAlready.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('hands on a failed early call as the failure of the call', async () => {
    const failed: EarlyCall = { url: URL_A, headers: HEADERS, response: Promise.reject(new TypeError('offline')) };
    const send = withEarlyCalls(network(), [failed]);
    await expect(send(URL_A, { method: 'GET', headers: { ...HEADERS } })).rejects.toThrow('offline');
  });
});
