/**
 * What a logout leaves behind in the browser (issue 20; OWASP ASVS 5.0 14.3.1): nothing of the
 * person, in any area a browser has. Every entry of localStorage and sessionStorage is removed —
 * the tokens, the progress outbox (it carries class-room tokens and would be sent again under the
 * next person's session), a widget's visitor data, anything a later feature stores — and so is
 * every cookie the page can see, every IndexedDB database and every Cache Storage cache of the
 * origin, except the few that are not the person's, named below. Deny by default, so a new entry
 * (an offline copy, a cached document) is cleared without anyone remembering to.
 *
 * Another tab of the same browser follows: the token entries' removal reaches it as a `storage`
 * event, and it drops its own session storage and its query cache the same way (the other areas
 * are the origin's, shared by the tabs: the logging-out tab has cleared them).
 */
import type { QueryClient } from '@tanstack/react-query';
import { TOKEN_STORAGE_KEYS } from '@app/shared/session/tokenStorage';

/**
 * Name prefixes of what survives a logout, in every area (storage keys, cookie, database and cache
 * names), each for a reason:
 * - `klass.mock.` — the in-browser mock's own database and scenario (mock mode only; it is the
 *   mock's backend, not the person's cache);
 * - `klass.admin.views.` — an operator's saved list views: named filter URLs they made, kept per
 *   account and tenant (read only when that account signs in again), with no server data in them.
 */
export const SURVIVES_LOGOUT = ['klass.mock.', 'klass.admin.views.'] as const;

export function survivesLogout(key: string): boolean {
  return SURVIVES_LOGOUT.some((prefix) => key.startsWith(prefix));
}

/** The part of `Storage` the clearing walks. */
export type ClearableStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/** Removes every entry of `storage` that does not survive a logout; answers the removed keys. */
export function clearPersonalStorage(storage: ClearableStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !survivesLogout(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys;
}

/** Where the page reads and writes its cookies (`document`) and where it is (`location`). */
export interface CookieJar {
  cookie: string;
}
export type CookiePlace = Pick<Location, 'hostname' | 'pathname' | 'protocol'>;

/** The cookie names `document.cookie` shows (HttpOnly ones are the server's to end, unseen here). */
function cookieNames(jar: CookieJar): string[] {
  const names = jar.cookie.split(';').map((pair) => pair.split('=')[0]?.trim() ?? '');
  return [...new Set(names.filter((name) => name !== ''))];
}

/**
 * Removes every cookie the page can see that does not survive a logout; answers the removed
 * names. A cookie is removed only by an expired one of the same name, path and domain, which the
 * page cannot read: it is expired at every path from `/` to the page's own and at the host and
 * each parent domain (the browser refuses the ones that do not apply). A page sees only the
 * cookies of the paths it is under, and the logout ends wherever the route guard has sent the page
 * by then: a feature that ever sets a cookie sets it at `/`.
 */
export function clearPersonalCookies(jar: CookieJar, place: CookiePlace): string[] {
  const names = cookieNames(jar).filter((name) => !survivesLogout(name));
  if (names.length === 0) return [];
  const segments = place.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  const labels = place.hostname.split('.');
  const isAddress = /^[\d.]+$|:/.test(place.hostname) || labels.length < 2;
  const domains = [
    '',
    ...(isAddress ? [] : labels.slice(0, -1).map((_, index) => `; domain=${labels.slice(index).join('.')}`)),
  ];
  // `__Secure-` and `__Host-` cookies are only written with Secure, which an https page may add.
  const secure = place.protocol === 'https:' ? '; secure' : '';
  for (const name of names) {
    for (const path of paths) {
      for (const domain of domains) {
        jar.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}${domain}${secure}`;
      }
    }
  }
  return names;
}

/** The part of `indexedDB` the clearing uses (a deletion request reports its end as events). */
export interface DatabaseDirectory {
  databases(): Promise<Array<Pick<IDBDatabaseInfo, 'name'>>>;
  deleteDatabase(name: string): Pick<EventTarget, 'addEventListener'>;
}

/**
 * Deletes every IndexedDB database of the origin that does not survive a logout; answers the
 * deleted names. A deletion that another tab's open connection blocks finishes when that tab
 * lets go (the tab follows the logout); it is not waited for, so the logout never hangs on it.
 */
export async function clearPersonalDatabases(directory: DatabaseDirectory): Promise<string[]> {
  const names = (await directory.databases())
    .map((database) => database.name)
    .filter((name): name is string => name !== undefined && !survivesLogout(name));
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((settled) => {
          const request = directory.deleteDatabase(name);
          for (const end of ['success', 'error', 'blocked']) request.addEventListener(end, () => settled());
        }),
    ),
  );
  return names;
}

/** The part of `caches` (Cache Storage) the clearing uses. */
export type CacheDirectory = Pick<CacheStorage, 'keys' | 'delete'>;

/** Deletes every Cache Storage cache of the origin that does not survive a logout; answers the names. */
export async function clearPersonalCaches(directory: CacheDirectory): Promise<string[]> {
  const names = (await directory.keys()).filter((name) => !survivesLogout(name));
  await Promise.all(names.map((name) => directory.delete(name)));
  return names;
}

/** Every area of the browser where the person's data can be; null where this browser has none. */
export interface BrowserAreas {
  storages: ClearableStorage[];
  cookies: { jar: CookieJar; place: CookiePlace } | null;
  databases: DatabaseDirectory | null;
  caches: CacheDirectory | null;
}

/** Reads an area that may be missing (Node, jsdom), or throw when the browser blocks it. */
function areaOrNull<T>(read: () => T | undefined): T | null {
  try {
    return read() ?? null;
  } catch {
    // Blocked by the browser: nothing can be left in it either.
    return null;
  }
}

/** This page's areas. IndexedDB counts only where it can list its databases (all current browsers). */
export function browserAreas(): BrowserAreas {
  const storages = [() => globalThis.localStorage, () => globalThis.sessionStorage]
    .map((read) => areaOrNull(read))
    .filter((storage): storage is Storage => storage !== null);
  const indexedDB = areaOrNull(() => globalThis.indexedDB);
  return {
    storages,
    cookies: typeof document === 'undefined' ? null : { jar: document, place: window.location },
    databases: typeof indexedDB?.databases === 'function' ? indexedDB : null,
    // Cache Storage exists in secure contexts only (https, localhost).
    caches: areaOrNull(() => globalThis.caches),
  };
}

/**
 * After this tab's logout: the person's entries leave every area and the query cache is emptied
 * (the pages are left right after, so nothing observes the dropped queries). The synchronous
 * areas go first; a database or cache that cannot be listed or deleted does not stop the rest.
 */
export async function forgetPerson(queryClient: QueryClient, areas: BrowserAreas = browserAreas()): Promise<void> {
  for (const storage of areas.storages) clearPersonalStorage(storage);
  if (areas.cookies) clearPersonalCookies(areas.cookies.jar, areas.cookies.place);
  queryClient.clear();
  await Promise.allSettled([
    areas.databases && clearPersonalDatabases(areas.databases),
    areas.caches && clearPersonalCaches(areas.caches),
  ]);
}

/** Whether a `storage` event says another tab's session ended (its access token was removed). */
export function endsSessionElsewhere(event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>): boolean {
  // `key` is null when the other tab cleared the whole storage area.
  if (event.key === null) return true;
  return event.key === TOKEN_STORAGE_KEYS.access && event.oldValue !== null && event.newValue === null;
}

/** Where `storage` events arrive (`window` in the browser, a stand-in in tests). */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

/**
 * Follows a logout (or any session end) in another tab: this tab's session storage loses the
 * person's entries, and its query cache is reset — reset, not cleared, so a screen still mounted
 * asks again as a visitor instead of keeping the person's data. Answers the disconnect.
 */
export function followLogoutElsewhere(
  queryClient: QueryClient,
  events: StorageEvents | undefined = typeof window === 'undefined' ? undefined : window,
  storages: () => ClearableStorage[] = () => browserAreas().storages,
): () => void {
  if (!events) return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (!endsSessionElsewhere(event)) return;
    for (const storage of storages()) clearPersonalStorage(storage);
    void queryClient.resetQueries();
  };
  events.addEventListener('storage', onStorage);
  return () => events.removeEventListener('storage', onStorage);
}
