/**
 * Back-office account handlers (`/rest/account/session`, `/rest/account/admin/...`): the legacy
 * session cookie, an operator's permissions, a master's profile, the tenant's info-config and the
 * account-key lookup. Who may call each is checked before these run (access.ts via `handle`).
 * The area's own data is the legacy sessions (collections.ts, seeded by seed.ts); the operator
 * grants it reads are shared by every back-office area (`mocks/backoffice/collections.ts`).
 */
import { mockMessages } from '@mocks/engine/messages';
import { adminAccountEndpoints } from '@app/shared/api/contract/adminAccount';
import type { HttpHandler } from 'msw';
import { requireAccount } from '@mocks/account/handlers';
import { findAccountByEmail } from '@mocks/account/identity';
import { legacySessionOf } from '@mocks/account/legacySession';
import { startSession } from '@mocks/account/session';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { operatorGrant } from '@mocks/engine/access';

export const adminAccountHandlers = {
  legacySession: handle(adminAccountEndpoints.legacySession, ({ request }) => {
    const legacy = legacySessionOf(request);
    if (!legacy) throw new MockError('unauthenticated', mockMessages.loginRequired);
    return startSession(requireAccount(legacy.accountKey));
  }),

  permissions: handle(adminAccountEndpoints.permissions, ({ auth }) => {
    const accountKey = auth?.sub ?? '';
    return { accountKey, permissions: operatorGrant(accountKey)?.permissions ?? [] };
  }),

  masterMe: handle(adminAccountEndpoints.masterMe, ({ auth }) => {
    const account = requireAccount(auth?.sub ?? '');
    const authority = db.masterAuthorities.findFirst((q) =>
      q.where({ accountKey: account.accountKey, masterId: auth?.roleId ?? '' }),
    );
    if (!authority) throw new MockError('permissionDenied', '고른 매니저 권한을 찾을 수 없어요.', { required: 'MASTER' });
    return {
      masterId: authority.masterId,
      accountKey: account.accountKey,
      displayName: account.displayName,
      title: authority.title,
    };
  }),

  infoConfig: handle(adminAccountEndpoints.infoConfig, () => ({
    info: db.registerFields
      .findMany()
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...field }) => field),
  })),

  accountKeyByEmail: handle(adminAccountEndpoints.accountKeyByEmail, ({ query }) => {
    // Stored e-mails are normalised (trimmed, lower case), as every other e-mail lookup reads them.
    // A member's key: an operator's account has no member detail to open, so it is not found.
    const account = findAccountByEmail(query.email);
    if (!account || operatorGrant(account.accountKey)) throw new MockError('notFound', '이 이메일로 가입한 회원이 없어요.', { email: query.email });
    return { accountKey: account.accountKey };
  }),
} satisfies Record<keyof typeof adminAccountEndpoints, HttpHandler>;
