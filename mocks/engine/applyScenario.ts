/**
 * Makes a scenario's world so: token lifetimes, latency, the clock, the serving tenant and its
 * preference overrides, injected failures and the scenario's own accounts. The session part
 * (who is logged in at start) is issued on request by whoever starts the app, test or story,
 * since only it knows where the tokens go (storage, the native bridge, a test's client).
 */
import type { TokenPair } from '@app/shared/api/contract/account';
import { rotateWithMaster, startSession } from '@mocks/account/session';
import { db } from '@mocks/db/database';
import type { AccountRecord } from '@mocks/account/schemas';
import { seedDatabase } from '@mocks/db/seed/index';
import { servingPreferences } from '@mocks/tenant/handlers';
import { DEFAULT_SCENARIO, findScenario, scenarioRegistry } from '@scenarios/registry';
import type { Scenario, ScenarioAccount } from '@scenarios/types';
import { defaultSettings, resetSettings, settings, type InjectedFailure } from './settings';

/** What a runtime uses when the scenario names no latency: none in tests, a little in the app. */
export interface RuntimeLatency {
  latencyMs: number;
  latencyJitterMs: number;
}

export const noLatency: RuntimeLatency = { latencyMs: 0, latencyJitterMs: 0 };
/** 150–300 ms, like a real backend over a good connection. */
export const appLatency: RuntimeLatency = { latencyMs: 150, latencyJitterMs: 150 };

let active: Scenario | null = null;

export function resolveScenario(name: string): Scenario {
  const scenario = findScenario(name);
  if (!scenario) {
    const known = scenarioRegistry.map((entry) => entry.name).join(', ');
    throw new Error(`Unknown scenario "${name}". Known scenarios: ${known}`);
  }
  return scenario;
}

/** The scenario last applied (the default until one is). */
export function activeScenario(): Scenario {
  return active ?? resolveScenario(DEFAULT_SCENARIO);
}

function clockFrom(scenario: Scenario): () => number {
  if (!scenario.clock) return defaultSettings.now;
  const startAt = Date.parse(scenario.clock.startAt);
  if (Number.isNaN(startAt))
    throw new Error(`Scenario "${scenario.name}": clock.startAt is not a date`);
  const offset = startAt - Date.now();
  return () => Date.now() + offset;
}

function toFailures(scenario: Scenario): InjectedFailure[] {
  return (scenario.failures ?? []).map((failure) => ({
    endpoint: failure.endpoint,
    except: failure.except ?? [],
    error: failure.error,
    remaining: failure.times ?? Number.POSITIVE_INFINITY,
  }));
}

/** Account key of the seeded record a scenario account copies the fields it leaves out from. */
const TEMPLATE_ACCOUNT_KEY = 'acc-new';

/**
 * A scenario account is the plain seeded new learner with the scenario's fields over it, so
 * fields the account area adds later get a seeded value instead of breaking every scenario.
 */
function toAccountRecord(account: ScenarioAccount): AccountRecord {
  const template = db.accounts.findFirst((q) => q.where({ accountKey: TEMPLATE_ACCOUNT_KEY }));
  if (!template)
    throw new Error(`Scenario accounts need the seeded account "${TEMPLATE_ACCOUNT_KEY}"`);
  return {
    ...template,
    emailVerified: true,
    id: null,
    hasPassword: account.password !== null,
    linkedSocial: [],
    phone: null,
    phoneVerified: false,
    birthday: null,
    info: [],
    status: 'ACTIVE',
    roles: ['LEARNER'],
    ...account,
  };
}

/** Scenario accounts are added once; applying the scenario again (a reload) leaves them be. */
async function addAccounts(scenario: Scenario): Promise<void> {
  for (const account of scenario.accounts ?? []) {
    const exists = db.accounts.findFirst((q) => q.where({ accountKey: account.accountKey }));
    if (!exists) await db.accounts.create(toAccountRecord(account));
  }
}

/** The account the scenario logs in as; null for a visitor. Throws when it is not in the world. */
function sessionAccount(scenario: Scenario): AccountRecord | null {
  if (scenario.session === 'visitor') return null;
  const { accountKey } = scenario.session;
  const account = db.accounts.findFirst((q) => q.where({ accountKey }));
  if (!account)
    throw new Error(
      `Scenario "${scenario.name}" logs in as "${accountKey}", which is not in the database`,
    );
  return account;
}

/**
 * Applies a scenario to the current database (seeded, or restored from a browser snapshot).
 * Throws when the scenario names a tenant, account or preference the world cannot hold.
 */
export async function applyScenario(
  scenarioOrName: Scenario | string,
  latency: RuntimeLatency = noLatency,
): Promise<Scenario> {
  const scenario =
    typeof scenarioOrName === 'string' ? resolveScenario(scenarioOrName) : scenarioOrName;
  resetSettings({
    accessTokenTtlSeconds:
      scenario.tokens?.accessTtlSeconds ?? defaultSettings.accessTokenTtlSeconds,
    refreshTokenTtlSeconds:
      scenario.tokens?.refreshTtlSeconds ?? defaultSettings.refreshTokenTtlSeconds,
    latencyMs: scenario.latencyMs ?? latency.latencyMs,
    latencyJitterMs: scenario.latencyMs === undefined ? latency.latencyJitterMs : 0,
    now: clockFrom(scenario),
    tenantId: scenario.tenant?.tenantId ?? defaultSettings.tenantId,
    preferenceOverrides: scenario.tenant?.preferences ?? {},
    failures: toFailures(scenario),
    events: scenario.events ?? [],
  });
  await addAccounts(scenario);
  // Fail here, naming the scenario, rather than on the first call that reads them.
  servingPreferences();
  sessionAccount(scenario);
  active = scenario;
  return scenario;
}

/** Loads run one after another: two seeds interleaving would leave duplicate records. */
let loading: Promise<unknown> = Promise.resolve();

/** A fresh seeded world with the scenario applied (tests, stories, the HTTP server's reset). */
export function loadScenario(
  scenarioOrName: Scenario | string,
  latency: RuntimeLatency = noLatency,
): Promise<Scenario> {
  const load = loading.then(async () => {
    await seedDatabase();
    return applyScenario(scenarioOrName, latency);
  });
  loading = load.catch(() => undefined);
  return load;
}

/**
 * The token pair of the scenario's session, issued under the scenario's token lifetimes (so a
 * token-expiring scenario's token expires 3 s from now); null for a visitor.
 */
export async function issueScenarioSession(scenario: Scenario): Promise<TokenPair | null> {
  const account = sessionAccount(scenario);
  if (!account) return null;
  const usualTtl = settings.accessTokenTtlSeconds;
  settings.accessTokenTtlSeconds = scenario.tokens?.sessionAccessTtlSeconds ?? usualTtl;
  try {
    // The same start as a password login, so the session rotates and logs out like any other.
    const pair = await startSession(account);
    const { session } = scenario;
    if (session === 'visitor' || !session.masterRoleId) return pair;
    // A master's world: the manager login's add-role, with the scenario's first-token lifetime.
    return await rotateWithMaster(pair.refreshToken, session.masterRoleId);
  } finally {
    settings.accessTokenTtlSeconds = usualTtl;
  }
}
