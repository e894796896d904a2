/**
 * The observable part of a session: one snapshot object, replaced only when it changes, and its
 * listeners. Shared by both token sources so React sees them the same way.
 */
import type { SessionMode, SessionSnapshot, SessionStatus } from './types';

type EndedBy = SessionSnapshot['endedBy'];

export interface SnapshotStore {
  get(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * `mode` changes once at most: a token session learns at start-up where its tokens live.
   * `endedBy` is given only by the clearing that ended a signed-in session; any other change
   * forgets it.
   */
  set(status: SessionStatus, mode?: SessionMode, endedBy?: EndedBy): void;
}

export function createSnapshotStore(mode: SessionMode): SnapshotStore {
  let snapshot: SessionSnapshot = { status: 'uninitialised', mode, endedBy: null };
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(status, mode = snapshot.mode, endedBy = null) {
      if (status === snapshot.status && mode === snapshot.mode && endedBy === snapshot.endedBy) return;
      snapshot = { status, mode, endedBy };
      for (const listener of [...listeners]) listener();
    },
  };
}
