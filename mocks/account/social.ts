/**
 * The mock plays the KAKAO and NAVER providers. A provider person is a social identity record;
 * the consent step — the mock HTTP server's authorize page (`oauthProviderPage.ts`), the in-app
 * consent page of `npm start` (`app/dev/`), or a test — lists `providerPeople` and calls
 * `issueOAuthCode` to get the one-time code the provider puts in the redirect, and
 * `/oauth/{kind}/code` exchanges it. For the token response the consent step hands back the
 * person's provider access token instead (`providerAccessToken`), and `/oauth/{kind}` logs in with
 * it. A person's first social login creates a social-only account (no id, no password) linked to
 * that provider.
 */
import type { SocialKind, TokenPair } from '@app/shared/api/contract/account';
import { db } from '@mocks/db/database';
import type { SocialIdentityRecord } from './schemas';
import { MockError } from '@mocks/engine/MockError';
import { createAccount } from './accounts';
import { lifetimes, now, secondsFromNow } from './clock';
import { usableOrThrow } from './oneTime';
import { startSession } from './session';
import { newOpaqueToken } from '@mocks/auth/tokens';

const invalidSocial = '소셜 로그인 정보를 확인할 수 없어요. 다시 시도해 주세요.';

export interface ConsentGrant {
  kind: SocialKind;
  providerUserId: string;
  /** Where the provider redirects back to; the code exchange must name the same path. */
  redirectPath: string;
}

/** A provider person as a consent step shows them. */
export interface ProviderPerson {
  providerUserId: string;
  displayName: string;
  email: string;
  /** False until the person's first social login creates their klass account. */
  hasAccount: boolean;
}

/**
 * The people the mock provider `kind` knows, in seed order, read from the database so a consent
 * step never repeats the seed (and shows a newcomer as linked once their first login made one).
 */
export function providerPeople(kind: SocialKind): ProviderPerson[] {
  return db.socialIdentities
    .findMany((q) => q.where({ kind }))
    .map((identity) => ({
      providerUserId: identity.providerUserId,
      displayName: identity.displayName,
      email: identity.email,
      hasAccount: identity.accountKey !== null,
    }));
}

/** The provider's consent step: answers the one-time `code` for the redirect. */
export async function issueOAuthCode(grant: ConsentGrant): Promise<string> {
  const identity = db.socialIdentities.findFirst((q) =>
    q.where({ kind: grant.kind, providerUserId: grant.providerUserId }),
  );
  if (!identity) throw new Error(`No ${grant.kind} person ${grant.providerUserId} in the mock`);
  const code = newOpaqueToken();
  await db.oauthCodes.create({
    code,
    kind: grant.kind,
    providerUserId: grant.providerUserId,
    redirectPath: grant.redirectPath,
    expiresAt: secondsFromNow(lifetimes.oauthCode),
    usedAt: null,
  });
  return code;
}

/**
 * The provider's token response (OAuth implicit grant): the person's access token, the one
 * `POST /oauth/{kind}` accepts. A provider token is the person's standing credential with the
 * provider, not one-time, so this reads the seeded one rather than minting another.
 */
export function providerAccessToken(kind: SocialKind, providerUserId: string): string {
  const identity = db.socialIdentities.findFirst((q) => q.where({ kind, providerUserId }));
  if (!identity) throw new Error(`No ${kind} person ${providerUserId} in the mock`);
  return identity.accessToken;
}

async function linkedAccountKey(identity: SocialIdentityRecord): Promise<string> {
  if (identity.accountKey) return identity.accountKey;
  const account = await createAccount({
    email: identity.email,
    emailVerified: true,
    displayName: identity.displayName,
    password: null,
    linkedSocial: [identity.kind],
  });
  await db.socialIdentities.update(
    (q) => q.where({ kind: identity.kind, providerUserId: identity.providerUserId }),
    {
      data(draft) {
        draft.accountKey = account.accountKey;
      },
    },
  );
  return account.accountKey;
}

async function loginAs(identity: SocialIdentityRecord): Promise<TokenPair> {
  const accountKey = await linkedAccountKey(identity);
  const account = db.accounts.findFirst((q) => q.where({ accountKey }));
  if (!account) throw new MockError('loginFailed', invalidSocial);
  return startSession(account);
}

export function loginWithProviderToken(kind: SocialKind, accessToken: string): Promise<TokenPair> {
  const identity = db.socialIdentities.findFirst((q) => q.where({ kind, accessToken }));
  if (!identity) throw new MockError('loginFailed', invalidSocial);
  return loginAs(identity);
}

export async function loginWithCode(
  kind: SocialKind,
  code: string,
  redirectPath: string,
): Promise<TokenPair> {
  const grant = usableOrThrow(
    db.oauthCodes.findFirst((q) => q.where({ code, kind })),
    { notFound: invalidSocial, expired: '소셜 로그인 시간이 지났어요. 다시 시도해 주세요.' },
  );
  if (grant.redirectPath !== redirectPath) {
    throw new MockError('badRequest', '소셜 로그인 요청 정보가 맞지 않아요.', {
      field: 'redirectPath',
    });
  }
  await db.oauthCodes.update(grant, {
    data(draft) {
      draft.usedAt = now();
    },
  });
  const identity = db.socialIdentities.findFirst((q) =>
    q.where({ kind, providerUserId: grant.providerUserId }),
  );
  if (!identity) throw new MockError('loginFailed', invalidSocial);
  return loginAs(identity);
}
