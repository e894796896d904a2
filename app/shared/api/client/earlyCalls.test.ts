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

  it('sends a call with another token, another header or another URL itself', async () => {
    const fetch = network();
    const send = withEarlyCalls(fetch, [early('early')]);
    await send(URL_A, { method: 'GET', headers: { ...HEADERS, Authorization: 'Qube-token t' } });
    await send(URL_A, { method: 'GET', headers: { ...HEADERS, 'Content-Type': 'application/json' } });
    await send(`${URL_A}?x=1`, { method: 'GET', headers: { ...HEADERS } });
    await send(URL_A, { method: 'GET', headers: { Accept: 'application/json' } });
    expect(fetch).toHaveBeenCalledTimes(4);
    // Still waiting for its own call.
    await expect((await send(URL_A, { method: 'GET', headers: { ...HEADERS } })).text()).resolves.toBe('early');
  });

  it('sends anything but a plain GET itself: a body, cookies, keepalive, another method', async () => {
    const fetch = network();
    const send = withEarlyCalls(fetch, [early('early')]);
    await send(URL_A, { method: 'POST', headers: { ...HEADERS } });
    await send(URL_A, { method: 'GET', headers: { ...HEADERS }, credentials: 'include' });
    await send(URL_A, { method: 'GET', headers: { ...HEADERS }, keepalive: true });
    await send(URL_A, { method: 'GET', headers: new Headers(HEADERS) });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

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
