/**
 * What a scenario may say about the mock world. Scenarios are data: QA reads them, the mock
 * engine (`mocks/engine/applyScenario.ts`) makes them so. Nothing here runs.
 */
import type { Account } from '@app/shared/api/contract/account';
import type { ServerErrorName } from '@app/shared/api/contract/errors';
import type { Preferences } from '@app/shared/api/contract/tenant';

/** Top-level preference fields to replace; an object field is merged one level deep. */
export type PreferenceOverrides = {
  [K in keyof Preferences]?: Preferences[K] extends Record<string, unknown>
    ? Partial<Preferences[K]>
    : Preferences[K];
};

/**
 * Who is logged in when the scenario starts: nobody, or a seeded (or scenario) account — with the
 * MASTER role of one of its authorities added, as the manager login's add-role does, when
 * `masterRoleId` is given.
 */
export type ScenarioSession = 'visitor' | { accountKey: string; masterRoleId?: string };

export interface ScenarioFailure {
  /** An endpoint id of the contract (`account.refresh`) or `*` for every endpoint. */
  endpoint: string;
  /** Endpoint ids a `*` failure leaves alone (e.g. the preferences, so the site still renders). */
  except?: readonly string[];
  /** A name from the error catalogue (`app/shared/api/contract/errors.ts`). */
  error: ServerErrorName;
  /** How many calls fail; every call when left out. */
  times?: number;
}

/** An account the scenario adds to the seeded world (fields left out take account defaults). */
export type ScenarioAccount = Pick<Account, 'accountKey' | 'displayName' | 'email'> &
  Partial<Account> & { password: string | null; roles?: string[] };

export interface Scenario {
  /** URL-safe name: `?scenario=NAME`, `--scenario NAME`, `parameters.scenario`. */
  name: string;
  /** One Korean sentence for QA and the toolbars. */
  description: string;
  /** The serving tenant (a seeded tenant id) and preference overrides laid over it. */
  tenant?: { tenantId?: string; preferences?: PreferenceOverrides };
  session: ScenarioSession;
  accounts?: readonly ScenarioAccount[];
  failures?: readonly ScenarioFailure[];
  /** Delay of every answer; left out, the runtime's default (none in tests, ~150–300 ms in the app). */
  latencyMs?: number;
  tokens?: {
    /** Lifetime of every access token issued in this world, in seconds. */
    accessTtlSeconds?: number;
    /**
     * Lifetime of the access token the scenario's session starts with; tokens issued later (by a
     * refresh) live `accessTtlSeconds`. "Expires 3 s after load, refresh works" needs both.
     */
    sessionAccessTtlSeconds?: number;
    refreshTtlSeconds?: number;
  };
  /** The mock clock starts at this instant (ISO 8601) and runs on from there. */
  clock?: { startAt: string };
  /** The page runs inside the native player app: the token comes from its bridge. */
  nativeBridge?: boolean;
  /**
   * Things that happen in this world while it runs, each played by the mock area that names it
   * (`assignment.fails-part-way`: mocks/backoffice/assignments/partWay.ts).
   */
  events?: readonly string[];
}
