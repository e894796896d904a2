/**
 * What a logout leaves behind in the browser (issue 20; OWASP ASVS 5.0 14.3.1): nothing of the
 * person. Every entry of localStorage and sessionStorage is removed — the tokens, the progress
 * outbox (it carries class-room tokens and would be sent again under the next person's session),
 * a widget's visitor data, anything a later feature stores — except the few that are not the
 * person's, named below. Deny by default, so a new entry is cleared without anyone remembering to.
 *
 * Another tab of the same browser follows: the token entries' removal reaches it as a `storage`
 * event, and it drops its own session storage and its query cache the same way.
 */
import type { QueryClient } from '@tanstack/react-query';
import { TOKEN_STORAGE_KEYS } from '@app/shared/session/tokenStorage';

/**
 * Entries that survive a logout, each for a reason:
 * - `klass.mock.` — the in-browser mock's own database and scenario (mock mode only; it is the
 *   mock's backend, not the person's cache);
 * - `klass.admin.views.` — an operator's saved list views: named filter URLs they made, kept per
 *   account and tenant (read only when that account signs in again), with no server data in them.
 */
export const SURVIVES_LOGOUT: readonly string[] = ['klass.mock.', 'klass.admin.views.'];

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

/** The browser's two storage areas, where they exist (absent in Node, may throw when blocked). */
function browserStorages(): ClearableStorage[] {
  const storages: ClearableStorage[] = [];
  for (const read of [() => globalThis.localStorage, () => globalThis.sessionStorage]) {
    try {
      const storage = read();
      if (storage) storages.push(storage);
    } catch {
      // Storage disabled by the browser: nothing can be left in it either.
    }
  }
  return storages;
}

/**
 * After this tab's logout: the person's entries leave both storage areas and the query cache is
 * emptied (the pages are left right after, so nothing observes the dropped queries).
 */
export function forgetPerson(queryClient: QueryClient, storages: ClearableStorage[] = browserStorages()): void {
  for (const storage of storages) clearPersonalStorage(storage);
  queryClient.clear();
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
  storages: () => ClearableStorage[] = browserStorages,
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
