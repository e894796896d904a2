/**
 * Where an operator was in a list, kept for the tab's session (issue 27, "coming back keeps the
 * place"): the list's address with its filters, remembered while the list is shown, so a detail
 * page's breadcrumb (`listReturnPath`) leads back to the list as the operator left it rather than
 * to its bare default view; and how many slices of a cursor list were loaded ("주문 더 보기"), so
 * a reload or Back shows as many rows again. Every list on the kit remembers itself (ListPage,
 * sliceRows); a detail page only asks. Session storage: one tab's place, gone with the tab, never
 * shared with another operator on the machine.
 */

const URL_PREFIX = 'klass.listUrl:';
const SLICES_PREFIX = 'klass.listSlices:';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // A storage that refuses (private mode, full) only costs the remembered place.
  }
}

/** Remembers the list at `pathname` as shown now (`search`: '' or `?…`). */
export function rememberListUrl(pathname: string, search: string): void {
  write(URL_PREFIX + pathname, search || null);
}

/**
 * The way back to a list: its path with the filters, sort and page it last had in this tab, or
 * the bare path when it was not opened here. For a detail page's breadcrumb (AdminPage `areaTo`).
 */
export function listReturnPath(listPath: string): string {
  const search = read(URL_PREFIX + listPath);
  return search?.startsWith('?') ? `${listPath}${search}` : listPath;
}

/** The slices loaded last time at this address (pathname and search), 1 when unknown. */
export function rememberedSliceCount(address: string): number {
  const count = Number(read(SLICES_PREFIX + address));
  return Number.isInteger(count) && count > 1 ? count : 1;
}

export function rememberSliceCount(address: string, count: number): void {
  write(SLICES_PREFIX + address, count > 1 ? String(count) : null);
}
