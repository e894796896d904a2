/**
 * The knobs of the mock world that scenarios turn: token lifetimes, latency, the clock, the
 * serving tenant and its preference overrides, and injected failures. One mutable object shared
 * by every handler, reset to the defaults when a scenario is applied.
 */
import type { ServerErrorName } from '@app/shared/api/contract/errors';
import type { PreferenceOverrides } from '@scenarios/types';

export interface InjectedFailure {
  /** An endpoint id (`area.name`) or `*` for every endpoint. */
  endpoint: string;
  /** Endpoint ids a `*` failure leaves alone. */
  except: readonly string[];
  error: ServerErrorName;
  /** How many more calls fail; `Infinity` for every call. */
  remaining: number;
}

export interface MockSettings {
  /** Lifetime of an issued access token, in seconds. */
  accessTokenTtlSeconds: number;
  /** Lifetime of an issued refresh token, in seconds. */
  refreshTokenTtlSeconds: number;
  /** Delay added to every answer, in milliseconds (0 in tests). */
  latencyMs: number;
  /** A random extra delay up to this many milliseconds, so the running app feels real. */
  latencyJitterMs: number;
  /** Current time in milliseconds; scenarios may shift it. */
  now: () => number;
  /** The tenant serving the site (the host, on a real backend). */
  tenantId: string;
  /** Scenario overrides laid over the serving tenant's stored preferences. */
  preferenceOverrides: PreferenceOverrides;
  /** Failures answered before the resolver runs, in order. */
  failures: InjectedFailure[];
  /** The scenario's world events (`Scenario.events`), which the areas naming them play. */
  events: readonly string[];
}

export const DEFAULT_TENANT_ID = 'tenant-klass';

export const defaultSettings: Readonly<MockSettings> = {
  accessTokenTtlSeconds: 30 * 60,
  refreshTokenTtlSeconds: 14 * 24 * 60 * 60,
  latencyMs: 0,
  latencyJitterMs: 0,
  now: () => Date.now(),
  tenantId: DEFAULT_TENANT_ID,
  preferenceOverrides: {},
  failures: [],
  events: [],
};

export const settings: MockSettings = { ...defaultSettings, failures: [] };

export function resetSettings(overrides: Partial<MockSettings> = {}): void {
  // A fresh failures array: counters must never leak from one scenario or test to the next.
  Object.assign(settings, defaultSettings, { failures: [] }, overrides);
}
