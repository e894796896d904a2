/**
 * The one dev-only entry of the app (`npm start`, `VITE_API_MODE=mock`): starts the in-browser
 * mock under the scenario of the tab, hands the scenario's session to the app, and mounts the dev
 * panel. `app/main.tsx` imports it dynamically, only in mock mode, before the session starts, so
 * a build for the real backend holds none of it.
 *
 * Scenario choice: `?scenario=NAME` picks one and logs in as it says (a URL QA can share); the
 * choice is kept for the tab (sessionStorage), so later reloads keep the world but not re-login.
 */
import type { TokenPair } from '@app/shared/api/contract/account';
import { removeTokens, writeTokens } from '@app/shared/session/tokenStorage';
import { issueScenarioSession } from '@mocks/engine/applyScenario';
import { resetBrowserMockData, startBrowserMock } from '@mocks/runtimes/browser';
import { DEFAULT_SCENARIO, findScenario } from '@scenarios/registry';
import type { Scenario } from '@scenarios/types';
import { mountDevPanel } from './mountDevPanel';
import { installMockPlayerBridge, readBridgeTokens } from './mockPlayerBridge';

const TAB_SCENARIO_KEY = 'klass.mock.scenario';
const SCENARIO_PARAM = 'scenario';

export interface MockStart {
  scenario: Scenario;
  /** The session issued because `?scenario=` named a scenario now (already in storage); else null. */
  session: TokenPair | null;
}

function requestedScenario(): string | null {
  const name = new URL(location.href).searchParams.get(SCENARIO_PARAM);
  if (name && !findScenario(name)) {
    console.warn(`[mock] unknown scenario "${name}"; using the scenario of this tab`);
    return null;
  }
  return name;
}

/** The tab's scenario, unless it has left the registry since. */
function tabScenario(): string {
  const name = sessionStorage.getItem(TAB_SCENARIO_KEY);
  return name && findScenario(name) ? name : DEFAULT_SCENARIO;
}

/** Reloads the page under a scenario: the same URL with `?scenario=NAME`. */
function reloadWith(name: string): void {
  const url = new URL(location.href);
  url.searchParams.set(SCENARIO_PARAM, name);
  location.assign(url);
}

/** Where the session goes: the native bridge in the mobile app, else the two storage entries. */
async function handOverSession(scenario: Scenario, chosenNow: boolean): Promise<TokenPair | null> {
  if (scenario.nativeBridge) {
    const tokens =
      (chosenNow ? null : readBridgeTokens()) ?? (await issueScenarioSession(scenario));
    if (tokens) installMockPlayerBridge(tokens);
    return chosenNow ? tokens : null;
  }
  if (!chosenNow) return null;
  const session = await issueScenarioSession(scenario);
  if (session) writeTokens(localStorage, session);
  else removeTokens(localStorage);
  return session;
}

export async function startMock(): Promise<MockStart> {
  const requested = requestedScenario();
  const name = requested ?? tabScenario();
  sessionStorage.setItem(TAB_SCENARIO_KEY, name);
  const scenario = await startBrowserMock(name);
  const session = await handOverSession(scenario, requested !== null);
  mountDevPanel({
    activeScenario: scenario.name,
    onPickScenario: reloadWith,
    onResetData() {
      // A fresh seed has none of the old refresh tokens: log in again as the scenario says. After
      // the stored world is gone (its revision goes at once, so even a failed clear-up reseeds).
      void resetBrowserMockData().finally(() => reloadWith(scenario.name));
    },
  });
  return { scenario, session };
}
