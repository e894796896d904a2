/**
 * Account area handlers (`/rest/account`).
 */
import { accountEndpoints } from '@app/api/contract/account';
import { issueTokenPair } from '@mocks/auth/issue';

import type { AccountRecord } from '@mocks/db/schemas';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';

/** Strips the server-only fields so an answer matches the contract's Account. */
export function toAccount({ password: _p, status: _s, roles: _r, ...account }: AccountRecord) {
  return account;
}

export function findAccountByIdentifier(identifier: string): AccountRecord | undefined {
  const normalised = identifier.trim().toLowerCase();
  return db.accounts.findFirst((q) =>
    q.where((account) => account.email === normalised || account.id === normalised),
  );
}

export function requireAccount(accountKey: string): AccountRecord {
  const account = db.accounts.findFirst((q) => q.where({ accountKey }));
  if (!account || account.status !== 'ACTIVE') {
    throw new MockError('unauthenticated', '로그인 후 이용할 수 있습니다.');
  }
  return account;
}

export const accountHandlers = {
  login: handle(accountEndpoints.login, async ({ body }) => {
    const account = findAccountByIdentifier(body.identifier);
    if (account?.status === 'WITHDRAWN') {
      throw new MockError('accountWithdrawn', '탈퇴한 계정입니다.');
    }
    if (!account || account.password === null || account.password !== body.password) {
      throw new MockError('loginFailed', '이메일(아이디) 또는 비밀번호를 다시 확인해 주세요.');
    }
    return issueTokenPair(account.accountKey);
  }),
  me: handle(accountEndpoints.me, ({ auth }) => toAccount(requireAccount(auth?.sub ?? ''))),
};
