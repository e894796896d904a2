/**
 * What every long-list bench row does in Chromium: the full operator's token pair from the mock,
 * a desktop page signed in with it (the session's storage entries set before the app starts), and
 * a table scrolled to its end one step per animation frame while counting the rows in the DOM and
 * timing the frames. One routine, so the DataTable, member group, member list and order list rows
 * measure the same way.
 */
/* global document, requestAnimationFrame -- used inside functions that run in the page */

export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };
/** The session's storage entries (app/shared/session/tokenStorage.ts). */
export const TOKEN_KEYS = { access: 'klass.accessToken', refresh: 'klass.refreshToken' };

/** docs/logins.md: the full operator. */
const OPERATOR = { identifier: 'operator@klass.test', password: 'klass_operator_1' };

/** The full operator's token pair from the mock's login call. */
export async function operatorTokens(mockOrigin) {
  const response = await fetch(`${mockOrigin}/rest/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(OPERATOR),
  });
  if (!response.ok) throw new Error(`bench: the operator's login answered ${response.status}`);
  return response.json();
}

/** Every page of `context` starts signed in as `tokens`: the session finds them in storage. */
export function signIn(context, tokens) {
  return context.addInitScript(
    ({ keys, pair }) => {
      localStorage.setItem(keys.access, pair.accessToken);
      localStorage.setItem(keys.refresh, pair.refreshToken);
    },
    { keys: TOKEN_KEYS, pair: tokens },
  );
}

/** A new page of `browser` at desktop size; signed in as `tokens` when given. */
export async function desktopPage(browser, tokens) {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  if (tokens) await signIn(context, tokens);
  return context.newPage();
}

/**
 * Scrolls the page's table (the scroll region around its body) to the end in `steps` jumps, one
 * per frame. Answers the rows in the DOM at rest and at most, the last row's `aria-rowindex`
 * (the header row is 1) and the time between frames.
 */
export async function scrollTableToEnd(page, steps) {
  await page.locator('tbody tr[aria-rowindex]').first().waitFor({ timeout: 60_000 });
  return page.evaluate(async (stepCount) => {
    const rowsInDom = () => document.querySelectorAll('tbody tr[aria-rowindex]').length;
    const scroller = document.querySelector('tbody')?.closest('[role="region"]');
    if (!scroller) throw new Error('bench: the table scroll container ([role=region]) is missing');
    const initialRows = rowsInDom();
    const distance = scroller.scrollHeight - scroller.clientHeight;
    const step = Math.ceil(distance / stepCount);
    const deltas = [];
    let maxRows = initialRows;
    await new Promise((resolve) => {
      let last = performance.now();
      const frame = (now) => {
        deltas.push(now - last);
        last = now;
        maxRows = Math.max(maxRows, rowsInDom());
        if (scroller.scrollTop >= distance - 1) return resolve();
        scroller.scrollTop = Math.min(distance, scroller.scrollTop + step);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame((now) => {
        last = now;
        scroller.scrollTop = step;
        requestAnimationFrame(frame);
      });
    });
    const lastIndex = Math.max(
      ...[...document.querySelectorAll('tbody tr[aria-rowindex]')].map((row) => Number(row.getAttribute('aria-rowindex'))),
    );
    return { initialRows, maxRows, lastIndex, step, deltas };
  }, steps);
}
