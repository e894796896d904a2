/**
 * The inventory mock's clock: every period check reads the mock's (scenario-adjustable) time.
 */
import { settings } from '@mocks/engine/settings';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export function nowMs(): number {
  return settings.now();
}

export function nowIso(): string {
  return new Date(settings.now()).toISOString();
}

/** An ISO instant `offsetMs` away from now (negative for the past). */
export function isoFromNow(offsetMs: number): string {
  return new Date(settings.now() + offsetMs).toISOString();
}
