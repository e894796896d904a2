/**
 * The SSO flow (learner.md §4 "SSO flow", §7 "SSO login"): a credential is required, the chosen
 * method's authenticate endpoint exchanges it for the product's token pair, and the flow ends
 * with a result or an error — it never throws, so the SSO page has one outcome to render.
 */
import type { TokenPair } from '@app/shared/api/contract/account';
import { ssoMethodSchema, type SsoMethod } from '@app/shared/api/contract/sso';
import {
  ssoLoginAccessToken,
  ssoLoginCustomCjenc,
  ssoLoginJwt,
  ssoLoginMobileApp,
} from '@app/learner/api/sso';

export const SSO_CREDENTIAL_REQUIRED = 'Credential is required';
export const SSO_INVALID_METHOD = 'Invalid SSO Method';

export type SsoOutcome = { result: TokenPair; error?: never } | { error: unknown; result?: never };

const authenticate: Record<SsoMethod, (credential: string) => Promise<TokenPair>> = {
  jwt: ssoLoginJwt,
  'access-token': ssoLoginAccessToken,
  'mobile-app': ssoLoginMobileApp,
  'custom.cjenc': ssoLoginCustomCjenc,
};

/** `method` and `credential` come from the SSO page's URL, hence plain strings. */
export async function runSso(
  method: string,
  credential: string | null | undefined,
): Promise<SsoOutcome> {
  try {
    if (!credential) throw new Error(SSO_CREDENTIAL_REQUIRED);
    const parsed = ssoMethodSchema.safeParse(method);
    if (!parsed.success) throw new Error(SSO_INVALID_METHOD);
    return { result: await authenticate[parsed.data](credential) };
  } catch (error) {
    return { error };
  }
}
