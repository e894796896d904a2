/**
 * The knobs of the mock world that scenarios turn: token lifetimes, latency and the clock.
 * One mutable object shared by every handler, reset to the defaults when a scenario is applied.
 */
export interface MockSettings {
  /** Lifetime of an issued access token, in seconds. */
  accessTokenTtlSeconds: number;
  /** Lifetime of an issued refresh token, in seconds. */
  refreshTokenTtlSeconds: number;
  /** Delay added to every answer, in milliseconds (0 in tests). */
  latencyMs: number;
  /** Current time in milliseconds; scenarios may shift it. */
  now: () => number;
}

export const defaultSettings: Readonly<MockSettings> = {
  accessTokenTtlSeconds: 30 * 60,
  refreshTokenTtlSeconds: 14 * 24 * 60 * 60,
  latencyMs: 0,
  now: () => Date.now(),
};

export const settings: MockSettings = { ...defaultSettings };

export function resetSettings(overrides: Partial<MockSettings> = {}): void {
  Object.assign(settings, defaultSettings, overrides);
}
