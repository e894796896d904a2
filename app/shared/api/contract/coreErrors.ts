/**
 * The error codes every page acts on, learner and back-office alike: the request layer refreshes
 * and retries on the token ones, the session turns a failed refresh into its client code, and the
 * error page tells "log in", "not allowed" and "bad request" apart. Kept apart from the full
 * catalogue (errors.ts, which spreads these in) because that one grows with every back-office area
 * and would otherwise ride along in every learner page's first download.
 */
export const coreErrorCodes = {
  unauthenticated: { code: 'auth.unauthenticated.header', status: 401 },
  /**
   * A back-office call by someone without the permission or role it needs (backoffice.md §6;
   * code chosen here). `data.required` names the permission or role that was missing.
   */
  permissionDenied: { code: 'auth.permission.denied', status: 403 },
  badRequest: { code: 'request.invalid', status: 400 },
  // Gateway, hub and class-room tokens: refresh, then retry.
  gatewayExpiredToken: { code: 'gateway.authorizer.expired-token', status: 401 },
  tokenExpired: { code: 'TOKEN_EXPIRED', status: 401 },
  hubTokenExpired: { code: 'HUB_TOKEN_EXPIRED', status: 401 },
  /** The class-ticket access token expired (name not given by the spec; chosen here). */
  klassTicketAccessTokenExpired: { code: 'inventory.klass_ticket_token.expired', status: 401 },
} as const satisfies Record<string, { code: string; status: number }>;

/** Codes the client produces itself (never sent by a server). */
export const clientErrorCodes = {
  failToRefreshToken: 'FAIL_TO_REFRESH_TOKEN',
  loginRequired: 'client.api.login_required',
  illegalErrorFormat: 'client.api.illegal_error_format',
  parseFail: 'client.api.parse_fail',
  processFail: 'client.api.process_fail',
  unexpectedError: 'client.api.unexpected_error',
  /** The request layer's name (§8) for a call the session's FAIL_TO_REFRESH_TOKEN (§4) stopped. */
  requestFailToRefreshToken: 'client.api.fail_to_refresh_token',
} as const;
export type ClientErrorCode = (typeof clientErrorCodes)[keyof typeof clientErrorCodes];

/** Network and parse failures: the data-processing message of backoffice.md §8. */
export const dataProcessingCodes: readonly string[] = [
  clientErrorCodes.processFail,
  clientErrorCodes.parseFail,
  clientErrorCodes.illegalErrorFormat,
];

/** Nobody is signed in any more, or never was: the person must log in (again). */
export const signedOutCodes: readonly string[] = [
  clientErrorCodes.loginRequired,
  clientErrorCodes.failToRefreshToken,
  clientErrorCodes.requestFailToRefreshToken,
];

/** FAIL_TO_REFRESH_TOKEN is raised with status 400 and one of these two messages (spec §4, §8). */
export const refreshFailureMessages = {
  empty: 'Refresh token is empty',
  failed: 'Failed to refresh access token',
} as const;

/** Codes after which the request layer refreshes the token once and retries the request once. */
export const refreshAndRetryCodes: readonly string[] = [
  coreErrorCodes.tokenExpired.code,
  coreErrorCodes.hubTokenExpired.code,
  coreErrorCodes.gatewayExpiredToken.code,
  coreErrorCodes.klassTicketAccessTokenExpired.code,
];
