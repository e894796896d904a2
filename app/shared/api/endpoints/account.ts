// Endpoint pattern: a read `fetchX(args, options?: RequestOptions)` passes options to api.request;
// `xQuery(args)` beside it: queryOptions, xKeys' key, `({ signal }) => fetchX(args, { signal })`.
/**
 * Account endpoint functions (`/rest/account`, spec learner.md §7 Account), their query options and
 * react-query keys. Request and response types come only from the contract. The token refresh calls
 * belong to the session (app/shared/session/refresher.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import * as endpoints from '@app/shared/api/routes/account';
import type { SocialKind } from '@app/shared/api/contract/account';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';

export type RegisterBody = BodyInput<typeof endpoints.register>;
export type RegisterIdBody = BodyInput<typeof endpoints.registerId>;
export type InfoBody = BodyInput<typeof endpoints.updateInfo>;
export type IdentifierCheck = QueryInput<typeof endpoints.availableForRegister>;

export function inviteByEmail(emails: string[]) {
  return api.request(endpoints.inviteEmail, { body: { emails } });
}

export function fetchMyAccounts(options?: RequestOptions) {
  return api.request(endpoints.all, {}, options);
}

export function myAccountsQuery() {
  return queryOptions({
    queryKey: accountKeys.myAccounts(),
    queryFn: ({ signal }) => fetchMyAccounts({ signal }),
  });
}

export function fetchInvited(options?: RequestOptions) {
  return api.request(endpoints.invited, {}, options);
}

export function invitedQuery() {
  return queryOptions({
    queryKey: accountKeys.invited(),
    queryFn: ({ signal }) => fetchInvited({ signal }),
  });
}

export function fetchIdentifierTokenClaim(token: string, options?: RequestOptions) {
  return api.request(endpoints.identifierTokenClaim, { query: { token } }, options);
}

export function identifierTokenClaimQuery(token: string) {
  return queryOptions({
    queryKey: accountKeys.tokenClaim(token),
    queryFn: ({ signal }) => fetchIdentifierTokenClaim(token, { signal }),
  });
}

/** A one-time exchange, so a mutation's (or a once-run query's) call, never cached. */
export function loginWithQrToken(query: QueryInput<typeof endpoints.qrLogin>) {
  return api.request(endpoints.qrLogin, { query });
}

export function registerByInvitation(body: BodyInput<typeof endpoints.inviteRegister>) {
  return api.request(endpoints.inviteRegister, { body });
}

/** Sends a 6-digit code to the e-mail that is about to register. */
export function requestVerificationCode(identifier: string) {
  return api.request(endpoints.identifierVerifier, { body: { identifier } });
}

export function verifyCode(body: BodyInput<typeof endpoints.verifyCode>) {
  return api.request(endpoints.verifyCode, { body });
}

export function certifyPhone(body: BodyInput<typeof endpoints.certify>) {
  return api.request(endpoints.certify, { body });
}

/** Sends a code to verify (or change to) an e-mail of the logged-in account; confirm with `verifyCode`. */
export function requestEmailVerification(email: string) {
  return api.request(endpoints.identifierEmail, { body: { email } });
}

export function checkAvailableForRegister(query: IdentifierCheck, options?: RequestOptions) {
  return api.request(endpoints.availableForRegister, { query }, options);
}

export function availableForRegisterQuery(query: IdentifierCheck) {
  return queryOptions({
    queryKey: accountKeys.available(query),
    queryFn: ({ signal }) => checkAvailableForRegister(query, { signal }),
  });
}

export function registerWithEmail(body: RegisterBody) {
  return api.request(endpoints.register, { body });
}

export function registerWithId(body: RegisterIdBody) {
  return api.request(endpoints.registerId, { body });
}

export function agreeToTerms(body: BodyInput<typeof endpoints.agreement>) {
  return api.request(endpoints.agreement, { body });
}

export function login(body: BodyInput<typeof endpoints.login>) {
  return api.request(endpoints.login, { body });
}

/** Social login with the provider's own access token (a provider on the token response). */
export function loginWithSocialToken(kind: SocialKind, accessToken: string) {
  return api.request(endpoints.oauth, { params: { kind }, body: { accessToken } });
}

export function loginWithSocialCode(kind: SocialKind, body: BodyInput<typeof endpoints.oauthCode>) {
  return api.request(endpoints.oauthCode, { params: { kind }, body });
}

export function fetchMe(options?: RequestOptions) {
  return api.request(endpoints.me, {}, options);
}

export function meQuery() {
  return queryOptions({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => fetchMe({ signal }),
  });
}

export function updateDisplayName(displayName: string) {
  return api.request(endpoints.updateDisplayName, { body: { displayName } });
}

export function changePassword(body: BodyInput<typeof endpoints.changePassword>) {
  return api.request(endpoints.changePassword, { body });
}

export function requestPasswordReset(email: string) {
  return api.request(endpoints.passwordResetRequest, { body: { email } });
}

export function resetPassword(body: BodyInput<typeof endpoints.passwordReset>) {
  return api.request(endpoints.passwordReset, { body });
}

export function withdraw(body: BodyInput<typeof endpoints.withdrawal>) {
  return api.request(endpoints.withdrawal, { body });
}

export function fetchRegisterSetting(options?: RequestOptions) {
  return api.request(endpoints.registerSetting, {}, options);
}

export function registerSettingQuery() {
  return queryOptions({
    queryKey: accountKeys.registerSetting(),
    queryFn: ({ signal }) => fetchRegisterSetting({ signal }),
  });
}

export function updateInfo(body: InfoBody) {
  return api.request(endpoints.updateInfo, { body });
}

export function setPassword(body: BodyInput<typeof endpoints.setPassword>) {
  return api.request(endpoints.setPassword, { body });
}

/** Recent master authorities; spec §6/§9 fetch 50, the contract's default. */
export function fetchMasterAuthorities(size?: number, options?: RequestOptions) {
  return api.request(
    endpoints.masterAuthorities,
    { query: size === undefined ? {} : { size } },
    options,
  );
}

export function masterAuthoritiesQuery(size?: number) {
  return queryOptions({
    queryKey: accountKeys.masterAuthorities(size),
    queryFn: ({ signal }) => fetchMasterAuthorities(size, { signal }),
  });
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
