/**
 * Account area handlers (`/rest/account`, spec learner.md §7 Account). The flows' rules live
 * beside this file in `mocks/account/` (sessions and refresh rotation, verification codes,
 * one-time secrets, social); token signing is `mocks/auth/`. These resolvers wire them to the
 * contract. Every mail goes to `mocks/outbox.ts`.
 */
import { validationMessages } from '@app/shared/api/contract/validationMessages';
import { mockMessages } from '@mocks/engine/messages';
import { HttpResponse, type HttpHandler } from 'msw';
import { accountEndpoints, type Invitation } from '@app/shared/api/contract/account';
import { ssoEndpoints } from '@app/shared/api/contract/sso';
import { assertSamePassword, createAccount } from './accounts';
import { iso, lifetimes, now, secondsFromNow } from './clock';
import {
  assertEmailFree,
  availability,
  findAccountByEmail,
  findAccountById,
  normaliseEmail,
} from './identity';
import { applyInfo, registerFields } from './infoValues';
import { applyAgreement } from './marketingConsent';
import { usableOrThrow } from './oneTime';
import {
  endSession,
  loginFailedMessage,
  rotate,
  rotateWithMaster,
  startSession,
} from './session';
import { endLegacySession, expireLegacyCookie } from './legacySession';
import { loginWithCode, loginWithProviderToken } from './social';
import { newOpaqueToken } from '@mocks/auth/tokens';
import {
  checkCode,
  consumeRegisterVerification,
  startVerification,
} from './verification';
import { db } from '@mocks/db/database';
import type { AccountRecord, InvitationRecord } from './schemas';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { sendMail } from '@mocks/outbox';

/** Strips the server-only fields so an answer matches the contract's Account. */
export function toAccount({
  password: _p,
  status: _s,
  roles: _r,
  agreement: _a,
  joinedAt: _j,
  withdrawal: _w,
  marketingChangedAt: _m,
  nightMarketing: _n,
  ...account
}: AccountRecord) {
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
    throw new MockError('unauthenticated', mockMessages.loginRequired);
  }
  return account;
}

async function updateAccount(
  account: AccountRecord,
  change: (draft: AccountRecord) => void,
): Promise<AccountRecord> {
  return (
    (await db.accounts.update((q) => q.where({ accountKey: account.accountKey }), {
      data: change,
    })) ?? account
  );
}

function toInvitation(record: InvitationRecord): Invitation {
  const status =
    record.usedAt !== null ? 'ACCEPTED' : record.expiresAt <= now() ? 'EXPIRED' : 'PENDING';
  return {
    email: record.email,
    status,
    invitedAt: iso(record.invitedAt),
    expiredAt: iso(record.expiresAt),
  };
}

const linkMessages = {
  invitation: {
    notFound: '유효하지 않은 초대 링크예요.',
    expired: '초대 링크가 만료됐어요. 초대한 분께 다시 보내 달라고 해 주세요.',
  },
  reset: {
    notFound: '유효하지 않은 비밀번호 재설정 링크예요.',
    expired: '비밀번호 재설정 링크가 만료됐어요. 다시 요청해 주세요.',
  },
  qr: {
    notFound: 'QR 인증 정보를 확인할 수 없어요.',
    expired: 'QR 인증 시간이 지났어요. QR 코드를 다시 찍어 주세요.',
  },
} as const;

async function invite(inviter: AccountRecord, email: string): Promise<InvitationRecord> {
  const token = newOpaqueToken();
  const record = await db.invitations.create({
    token,
    email,
    inviterKey: inviter.accountKey,
    invitedAt: now(),
    expiresAt: secondsFromNow(lifetimes.invitation),
    usedAt: null,
  });
  await sendMail({
    kind: 'INVITATION',
    to: email,
    subject: `[klass] ${inviter.displayName}님이 초대했어요`,
    body: '아래 링크에서 이름과 비밀번호를 입력하면 가입이 끝나요.',
    link: `/app/invite?token=${token}`,
  });
  return record;
}

export const accountHandlers = {
  inviteEmail: handle(accountEndpoints.inviteEmail, async ({ auth, body }) => {
    const inviter = requireAccount(auth?.sub ?? '');
    const emails = [...new Set(body.emails.map(normaliseEmail))];
    for (const email of emails) assertEmailFree(email);
    const invitations: Invitation[] = [];
    for (const email of emails) invitations.push(toInvitation(await invite(inviter, email)));
    return { invitations };
  }),

  all: handle(accountEndpoints.all, ({ auth }) => {
    const me = requireAccount(auth?.sub ?? '');
    const samePerson = (other: AccountRecord) =>
      other.status === 'ACTIVE' &&
      (other.accountKey === me.accountKey ||
        other.email === me.email ||
        (me.phoneVerified && other.phoneVerified && other.phone === me.phone));
    const accounts = db.accounts
      .findMany((q) => q.where(samePerson))
      .sort(
        (a, b) => Number(b.accountKey === me.accountKey) - Number(a.accountKey === me.accountKey),
      );
    return {
      accounts: accounts.map(
        ({ accountKey, displayName, email, id, linkedSocial, hasPassword }) => ({
          accountKey,
          displayName,
          email,
          id,
          linkedSocial,
          hasPassword,
        }),
      ),
    };
  }),

  invited: handle(accountEndpoints.invited, ({ auth }) => {
    const me = requireAccount(auth?.sub ?? '');
    const sent = db.invitations.findMany((q) => q.where({ inviterKey: me.accountKey }));
    return { invitations: sent.sort((a, b) => b.invitedAt - a.invitedAt).map(toInvitation) };
  }),

  identifierTokenClaim: handle(accountEndpoints.identifierTokenClaim, ({ query }) => {
    const invitation = db.invitations.findFirst((q) => q.where({ token: query.token }));
    if (invitation) {
      usableOrThrow(invitation, linkMessages.invitation);
      return {
        type: 'INVITATION' as const,
        identifier: invitation.email,
        expiredAt: iso(invitation.expiresAt),
      };
    }
    const reset = usableOrThrow(
      db.passwordResets.findFirst((q) => q.where({ token: query.token })),
      linkMessages.reset,
    );
    const account = db.accounts.findFirst((q) => q.where({ accountKey: reset.accountKey }));
    if (!account) throw new MockError('notFound', linkMessages.reset.notFound);
    return {
      type: 'PASSWORD_RESET' as const,
      identifier: account.email,
      expiredAt: iso(reset.expiresAt),
    };
  }),

  qrLogin: handle(accountEndpoints.qrLogin, async ({ query }) => {
    const record = usableOrThrow(
      db.qrTokens.findFirst((q) => q.where({ token: query.token, tenantId: query.tenantId })),
      linkMessages.qr,
    );
    await db.qrTokens.update(record, {
      data(draft) {
        draft.usedAt = now();
      },
    });
    return startSession(requireAccount(record.accountKey));
  }),

  inviteRegister: handle(accountEndpoints.inviteRegister, async ({ body }) => {
    const invitation = usableOrThrow(
      db.invitations.findFirst((q) => q.where({ token: body.token })),
      linkMessages.invitation,
    );
    assertEmailFree(invitation.email);
    await db.invitations.update(invitation, {
      data(draft) {
        draft.usedAt = now();
      },
    });
    // The invitation mail proved the address, so the e-mail starts verified.
    const account = await createAccount({
      email: invitation.email,
      emailVerified: true,
      displayName: body.name,
      password: body.password,
    });
    return startSession(account);
  }),

  identifierVerifier: handle(accountEndpoints.identifierVerifier, ({ body }) => {
    assertEmailFree(body.identifier);
    return startVerification(body.identifier, 'REGISTER', null);
  }),

  verifyCode: handle(accountEndpoints.verifyCode, async ({ body }) => {
    const verification = await checkCode(body.identifier, body.code);
    if (verification.purpose === 'CHANGE_EMAIL' && verification.accountKey) {
      const account = requireAccount(verification.accountKey);
      assertEmailFree(verification.identifier, account.accountKey);
      await updateAccount(account, (draft) => {
        draft.email = verification.identifier;
        draft.emailVerified = true;
      });
      await db.verifications.update(
        (q) => q.where({ identifier: verification.identifier, usedAt: null }),
        {
          data(draft) {
            draft.usedAt = now();
          },
        },
      );
    }
    return {
      identifier: verification.identifier,
      verifiedAt: iso(verification.verifiedAt ?? now()),
    };
  }),

  certify: handle(accountEndpoints.certify, async ({ body }) => {
    const record = await db.certifications.create({
      certificationKey: newOpaqueToken(),
      phone: body.phone,
      name: body.name,
      certifiedAt: now(),
    });
    return {
      certificationKey: record.certificationKey,
      phone: record.phone,
      certificationAt: iso(record.certifiedAt),
    };
  }),

  identifierEmail: handle(accountEndpoints.identifierEmail, ({ auth, body }) => {
    const me = requireAccount(auth?.sub ?? '');
    const email = normaliseEmail(body.email);
    if (email === me.email && me.emailVerified) {
      throw new MockError('verifyAlreadyVerified', validationMessages.codeAlreadyVerified);
    }
    assertEmailFree(email, me.accountKey);
    return startVerification(email, 'CHANGE_EMAIL', me.accountKey);
  }),

  availableForRegister: handle(accountEndpoints.availableForRegister, ({ query }) =>
    availability(
      query.type === 'EMAIL' ? findAccountByEmail(query.value) : findAccountById(query.value),
    ),
  ),

  register: handle(accountEndpoints.register, async ({ body }) => {
    assertSamePassword(body);
    assertEmailFree(body.email);
    const info = applyInfo([], body.info, true);
    await consumeRegisterVerification(body.email);
    const account = await createAccount({
      email: body.email,
      emailVerified: true,
      displayName: body.displayName,
      password: body.password,
      info,
    });
    return startSession(account);
  }),

  registerId: handle(accountEndpoints.registerId, async ({ body }) => {
    assertSamePassword(body);
    const taken = availability(findAccountById(body.id));
    if (!taken.available)
      throw new MockError('registerExist', '이미 사용 중인 아이디예요.', { field: 'id' });
    assertEmailFree(body.email);
    const account = await createAccount({
      email: body.email,
      emailVerified: false,
      id: body.id,
      displayName: body.displayName,
      password: body.password,
      info: applyInfo([], body.info, true),
    });
    return startSession(account);
  }),

  agreement: handle(accountEndpoints.agreement, async ({ auth, body }) => {
    const me = requireAccount(auth?.sub ?? '');
    const agreement = { ...body, agreedAt: iso(now()) };
    // Marketing consent taken back here takes the night-time consent with it, as on the member's page.
    await updateAccount(me, (draft) => {
      applyAgreement(draft, agreement, agreement.agreedAt);
    });
    return agreement;
  }),

  login: handle(accountEndpoints.login, ({ body }) => {
    const account = findAccountByIdentifier(body.identifier);
    const passwordMatches = account?.password != null && account.password === body.password;
    // A withdrawn account answers its own code (spec §5 has a message for it) whatever the password.
    if (!account || (!passwordMatches && account.status !== 'WITHDRAWN')) {
      throw new MockError('loginFailed', loginFailedMessage);
    }
    return startSession(account);
  }),

  oauth: handle(accountEndpoints.oauth, ({ params, body }) =>
    loginWithProviderToken(params.kind, body.accessToken),
  ),

  oauthCode: handle(accountEndpoints.oauthCode, ({ params, body }) =>
    loginWithCode(params.kind, body.code, body.redirectPath),
  ),

  logout: handle(accountEndpoints.logout, async ({ auth, request }) => {
    await endSession(auth?.sid);
    // The legacy cookie's session ends too (and the browser is told to drop the cookie): the page
    // cannot clear an HttpOnly cookie, so without this the next back-office page would pick the
    // ended session up again through the legacy session call.
    endLegacySession(request);
    return new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': expireLegacyCookie } });
  }),

  ssoLogoutAccess: handle(accountEndpoints.ssoLogoutAccess, ({ auth, request }) => {
    requireAccount(auth?.sub ?? '');
    // The partner's logout page; the mock plays the partner at this path (ssoEndpoints.partnerLogout),
    // on the origin the caller reached (the Host header, as a server behind any port would see it).
    const url = new URL(request.url);
    const origin = `${url.protocol}//${request.headers.get('host') ?? url.host}`;
    return { logoutUrl: new URL(ssoEndpoints.partnerLogout.path, origin).toString() };
  }),

  me: handle(accountEndpoints.me, ({ auth }) => toAccount(requireAccount(auth?.sub ?? ''))),

  updateDisplayName: handle(accountEndpoints.updateDisplayName, async ({ auth, body }) => {
    const me = requireAccount(auth?.sub ?? '');
    return toAccount(
      await updateAccount(me, (draft) => {
        draft.displayName = body.displayName;
      }),
    );
  }),

  changePassword: handle(accountEndpoints.changePassword, async ({ auth, body }) => {
    const me = requireAccount(auth?.sub ?? '');
    if (me.password === null) {
      throw new MockError(
        'badRequest',
        '아직 비밀번호가 없는 계정이에요. 비밀번호를 먼저 설정해 주세요.',
      );
    }
    if (me.password !== body.currentPassword) {
      throw new MockError('invalidCurrentPassword', validationMessages.currentPasswordInvalid);
    }
    assertSamePassword(body);
    await updateAccount(me, (draft) => {
      draft.password = body.password;
    });
    return null;
  }),

  passwordResetRequest: handle(accountEndpoints.passwordResetRequest, async ({ body }) => {
    const account = findAccountByEmail(body.email);
    // Answer the same either way, so the form cannot be used to find out who has an account.
    if (!account || account.status !== 'ACTIVE') return null;
    const token = newOpaqueToken();
    await db.passwordResets.create({
      token,
      accountKey: account.accountKey,
      expiresAt: secondsFromNow(lifetimes.passwordReset),
      usedAt: null,
    });
    await sendMail({
      kind: 'PASSWORD_RESET',
      to: account.email,
      subject: '[klass] 비밀번호 재설정 안내',
      body: '아래 링크에서 새 비밀번호를 설정해 주세요. 링크는 30분 동안 쓸 수 있어요.',
      link: `/app/password/reset?token=${token}`,
    });
    return null;
  }),

  passwordReset: handle(accountEndpoints.passwordReset, async ({ body }) => {
    const reset = usableOrThrow(
      db.passwordResets.findFirst((q) => q.where({ token: body.token })),
      linkMessages.reset,
    );
    assertSamePassword(body);
    const account = requireAccount(reset.accountKey);
    await db.passwordResets.update(reset, {
      data(draft) {
        draft.usedAt = now();
      },
    });
    await updateAccount(account, (draft) => {
      draft.password = body.password;
      draft.hasPassword = true;
    });
    return null;
  }),

  withdrawal: handle(accountEndpoints.withdrawal, async ({ auth, body }) => {
    const me = requireAccount(auth?.sub ?? '');
    if (!body.agreement)
      throw new MockError('withdrawalAgreementRequired', '약관에 동의해 주세요.');
    if (me.password === null || me.password !== body.password) {
      throw new MockError('invalidCurrentPassword', '비밀번호가 맞지 않아요.');
    }
    // Sessions stay on record: their next refresh answers refresh.invalid_account.
    await updateAccount(me, (draft) => {
      draft.status = 'WITHDRAWN';
      draft.withdrawal = { at: iso(now()), by: 'SELF' };
    });
    return null;
  }),

  registerSetting: handle(accountEndpoints.registerSetting, () => ({ info: registerFields() })),

  updateInfo: handle(accountEndpoints.updateInfo, async ({ auth, body }) => {
    const me = requireAccount(auth?.sub ?? '');
    const info = applyInfo(me.info, body.info, false);
    return toAccount(
      await updateAccount(me, (draft) => {
        draft.info = info;
      }),
    );
  }),

  setPassword: handle(accountEndpoints.setPassword, async ({ auth, body }) => {
    const me = requireAccount(auth?.sub ?? '');
    if (me.password !== null) {
      throw new MockError(
        'badRequest',
        '이미 비밀번호가 있는 계정이에요. 비밀번호 변경에서 바꿔 주세요.',
      );
    }
    assertSamePassword(body);
    await updateAccount(me, (draft) => {
      draft.password = body.password;
      draft.hasPassword = true;
    });
    return null;
  }),

  refresh: handle(accountEndpoints.refresh, ({ body }) => rotate(body.refreshToken)),

  refreshAddRole: handle(accountEndpoints.refreshAddRole, ({ body }) =>
    rotateWithMaster(body.refreshToken, body.role.roleId),
  ),

  masterAuthorities: handle(accountEndpoints.masterAuthorities, ({ auth, query }) => {
    const me = requireAccount(auth?.sub ?? '');
    return db.masterAuthorities
      .findMany((q) => q.where({ accountKey: me.accountKey }))
      .sort((a, b) => b.lastUsedAt - a.lastUsedAt)
      .slice(0, query.size)
      .map(({ masterId, title, features, permissions }) => ({
        masterId,
        title,
        features,
        permissions,
      }));
  }),
} satisfies Record<keyof typeof accountEndpoints, HttpHandler>;
