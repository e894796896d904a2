/**
 * React bindings of the session: `<SessionProvider session>` and `useSession()`. The session
 * itself stays framework-free; this file only subscribes to it (useSyncExternalStore) and adds
 * the logout call. The app shell and login page are written against `useSession()`.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TokenPair } from '@app/shared/api/contract/session';
import { api } from '@app/shared/api/client/api';
import { logout as logoutRoute } from '@app/shared/api/routes/session';
import type { Session, SessionMode, SessionSnapshot, SessionStatus } from './types';

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

export interface SessionApi {
  status: SessionStatus;
  isAuthenticated: boolean;
  mode: SessionMode;
  /** Why the last session ended without a logout (`expired`: a refresh failed), or null. */
  endedBy: SessionSnapshot['endedBy'];
  /** After a login: stores the pair (in memory only when the session started with tokens). */
  setTokens(pair: TokenPair): void;
  /**
   * `PUT /rest/account/logout` (cookies included), then clears with reason `logout` (no on-clear handler). Inside the
   * native app the page can neither end nor clear the session (§4, §6): there it does nothing and
   * resolves, so a flow that ends with a logout (withdrawal) never fails at the user; screens
   * hide their logout button there (`mode === 'bridge'`).
   */
  logout(): Promise<void>;
  /** Adds the MASTER role with this id (`refresh/add-role`). */
  addRole(roleId: string | number): Promise<void>;
  /** The access token to send now (the back-office reads the roles it names). */
  accessToken(): Promise<string | null>;
}

export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it');
  const snapshot = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    session.getSnapshot,
  );

  return useMemo(
    () => ({
      status: snapshot.status,
      isAuthenticated: snapshot.status === 'authenticated',
      mode: snapshot.mode,
      endedBy: snapshot.endedBy,
      setTokens: (pair) => session.setTokens(pair),
      async logout() {
        // Not even the server call: it would end the native app's session behind its back.
        if (snapshot.mode === 'bridge') return;
        try {
          // With the cookies: the server also ends the legacy cookie session (backoffice.md §7
          // Account) that the page cannot clear itself, being HttpOnly — or the next back-office
          // page would pick it up again as if nobody had logged out.
          await api.request(logoutRoute, {}, { credentials: 'include' });
        } catch {
          // The user asked to leave: the local session ends even when the server call fails.
        }
        session.clear('logout');
      },
      addRole: (roleId) => session.addRole(roleId),
      accessToken: () => session.getAccessToken(),
    }),
    [session, snapshot],
  );
}
