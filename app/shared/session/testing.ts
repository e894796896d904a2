/**
 * Test helpers for the session and request-layer tests (imported by tests only): access tokens
 * with a chosen `exp`, an in-memory storage that counts its use, and a storage event source.
 */
import { UnsecuredJWT } from 'jose';
import type { TokenStorage } from './tokenStorage';
import type { StorageEventSource } from './tokenSession';

let serial = 0;

/**
 * A JWT whose payload carries `exp` (seconds), unique per call so tokens can be told apart, and
 * `roles` when given (as the server's token names MASTER after an add-role).
 */
export function accessTokenExpiringAt(expMs: number, roles?: readonly string[]): string {
  serial += 1;
  return new UnsecuredJWT({ n: serial, ...(roles ? { roles } : {}) })
    .setExpirationTime(Math.floor(expMs / 1000))
    .encode();
}

export interface MemoryStorage extends TokenStorage {
  readonly entries: Map<string, string>;
  /** Every getItem/setItem/removeItem call, to prove a session never touched storage. */
  readonly uses: number;
}

export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const entries = new Map(Object.entries(initial));
  let uses = 0;
  return {
    entries,
    get uses() {
      return uses;
    },
    getItem(key) {
      uses += 1;
      return entries.get(key) ?? null;
    },
    setItem(key, value) {
      uses += 1;
      entries.set(key, value);
    },
    removeItem(key) {
      uses += 1;
      entries.delete(key);
    },
  };
}

/** Stands in for another tab's `window`: `announce` delivers a storage event as a browser would. */
export function createStorageEvents(): StorageEventSource & {
  announce(key: string | null, storageArea: TokenStorage): void;
} {
  const target = new EventTarget();
  return {
    addEventListener: (type, listener) => target.addEventListener(type, listener as EventListener),
    removeEventListener: (type, listener) =>
      target.removeEventListener(type, listener as EventListener),
    announce(key, storageArea) {
      target.dispatchEvent(Object.assign(new Event('storage'), { key, storageArea }));
    },
  };
}
