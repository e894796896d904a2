/**
 * Calls the start-up script (app/early.ts) sent while the app's entry was still
 * downloading, handed over to the one HTTP client (issue 18). The first call the client sends to
 * an early call's URL decides: with exactly the same method, headers and options it takes the
 * early answer instead of a second round trip; otherwise (another token, another header) it goes
 * to the network and the early answer is dropped. So an early call that fell out of step with the
 * client costs a request, never a wrong answer, and no later call (a logout, hours on) can take an
 * answer from the page's start.
 */

/** One call sent early: what it sent, and its answer to come. */
export interface EarlyCall {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly response: Promise<Response>;
}

function sameHeaders(a: Readonly<Record<string, string>>, b: HeadersInit | undefined): boolean {
  if (b === undefined || b instanceof Headers || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
}

/** Only a plain GET as the start-up script sends it: no body, no cookies asked for, not kept alive. */
function takes(call: EarlyCall, input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  return (
    typeof input === 'string' &&
    input === call.url &&
    (init?.method ?? 'GET') === 'GET' &&
    init?.body == null &&
    init?.credentials === undefined &&
    !init?.keepalive &&
    sameHeaders(call.headers, init?.headers)
  );
}

/** The answer, or the signal's reason once it aborts first, as fetch itself would reject. */
function honouringSignal(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** `fetch`, answering the first call to each early call's URL from its early answer when it matches. */
export function withEarlyCalls(fetch: typeof globalThis.fetch, early: readonly EarlyCall[]): typeof globalThis.fetch {
  const waiting = [...early];
  return (input, init) => {
    const index = waiting.findIndex((call) => call.url === (typeof input === 'string' ? input : String(input)));
    if (index === -1) return fetch(input, init);
    const [call] = waiting.splice(index, 1);
    return call && takes(call, input, init) ? honouringSignal(call.response, init?.signal) : fetch(input, init);
  };
}
