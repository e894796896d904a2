/** Sso area contract (filled by the sso contract work). */
export const ssoEndpoints = {};
