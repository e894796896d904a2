/**
 * The observable part of a session: one snapshot object, replaced only when the status, the mode
 * or the token's roles change, and its listeners. Shared by both token sources so React sees them
 * the same way.
 */
import type { SessionMode, SessionSnapshot, SessionStatus } from './types';

export interface SnapshotStore {
  get(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * The session's state after its tokens changed: its status and the roles its access token names.
   * `mode` changes once at most: a token session learns at start-up where its tokens live.
   */
  set(status: SessionStatus, roles: readonly string[], mode?: SessionMode): void;
}

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role, index) => role === b[index]);
}

export function createSnapshotStore(mode: SessionMode): SnapshotStore {
  let snapshot: SessionSnapshot = { status: 'uninitialised', mode, roles: [] };
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(status, roles, mode = snapshot.mode) {
      if (status === snapshot.status && mode === snapshot.mode && sameRoles(roles, snapshot.roles)) return;
      snapshot = { status, mode, roles };
      for (const listener of [...listeners]) listener();
    },
  };
}
