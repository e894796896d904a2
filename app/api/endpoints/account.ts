/**
 * Account endpoint functions (`/rest/account`, spec learner.md §7 Account) and their react-query
 * keys. Request and response types come only from the contract. The token refresh calls are here
 * for completeness; the session module owns when they run.
 */
import { api } from '@app/api/client/api';
import { accountEndpoints as endpoints, type SocialKind } from '@app/api/contract/account';
import type { EndpointInput } from '@app/api/contract/endpoint';

type BodyOf<E extends keyof typeof endpoints> = NonNullable<
  EndpointInput<(typeof endpoints)[E]>['body']
>;
type QueryOf<E extends keyof typeof endpoints> = NonNullable<
  EndpointInput<(typeof endpoints)[E]>['query']
>;

export type RegisterBody = BodyOf<'register'>;
export type RegisterIdBody = BodyOf<'registerId'>;
export type InfoBody = BodyOf<'updateInfo'>;
export type IdentifierCheck = QueryOf<'availableForRegister'>;

export function inviteByEmail(emails: string[]) {
  return api.request(endpoints.inviteEmail, { body: { emails } });
}

export function fetchMyAccounts() {
  return api.request(endpoints.all, {});
}

export function fetchInvited() {
  return api.request(endpoints.invited, {});
}

export function fetchIdentifierTokenClaim(token: string) {
  return api.request(endpoints.identifierTokenClaim, { query: { token } });
}

export function issueQrToken() {
  return api.request(endpoints.qrToken, {});
}

export function loginWithQrToken(body: BodyOf<'qrLogin'>) {
  return api.request(endpoints.qrLogin, { body });
}

export function registerByInvitation(body: BodyOf<'inviteRegister'>) {
  return api.request(endpoints.inviteRegister, { body });
}

/** Sends a 6-digit code to the e-mail that is about to register. */
export function requestVerificationCode(identifier: string) {
  return api.request(endpoints.identifierVerifier, { body: { identifier } });
}

export function verifyCode(body: BodyOf<'verifyCode'>) {
  return api.request(endpoints.verifyCode, { body });
}

export function certifyPhone(body: BodyOf<'certify'>) {
  return api.request(endpoints.certify, { body });
}

/** Sends a code to verify (or change to) an e-mail of the logged-in account; confirm with `verifyCode`. */
export function requestEmailVerification(email: string) {
  return api.request(endpoints.identifierEmail, { body: { email } });
}

export function checkAvailableForRegister(query: IdentifierCheck) {
  return api.request(endpoints.availableForRegister, { query });
}

export function registerWithEmail(body: RegisterBody) {
  return api.request(endpoints.register, { body });
}

export function registerWithId(body: RegisterIdBody) {
  return api.request(endpoints.registerId, { body });
}

export function agreeToTerms(body: BodyOf<'agreement'>) {
  return api.request(endpoints.agreement, { body });
}

export function login(body: BodyOf<'login'>) {
  return api.request(endpoints.login, { body });
}

export function loginWithSocialToken(kind: SocialKind, accessToken: string) {
  return api.request(endpoints.oauth, { params: { kind }, body: { accessToken } });
}

export function loginWithSocialCode(kind: SocialKind, body: BodyOf<'oauthCode'>) {
  return api.request(endpoints.oauthCode, { params: { kind }, body });
}

export function fetchMe() {
  return api.request(endpoints.me, {});
}

export function updateDisplayName(displayName: string) {
  return api.request(endpoints.updateDisplayName, { body: { displayName } });
}

export function changePassword(body: BodyOf<'changePassword'>) {
  return api.request(endpoints.changePassword, { body });
}

export function requestPasswordReset(email: string) {
  return api.request(endpoints.passwordResetRequest, { body: { email } });
}

export function resetPassword(body: BodyOf<'passwordReset'>) {
  return api.request(endpoints.passwordReset, { body });
}

export function withdraw(body: BodyOf<'withdrawal'>) {
  return api.request(endpoints.withdrawal, { body });
}

export function fetchRegisterSetting() {
  return api.request(endpoints.registerSetting, {});
}

export function updateInfo(body: InfoBody) {
  return api.request(endpoints.updateInfo, { body });
}

export function setPassword(body: BodyOf<'setPassword'>) {
  return api.request(endpoints.setPassword, { body });
}

export function refreshTokens(refreshToken: string) {
  return api.request(endpoints.refresh, { body: { refreshToken } });
}

export function refreshWithMasterRole(refreshToken: string, roleId: string) {
  return api.request(endpoints.refreshAddRole, {
    body: { refreshToken, role: { role: 'MASTER', roleId } },
  });
}

/** Recent master authorities; spec §6/§9 fetch 50, the contract's default. */
export function fetchMasterAuthorities(size?: number) {
  return api.request(endpoints.masterAuthorities, { query: size === undefined ? {} : { size } });
}

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  myAccounts: () => [...accountKeys.all, 'accounts'] as const,
  invited: () => [...accountKeys.all, 'invited'] as const,
  tokenClaim: (token: string) => [...accountKeys.all, 'token-claim', token] as const,
  available: (query: IdentifierCheck) =>
    [...accountKeys.all, 'available', query.type, query.value] as const,
  registerSetting: () => [...accountKeys.all, 'register-setting'] as const,
  masterAuthorities: (size = 50) => [...accountKeys.all, 'master-authorities', size] as const,
};
