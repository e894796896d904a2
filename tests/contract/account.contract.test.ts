/**
 * Contract walk of the account area (learner.md §7 Account): every endpoint is called through the
 * app's http client and every answer parsed with its contract schema; the documented account and
 * refresh errors of §8 are reached through the real flows and answer `{status, code, message,
 * data}`. Token expiry, refresh rotation, add-role and the four verification-code outcomes are
 * walked too. `describeAccountContract(() => baseUrl)` runs against any server holding the seeded
 * world that shares this process (it moves `settings.now` and reads the outbox); the base URL is
 * read inside the tests, so a harness may start its server in `beforeAll`.
 */
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accountEndpoints as endpoints,
  type InfoValueType,
  type TokenPair,
} from '@app/shared/api/contract/account';
import { apiErrorBodySchema } from '@app/shared/api/contract/errorBody';
import { validationMessages } from '@app/shared/api/contract/validationMessages';
import { issueOAuthCode } from '@mocks/account/social';
import { verificationMessages } from '@mocks/account/verification';
import { db } from '@mocks/db/database';
import { seededLogins, seededQrTokens, seededSocial } from '@mocks/account/seed';
import { resetSettings, settings } from '@mocks/engine/settings';
import { latestOutbox } from '@mocks/outbox';
import { startNodeMock, stopNodeMock } from '@mocks/runtimes/node';
import { NODE_MOCK_ORIGIN } from '@tests/mock/client';
import { contractClient, expectApiError, type ContractClient } from './support/contractClient';

const NEW_PASSWORD = 'newpass1234';
const LOGIN_FAILED = '이메일(아이디) 또는 비밀번호를 다시 확인해 주세요.';

/** Moves the mock clock forward by `seconds` (settings are reset after each test). */
function advanceClock(seconds: number): void {
  const from = settings.now();
  settings.now = () => from + seconds * 1000;
}

let uniqueCounter = 0;
function freshEmail(label: string): string {
  uniqueCounter += 1;
  return `${label}-${Date.now()}-${uniqueCounter}@klass.test`;
}

export function describeAccountContract(baseUrl: () => string): void {
  const called = new Set<string>();
  const client = (token: string | null) => contractClient(baseUrl(), token, called);
  const visitor = () => client(null);

  async function login(identifier: string, password: string): Promise<TokenPair> {
    return visitor().call(endpoints.login, { body: { identifier, password } });
  }
  async function as(identifier: string, password: string): Promise<ContractClient> {
    return client((await login(identifier, password)).accessToken);
  }
  /** The code of the latest verification mail to `email` (the mock's outbox, no real mail). */
  function mailedCode(email: string): string {
    const mail = latestOutbox({ kind: 'VERIFICATION_CODE', to: email });
    if (!mail?.code) throw new Error(`no verification code was mailed to ${email}`);
    return mail.code;
  }
  function mailedToken(email: string, kind: 'PASSWORD_RESET' | 'INVITATION'): string {
    const token = new URL(
      latestOutbox({ kind, to: email })?.link ?? '',
      'http://app.test',
    ).searchParams.get('token');
    if (!token) throw new Error(`no ${kind} link was mailed to ${email}`);
    return token;
  }
  /** Register → verify → register walk; answers the new account's login. */
  async function registerFresh(label: string): Promise<{ email: string; pair: TokenPair }> {
    const email = freshEmail(label);
    await visitor().call(endpoints.identifierVerifier, { body: { identifier: email } });
    await visitor().call(endpoints.verifyCode, {
      body: { identifier: email, code: mailedCode(email) },
    });
    const pair = await visitor().call(endpoints.register, {
      body: {
        email,
        password: NEW_PASSWORD,
        verificationPassword: NEW_PASSWORD,
        displayName: '새 학습자',
      },
    });
    return { email, pair };
  }

  let learner: ContractClient;

  beforeAll(async () => {
    learner = await as(seededLogins.learner.identifier, seededLogins.learner.password);
  });
  afterEach(() => resetSettings());

  describe('login, me and the session', () => {
    it('logs in by e-mail or by login id; me answers the account with every info value type', async () => {
      const me = await learner.call(endpoints.me, {});
      expect(me).toMatchObject({
        accountKey: 'acc-learner',
        emailVerified: true,
        id: 'haneul01',
        hasPassword: true,
      });
      const setting = await visitor().call(endpoints.registerSetting, {});
      const types = new Set<InfoValueType>(setting.info.map((field) => field.valueType));
      expect(types.size).toBe(9);
      expect(me.info.map((info) => info.fieldName).sort()).toEqual(
        setting.info.map((field) => field.name).sort(),
      );
      expect(me.info.find((info) => info.fieldName === 'certifiedPhone')?.conclusion).toBe(
        'CERTIFIED',
      );

      const byId = await as(seededLogins.idLearner.identifier, seededLogins.idLearner.password);
      expect(await byId.call(endpoints.me, {})).toMatchObject({
        id: 'jung02',
        emailVerified: false,
      });
    });

    it('§5 login failure: "이메일(아이디) 또는 비밀번호를 다시 확인해 주세요."; a withdrawn account answers its code', async () => {
      await expectApiError(
        login(seededLogins.learner.identifier, 'wrong-password'),
        'loginFailed',
        LOGIN_FAILED,
      );
      await expectApiError(login('nobody@klass.test', 'whatever123'), 'loginFailed', LOGIN_FAILED);
      await expectApiError(
        login(seededLogins.withdrawn.identifier, seededLogins.withdrawn.password),
        'accountWithdrawn',
      );
    });

    it('a bad body answers 400 request.invalid; a protected call without a token answers 401', async () => {
      await expectApiError(
        visitor().call(endpoints.login, { body: { identifier: '', password: '' } }),
        'badRequest',
      );
      await expectApiError(visitor().call(endpoints.me, {}), 'unauthenticated');
    });

    it('an access token past its exp answers TOKEN_EXPIRED (exp honoured against the mock clock)', async () => {
      settings.accessTokenTtlSeconds = 2;
      const pair = await login(seededLogins.learner.identifier, seededLogins.learner.password);
      expect((decodeJwt(pair.accessToken).exp ?? 0) - (decodeJwt(pair.accessToken).iat ?? 0)).toBe(
        2,
      );
      await client(pair.accessToken).call(endpoints.me, {});
      advanceClock(3);
      await expectApiError(client(pair.accessToken).call(endpoints.me, {}), 'tokenExpired');
    });

    it('all: the same person’s active accounts, the caller first', async () => {
      const { accounts } = await learner.call(endpoints.all, {});
      expect(accounts.map((account) => account.accountKey)).toEqual(['acc-learner', 'acc-social']);
    });
  });

  describe('refresh (rotation and every refresh code the flows can reach)', () => {
    it('rotates: the new pair works, a second use of the old token answers refresh.already_used', async () => {
      const first = await login(seededLogins.learner.identifier, seededLogins.learner.password);
      const second = await visitor().call(endpoints.refresh, {
        body: { refreshToken: first.refreshToken },
      });
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(await client(second.accessToken).call(endpoints.me, {})).toMatchObject({
        accountKey: 'acc-learner',
      });
      await expectApiError(
        visitor().call(endpoints.refresh, { body: { refreshToken: first.refreshToken } }),
        'refreshAlreadyUsed',
      );
    });

    it('unknown → refresh.not_found; expired → refresh.expired; bad body → request.invalid', async () => {
      await expectApiError(
        visitor().call(endpoints.refresh, { body: { refreshToken: 'no-such-token' } }),
        'refreshNotFound',
      );
      const pair = await login(seededLogins.learner.identifier, seededLogins.learner.password);
      advanceClock(settings.refreshTokenTtlSeconds + 1);
      await expectApiError(
        visitor().call(endpoints.refresh, { body: { refreshToken: pair.refreshToken } }),
        'refreshExpired',
      );
      await expectApiError(
        visitor().call(endpoints.refresh, { body: { refreshToken: '' } }),
        'badRequest',
      );
    });

    it('logout ends the session: its refresh token answers refresh.invalid', async () => {
      const pair = await login(seededLogins.learner.identifier, seededLogins.learner.password);
      expect(await client(pair.accessToken).call(endpoints.logout, {})).toBeNull();
      await expectApiError(
        visitor().call(endpoints.refresh, { body: { refreshToken: pair.refreshToken } }),
        'refreshInvalid',
      );
    });

    it('a tenant that dropped out answers refresh.drop_out; an operator-blocked account refresh.blocked', async () => {
      const pair = await login(seededLogins.idLearner.identifier, seededLogins.idLearner.password);
      settings.preferenceOverrides = { status: 'DROP_OUT' };
      await expectApiError(
        visitor().call(endpoints.refresh, { body: { refreshToken: pair.refreshToken } }),
        'refreshDropOut',
      );
      settings.preferenceOverrides = {};
      await db.accounts.update((q) => q.where({ accountKey: 'acc-id' }), {
        data(draft) {
          draft.status = 'BLOCKED';
        },
      });
      try {
        await expectApiError(
          visitor().call(endpoints.refresh, { body: { refreshToken: pair.refreshToken } }),
          'refreshBlocked',
        );
        await expectApiError(
          login(seededLogins.idLearner.identifier, seededLogins.idLearner.password),
          'loginFailed',
        );
      } finally {
        await db.accounts.update((q) => q.where({ accountKey: 'acc-id' }), {
          data(draft) {
            draft.status = 'ACTIVE';
          },
        });
      }
    });

    it('add-role: a MASTER account gets MASTER and the roleId in its JWT; others are refused', async () => {
      const pair = await login(seededLogins.manager.identifier, seededLogins.manager.password);
      expect(decodeJwt(pair.accessToken).roles).toEqual(['LEARNER']);
      const master = await visitor().call(endpoints.refreshAddRole, {
        body: { refreshToken: pair.refreshToken, role: { role: 'MASTER', roleId: '102' } },
      });
      expect(decodeJwt(master.accessToken)).toMatchObject({
        roles: ['LEARNER', 'MASTER'],
        roleId: '102',
      });
      // The role stays through a plain rotation.
      const rotated = await visitor().call(endpoints.refresh, {
        body: { refreshToken: master.refreshToken },
      });
      expect(decodeJwt(rotated.accessToken)).toMatchObject({
        roles: ['LEARNER', 'MASTER'],
        roleId: '102',
      });

      const learnerPair = await login(
        seededLogins.learner.identifier,
        seededLogins.learner.password,
      );
      await expectApiError(
        visitor().call(endpoints.refreshAddRole, {
          body: { refreshToken: learnerPair.refreshToken, role: { role: 'MASTER', roleId: '101' } },
        }),
        'refreshInvalid',
      );
      // A refused add-role does not spend the token.
      await visitor().call(endpoints.refresh, { body: { refreshToken: learnerPair.refreshToken } });
    });

    it('§6 recent master authorities: size 50 by default, most recently used first; none for a learner', async () => {
      const manager = await as(seededLogins.manager.identifier, seededLogins.manager.password);
      const authorities = await manager.call(endpoints.masterAuthorities, { query: {} });
      expect(authorities.map((authority) => authority.masterId)).toEqual(['102', '101']);
      expect(authorities[0]).toMatchObject({ title: '라이브 강사', features: ['KLASS', 'LIVE'] });
      expect(await manager.call(endpoints.masterAuthorities, { query: { size: 1 } })).toHaveLength(
        1,
      );
      expect(await learner.call(endpoints.masterAuthorities, { query: {} })).toEqual([]);
    });
  });

  describe('register with e-mail verification codes (§5)', () => {
    it('the four code outcomes: not matched, verified, already verified, expired; bad format is 400', async () => {
      const email = freshEmail('verify');
      const sent = await visitor().call(endpoints.identifierVerifier, {
        body: { identifier: email },
      });
      expect(sent.identifier).toBe(email);
      const code = mailedCode(email);
      expect(code).toMatch(/^\d{6}$/);
      const wrong = code === '000000' ? '111111' : '000000';
      await expectApiError(
        visitor().call(endpoints.verifyCode, { body: { identifier: email, code: wrong } }),
        'verifyNotMatched',
        validationMessages.codeNotMatched,
      );
      await expectApiError(
        visitor().call(endpoints.verifyCode, { body: { identifier: email, code: '12ab' } }),
        'badRequest',
      );
      await visitor().call(endpoints.verifyCode, { body: { identifier: email, code } });
      await expectApiError(
        visitor().call(endpoints.verifyCode, { body: { identifier: email, code } }),
        'verifyAlreadyVerified',
        validationMessages.codeAlreadyVerified,
      );
      await expectApiError(
        visitor().call(endpoints.identifierVerifier, { body: { identifier: email } }),
        'verifyAlreadyVerified',
      );

      const late = freshEmail('late');
      await visitor().call(endpoints.identifierVerifier, { body: { identifier: late } });
      advanceClock(5 * 60 + 1);
      await expectApiError(
        visitor().call(endpoints.verifyCode, {
          body: { identifier: late, code: mailedCode(late) },
        }),
        'verifyExpired',
        validationMessages.codeExpired,
      );
    });

    it('a used e-mail answers account.register.exist; a withdrawn one account.status.withdrawal', async () => {
      await expectApiError(
        visitor().call(endpoints.identifierVerifier, {
          body: { identifier: seededLogins.learner.identifier },
        }),
        'registerExist',
        validationMessages.emailExists,
      );
      await expectApiError(
        visitor().call(endpoints.identifierVerifier, {
          body: { identifier: seededLogins.withdrawn.identifier },
        }),
        'accountWithdrawn',
        validationMessages.emailWithdrawn,
      );
    });

    it('available-for-register answers "available" with the reason', async () => {
      const check = (type: 'EMAIL' | 'ID', value: string) =>
        visitor().call(endpoints.availableForRegister, { query: { type, value } });
      expect(await check('EMAIL', seededLogins.learner.identifier)).toEqual({
        available: false,
        reason: 'EXIST',
      });
      expect(await check('EMAIL', seededLogins.withdrawn.identifier)).toEqual({
        available: false,
        reason: 'WITHDRAWAL',
      });
      expect(await check('EMAIL', freshEmail('free'))).toEqual({ available: true, reason: null });
      expect(await check('ID', 'haneul01')).toEqual({ available: false, reason: 'EXIST' });
    });

    it('register needs a verified e-mail; the new account logs in verified', async () => {
      const unverified = freshEmail('unverified');
      await expectApiError(
        visitor().call(endpoints.register, {
          body: {
            email: unverified,
            password: NEW_PASSWORD,
            verificationPassword: NEW_PASSWORD,
            displayName: '미인증',
          },
        }),
        'badRequest',
        verificationMessages.required,
      );
      const { email, pair } = await registerFresh('register');
      expect(await client(pair.accessToken).call(endpoints.me, {})).toMatchObject({
        email,
        emailVerified: true,
        id: null,
      });
      expect((await login(email, NEW_PASSWORD)).accessToken).toBeTruthy();
    });

    it('§5 password rule (10–20, 2 kinds) and confirmation are enforced', async () => {
      const body = { email: freshEmail('weak'), displayName: '약한암호', info: [] };
      await expectApiError(
        visitor().call(endpoints.register, {
          body: { ...body, password: 'onlyletters', verificationPassword: 'onlyletters' },
        }),
        'badRequest',
      );
      await expectApiError(
        visitor().call(endpoints.registerId, {
          body: {
            ...body,
            id: 'mismatch01',
            password: NEW_PASSWORD,
            verificationPassword: 'different123',
          },
        }),
        'badRequest',
        '동일한 비밀번호를 입력해 주세요.',
      );
    });

    it('register/id keeps the e-mail unverified; a taken id answers account.register.exist', async () => {
      const id = `id${Date.now() % 1_000_000}`;
      const body = {
        id,
        email: freshEmail('byid'),
        password: NEW_PASSWORD,
        verificationPassword: NEW_PASSWORD,
        displayName: '아이디가입',
      };
      const pair = await visitor().call(endpoints.registerId, { body });
      expect(await client(pair.accessToken).call(endpoints.me, {})).toMatchObject({
        id,
        emailVerified: false,
      });
      await expectApiError(
        visitor().call(endpoints.registerId, { body: { ...body, email: freshEmail('byid') } }),
        'registerExist',
      );
    });

    it('identifier/email verifies the account’s own e-mail through a code', async () => {
      const { email, pair } = await registerFresh('change');
      const me = client(pair.accessToken);
      await expectApiError(
        me.call(endpoints.identifierEmail, { body: { email } }),
        'verifyAlreadyVerified',
      );
      const next = freshEmail('changed');
      const sent = await me.call(endpoints.identifierEmail, { body: { email: next } });
      expect(sent.identifier).toBe(next);
      await visitor().call(endpoints.verifyCode, {
        body: { identifier: next, code: mailedCode(next) },
      });
      expect(await me.call(endpoints.me, {})).toMatchObject({ email: next, emailVerified: true });
      await expectApiError(
        me.call(endpoints.identifierEmail, { body: { email: seededLogins.learner.identifier } }),
        'registerExist',
      );
    });
  });

  describe('invitations, QR tokens and password reset links', () => {
    it('invite → claim → register once; the inviter sees the invitation accepted', async () => {
      const email = freshEmail('invitee');
      const { invitations } = await learner.call(endpoints.inviteEmail, {
        body: { emails: [email] },
      });
      expect(invitations).toMatchObject([{ email, status: 'PENDING' }]);
      const token = mailedToken(email, 'INVITATION');
      expect(
        await visitor().call(endpoints.identifierTokenClaim, { query: { token } }),
      ).toMatchObject({
        type: 'INVITATION',
        identifier: email,
      });
      const pair = await visitor().call(endpoints.inviteRegister, {
        body: { name: '초대손님', password: NEW_PASSWORD, token },
      });
      expect(await client(pair.accessToken).call(endpoints.me, {})).toMatchObject({
        email,
        emailVerified: true,
      });
      await expectApiError(
        visitor().call(endpoints.inviteRegister, {
          body: { name: '초대손님', password: NEW_PASSWORD, token },
        }),
        'notFound',
      );
      const { invitations: sent } = await learner.call(endpoints.invited, {});
      expect(sent.find((invitation) => invitation.email === email)?.status).toBe('ACCEPTED');
      await expectApiError(
        learner.call(endpoints.inviteEmail, {
          body: { emails: [seededLogins.newLearner.identifier] },
        }),
        'registerExist',
      );
    });

    it('a QR link (GET /v2/public/auth/token with its token) logs in once, and not after it expired', async () => {
      const qr = seededQrTokens.learner;
      const pair = await visitor().call(endpoints.qrLogin, { query: { tenantId: qr.tenantId, token: qr.token } });
      expect(await client(pair.accessToken).call(endpoints.me, {})).toMatchObject({
        accountKey: 'acc-learner',
      });
      await expectApiError(
        visitor().call(endpoints.qrLogin, { query: { tenantId: qr.tenantId, token: qr.token } }),
        'notFound',
      );
      const late = seededQrTokens.expired;
      await expectApiError(
        visitor().call(endpoints.qrLogin, { query: { tenantId: late.tenantId, token: late.token } }),
        'verifyExpired',
      );
    });

    it('password reset: a link in the outbox, claimable, usable once; then the new password logs in', async () => {
      const { email } = await registerFresh('reset');
      expect(await visitor().call(endpoints.passwordResetRequest, { body: { email } })).toBeNull();
      // No account probing: an unknown e-mail answers the same.
      expect(
        await visitor().call(endpoints.passwordResetRequest, {
          body: { email: freshEmail('ghost') },
        }),
      ).toBeNull();
      const token = mailedToken(email, 'PASSWORD_RESET');
      expect(
        await visitor().call(endpoints.identifierTokenClaim, { query: { token } }),
      ).toMatchObject({
        type: 'PASSWORD_RESET',
        identifier: email,
      });
      const password = 'resetok1234';
      await visitor().call(endpoints.passwordReset, {
        body: { token, password, verificationPassword: password },
      });
      await login(email, password);
      await expectApiError(
        visitor().call(endpoints.passwordReset, {
          body: { token, password, verificationPassword: password },
        }),
        'notFound',
      );
    });
  });

  describe('account settings', () => {
    it('display name, info fields (with a phone certification) and their rules', async () => {
      const { pair } = await registerFresh('settings');
      const me = client(pair.accessToken);
      expect(
        await me.call(endpoints.updateDisplayName, { body: { displayName: '바뀐이름' } }),
      ).toMatchObject({
        displayName: '바뀐이름',
      });
      await expectApiError(
        me.call(endpoints.updateDisplayName, { body: { displayName: '이모지😀' } }),
        'badRequest',
      );

      const phone = '010-5555-1234';
      const { certificationKey } = await me.call(endpoints.certify, {
        body: { name: '새 학습자', phone, birthday: '1990-01-01' },
      });
      const updated = await me.call(endpoints.updateInfo, {
        body: {
          info: [
            { fieldName: 'certifiedPhone', value: phone, certificationKey },
            { fieldName: 'businessNumber', value: '220-81-62517' },
            { fieldName: 'address', value: '06236|서울 강남구 테헤란로 123|4층' },
          ],
        },
      });
      expect(updated.info.find((info) => info.fieldName === 'certifiedPhone')).toMatchObject({
        value: phone,
        conclusion: 'CERTIFIED',
      });
      await expectApiError(
        me.call(endpoints.updateInfo, {
          body: { info: [{ fieldName: 'businessNumber', value: '123-45-67890' }] },
        }),
        'badRequest',
      );
      await expectApiError(
        me.call(endpoints.updateInfo, {
          body: { info: [{ fieldName: 'certifiedPhone', value: '010-9999-0000' }] },
        }),
        'badRequest',
        validationMessages.certificationRequired,
      );
    });

    it('change password: wrong current → account.invalid.current_password; then the new one logs in', async () => {
      const { email, pair } = await registerFresh('password');
      const me = client(pair.accessToken);
      await expectApiError(
        me.call(endpoints.changePassword, {
          body: {
            currentPassword: 'not-the-one',
            password: 'changed1234',
            verificationPassword: 'changed1234',
          },
        }),
        'invalidCurrentPassword',
      );
      expect(
        await me.call(endpoints.changePassword, {
          body: {
            currentPassword: NEW_PASSWORD,
            password: 'changed1234',
            verificationPassword: 'changed1234',
          },
        }),
      ).toBeNull();
      await login(email, 'changed1234');
      await expectApiError(
        me.call(endpoints.setPassword, {
          body: { password: 'another1234', verificationPassword: 'another1234' },
        }),
        'badRequest',
      );
    });

    it('§4/§5 withdrawal needs the agreement ("약관에 동의해 주세요.") and the password; then refresh is refused', async () => {
      const { email, pair } = await registerFresh('withdraw');
      const me = client(pair.accessToken);
      await expectApiError(
        me.call(endpoints.withdrawal, { body: { password: NEW_PASSWORD, agreement: false } }),
        'withdrawalAgreementRequired',
        '약관에 동의해 주세요.',
      );
      await expectApiError(
        me.call(endpoints.withdrawal, { body: { password: 'wrong-password', agreement: true } }),
        'invalidCurrentPassword',
      );
      expect(
        await me.call(endpoints.withdrawal, { body: { password: NEW_PASSWORD, agreement: true } }),
      ).toBeNull();
      await expectApiError(login(email, NEW_PASSWORD), 'accountWithdrawn');
      await expectApiError(
        visitor().call(endpoints.refresh, { body: { refreshToken: pair.refreshToken } }),
        'refreshInvalidAccount',
      );
    });

    it('SSO logout: answers the partner logout URL', async () => {
      const { logoutUrl } = await learner.call(endpoints.ssoLogoutAccess, {});
      expect(new URL(logoutUrl).pathname).toBe('/sso/partner/logout');
    });
  });

  describe('social login (KAKAO, NAVER)', () => {
    it('a provider token logs in the linked account; an unknown token is refused', async () => {
      const pair = await visitor().call(endpoints.oauth, {
        params: { kind: 'KAKAO' },
        body: { accessToken: seededSocial.learnerKakao.accessToken },
      });
      expect(await client(pair.accessToken).call(endpoints.me, {})).toMatchObject({
        accountKey: 'acc-learner',
      });
      await expectApiError(
        visitor().call(endpoints.oauth, {
          params: { kind: 'NAVER' },
          body: { accessToken: 'forged' },
        }),
        'loginFailed',
      );
    });

    it('consent code → /oauth/{kind}/code once; a first login creates a social-only account that agrees and sets a password', async () => {
      const grant = {
        kind: 'NAVER',
        providerUserId: seededSocial.newcomerNaver.providerUserId,
        redirectPath: '/app/login/naver',
      } as const;
      const code = await issueOAuthCode(grant);
      await expectApiError(
        visitor().call(endpoints.oauthCode, {
          params: { kind: 'NAVER' },
          body: { code, redirectPath: '/elsewhere' },
        }),
        'badRequest',
      );
      const pair = await visitor().call(endpoints.oauthCode, {
        params: { kind: 'NAVER' },
        body: { code, redirectPath: grant.redirectPath },
      });
      await expectApiError(
        visitor().call(endpoints.oauthCode, {
          params: { kind: 'NAVER' },
          body: { code, redirectPath: grant.redirectPath },
        }),
        'notFound',
      );
      const newcomer = client(pair.accessToken);
      const account = await newcomer.call(endpoints.me, {});
      expect(account).toMatchObject({
        hasPassword: false,
        id: null,
        linkedSocial: ['NAVER'],
        emailVerified: true,
      });

      // The terms must be agreed: a body the typed client cannot even express, sent raw.
      const refused = await fetch(`${baseUrl()}${endpoints.agreement.path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Qube-token ${pair.accessToken}`,
        },
        body: JSON.stringify({ termsOfService: false, privacyPolicy: true, marketing: false }),
      });
      expect(apiErrorBodySchema.parse(await refused.json())).toMatchObject({
        status: 400,
        code: 'request.invalid',
      });
      expect(
        await newcomer.call(endpoints.agreement, {
          body: { termsOfService: true, privacyPolicy: true, marketing: true },
        }),
      ).toMatchObject({ marketing: true });
      await expectApiError(
        newcomer.call(endpoints.changePassword, {
          body: {
            currentPassword: 'x',
            password: NEW_PASSWORD,
            verificationPassword: NEW_PASSWORD,
          },
        }),
        'badRequest',
      );
      await newcomer.call(endpoints.setPassword, {
        body: { password: NEW_PASSWORD, verificationPassword: NEW_PASSWORD },
      });
      expect(await newcomer.call(endpoints.me, {})).toMatchObject({ hasPassword: true });
      await login(account.email, NEW_PASSWORD);
    });
  });

  it('walked every account endpoint', () => {
    expect([...called].sort()).toEqual(
      Object.values(endpoints)
        .map((endpoint) => endpoint.id)
        .sort(),
    );
  });
}

describe('account contract (Node mock)', () => {
  beforeAll(() => startNodeMock());
  afterAll(stopNodeMock);
  describeAccountContract(() => NODE_MOCK_ORIGIN);
});
