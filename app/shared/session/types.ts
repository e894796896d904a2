/**
 * The session seen from outside: what the request layer needs (a token now, a refresh after a
 * rejection) and what React needs (a snapshot to subscribe to, the actions of useSession).
 * Both sources, the browser token session and the native player bridge, implement it.
 */
import type { TokenPair } from '@app/shared/api/contract/session';

/** learner.md §4 "Authentication state": uninitialised, then authenticated or unauthenticated. */
export type SessionStatus = 'uninitialised' | 'authenticated' | 'unauthenticated';

/**
 * Where the tokens live: `storage` (the two persistent entries), `startup` (passed in at
 * start-up; storage is never touched) or `bridge` (the native player app owns the token).
 */
export type SessionMode = 'storage' | 'startup' | 'bridge';

/**
 * Why the tokens were cleared. `logout` is the user's own act and does not fire the on-clear
 * handler; every other reason does (learner.md §4 "Access token expiry").
 */
export type ClearReason = 'logout' | 'expired' | 'withdrawal';

export interface SessionSnapshot {
  readonly status: SessionStatus;
  readonly mode: SessionMode;
  /**
   * Why the last session ended when it ended without the person's own logout (a refresh that
   * failed: `expired`), so the login page can say so — on this page load and on the tab's next
   * one (endedNote.ts); null once anyone logs in or out.
   */
  readonly endedBy: Exclude<ClearReason, 'logout'> | null;
}

export interface Session {
  /** Leaves `uninitialised`: with `tokens` the session never reads or writes browser storage. */
  start(tokens?: TokenPair): void;
  /** Stable object between changes, as useSyncExternalStore requires. */
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** The access token to send now (refreshed first when it is expiring), or null. */
  getAccessToken(): Promise<string | null>;
  /**
   * The server rejected `rejected` as expired: refresh (one shared flight) unless a newer token
   * already replaced it, and answer the token for the retry.
   */
  refreshAfterRejection(rejected: string | null): Promise<string | null>;
  setTokens(pair: TokenPair): void;
  clear(reason: ClearReason): void;
  /** Adds the MASTER role with this id to the session (learner.md §7 `refresh/add-role`). */
  addRole(roleId: string | number): Promise<void>;
  /** Stops listening to other tabs. */
  dispose(): void;
}
