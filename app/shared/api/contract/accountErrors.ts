/**
 * The account area's error codes (learner.md §8): the login, register, verification, password and
 * withdrawal forms place them at their fields. Apart from the full catalogue (errors.ts spreads
 * them in) so the login page, a first route, carries these and not every area's codes.
 */
export const accountErrorCodes = {
  registerExist: { code: 'account.register.exist', status: 409 },
  accountWithdrawn: { code: 'account.status.withdrawal', status: 400 },
  verifyAlreadyVerified: { code: 'account.identifier.verify.already-verified', status: 400 },
  verifyNotMatched: { code: 'account.identifier.verify.fail.not-matched', status: 400 },
  verifyExpired: { code: 'account.identifier.verify.expired', status: 400 },
  invalidCurrentPassword: { code: 'account.invalid.current_password', status: 400 },
  /** Login with a wrong identifier or password (message in the spec, code chosen here). */
  loginFailed: { code: 'account.login.fail', status: 400 },
  /** Withdrawal without agreeing to the terms: 400 "Please agree to the terms." */
  withdrawalAgreementRequired: { code: 'account.withdrawal.agreement_required', status: 400 },
} as const satisfies Record<string, { code: string; status: number }>;
