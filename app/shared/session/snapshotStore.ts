/**
 * The observable part of a session: one snapshot object, replaced only when the status changes,
 * and its listeners. Shared by both token sources so React sees them the same way.
 */
import type { SessionMode, SessionSnapshot, SessionStatus } from './types';

export interface SnapshotStore {
  get(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** `mode` changes once at most: a token session learns at start-up where its tokens live. */
  set(status: SessionStatus, mode?: SessionMode): void;
}

export function createSnapshotStore(mode: SessionMode): SnapshotStore {
  let snapshot: SessionSnapshot = { status: 'uninitialised', mode };
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(status, mode = snapshot.mode) {
      if (status === snapshot.status && mode === snapshot.mode) return;
      snapshot = { status, mode };
      for (const listener of [...listeners]) listener();
    },
  };
}
