/**
 * Time for the account flows, always read from `settings.now()` so a scenario or test that moves
 * the clock expires codes, links and tokens exactly as it expires access tokens.
 */
import { settings } from '@mocks/engine/settings';

/** Lifetimes of the one-time secrets, in seconds (choices of the mock; the spec names none). */
export const lifetimes = {
  verificationCode: 5 * 60,
  passwordReset: 30 * 60,
  invitation: 7 * 24 * 60 * 60,
  oauthCode: 5 * 60,
  /** How long a verified register e-mail stays good for the register call. */
  verifiedEmail: 30 * 60,
} as const;

export function now(): number {
  return settings.now();
}

export function secondsFromNow(seconds: number): number {
  return settings.now() + seconds * 1000;
}

export function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
