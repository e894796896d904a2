/**
 * Story helpers of the back-office: the real back-office (BackofficeApp: its routes, the frame that
 * decides who the person is, the shell) at the story's `parameters.route`, under the story's
 * scenario, with the app's toast layer around it as the app has it (app/App.tsx). An address
 * outside the back-office shows a stand-in naming it, so a story can assert where it was sent.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { ToastProvider } from '@ds/components/Toast';
import { errorCodes } from '@app/shared/api/contract/errors';
import { RouteOutlet } from '@app/shared/routing/RouteOutlet';
import { LEARNER_TOAST_DURATION_MS } from '@app/shared/site/toasts';
import { BackofficeApp } from './BackofficeApp';

/** What the stand-in shows, for `findByText(landedAt('/app/login/manager'))`. */
export function landedAt(path: string): string {
  return `도착한 곳: ${path}`;
}

function Landed() {
  const location = useLocation();
  return (
    <main>
      <p>{landedAt(`${location.pathname}${location.search}`)}</p>
    </main>
  );
}

/** The back-office as the app's router mounts it (`admin/*` under a RouteOutlet), and the rest. */
export function Backoffice() {
  return (
    <ToastProvider duration={LEARNER_TOAST_DURATION_MS}>
      <Routes>
        <Route element={<RouteOutlet />}>
          <Route path="/admin/*" element={<BackofficeApp />} />
        </Route>
        <Route path="*" element={<Landed />} />
      </Routes>
    </ToastProvider>
  );
}

/** A field's label as the tests see it: a required field's label ends with its "*" mark. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}

/** The whole document: the drawer, dialogs and toasts render outside the story's root. */
export function screen(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** The screen's h1, once the frame has decided who the person is and the page has loaded. */
export async function findPageHeading(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).findByRole('heading', { level: 1, name });
}

/**
 * A list screen's table once its rows have arrived: the page's h1, then the table by its caption,
 * no longer busy. Every list story starts here.
 */
export async function findSettledTable(canvasElement: HTMLElement, heading: string, caption: string) {
  await findPageHeading(canvasElement, heading);
  const table = await within(canvasElement).findByRole('table', { name: caption }, { timeout: 10_000 });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table);
}

/**
 * A settled list table fits its column at the story's width: it does not scroll sideways, and no
 * cell's control (a row's action button) sits past the right edge. For a desktop viewport — `xl1280`
 * (1280 px, the side menu beside the page), or `xl` (1196 px) — where an operator's list should
 * read whole (issue 38: the coupon and message lists cut their last columns at 1280). It does not
 * see a control cut by its own cell: `expectCellsHoldContent` does.
 */
export async function expectTableFits(table: ReturnType<typeof within>) {
  const element = (await table.findAllByRole('row'))[0]?.closest('table');
  const scroller = element?.parentElement;
  if (!element || !scroller) throw new Error('no table drawn');
  await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  const edge = scroller.getBoundingClientRect().right;
  for (const control of table.queryAllByRole('button')) await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
}

/**
 * Every body cell of a settled list table holds what it shows: nothing runs past the cell (a cell
 * cut with "…" or a control sticking out of it; text a column cuts on purpose does so inside its
 * own element, which this allows), and each button lies whole inside its cell. The table may
 * scroll sideways (a phone's width); at a width where it must not, `expectTableFits` says so.
 */
export async function expectCellsHoldContent(table: ReturnType<typeof within>) {
  const rows = (await table.findAllByRole('row')).filter((row: HTMLElement) => row.closest('tbody'));
  await expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    for (const cell of Array.from(row.children) as HTMLElement[]) {
      const label = `${cell.textContent ?? ''} (${Math.round(cell.scrollWidth)} in ${Math.round(cell.clientWidth)} px)`;
      await expect(cell.scrollWidth <= cell.clientWidth ? 'fits' : label).toBe('fits');
      await expect(cell.scrollHeight <= cell.clientHeight ? 'fits' : `${cell.textContent ?? ''}: too tall`).toBe('fits');
      const box = cell.getBoundingClientRect();
      for (const control of Array.from(cell.querySelectorAll('button'))) {
        const inner = control.getBoundingClientRect();
        await expect(inner.left >= box.left && inner.right <= box.right ? 'inside' : `${control.textContent ?? ''} outside its cell`).toBe('inside');
      }
    }
  }
}

/**
 * The member search's table once it shows the search for `word` (each row's name holds it), not
 * the rows from before it: a selection made on those would be dropped when the search's rows
 * arrive, since a selection belongs to its filter.
 */
export async function findSearchedMembers(page: ReturnType<typeof within>, caption: string, word: string) {
  const table = await page.findByRole('table', { name: caption }, { timeout: 10_000 });
  await waitFor(
    () => {
      expect(table).not.toHaveAttribute('aria-busy');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.length > 0 && rows.every((row) => row.textContent?.includes(word))).toBe(true);
    },
    { timeout: 10_000 },
  );
  return within(table);
}

/** A section of a page by its accessible name (the account page's regions). */
export async function section(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('region', { name }));
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One call fails unexpectedly (500 `server.error`). `path` is matched under any origin. */
export function failing(method: Method, path: string): HttpHandler {
  return http[method](`*${path}`, () =>
    HttpResponse.json(
      { status: 500, code: errorCodes.serverError.code, message: 'Internal Server Error', data: null },
      { status: 500 },
    ),
  );
}

/** One call never answers: the screen stays in its waiting state. */
export function neverAnswering(method: Method, path: string): HttpHandler {
  return http[method](`*${path}`, () => new Promise<Response>(() => undefined));
}

/**
 * Counts one call without answering it (the mock's own handler still answers), so a story can
 * say a call was or was not made, and with which Authorization header. Reset it in the story's
 * `beforeEach`.
 */
export function callCounter(method: Method, path: string) {
  const counter = {
    count: 0,
    authorizations: [] as (string | null)[],
    /** Each call's body as sent (text; '' without one). */
    bodies: [] as string[],
    handler: http[method](`*${path}`, async ({ request }) => {
      counter.count += 1;
      counter.authorizations.push(request.headers.get('Authorization'));
      counter.bodies.push(await request.clone().text());
    }),
    reset: () => {
      counter.count = 0;
      counter.authorizations = [];
      counter.bodies = [];
    },
  };
  return counter;
}
