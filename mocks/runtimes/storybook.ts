/**
 * The mock inside Storybook: one service worker over the shared handlers, started once by
 * msw-storybook-addon's loader (each story may add handler overrides through `parameters.msw`),
 * and a scenario per story: `parameters.scenario`, else the toolbar's `scenario` global. Every
 * story starts from a freshly seeded world, so one story's writes never reach the next.
 */
import { setupWorker } from 'msw/browser';
import type { TokenPair } from '@app/shared/api/contract/account';
import { issueScenarioSession, loadScenario } from '@mocks/engine/applyScenario';
import { allHandlers } from '@mocks/handlers';
import { DEFAULT_SCENARIO, scenarioMenu } from '@scenarios/registry';
import { reportUnhandledApiRequest } from './unhandled';

export async function setupStorybookMock() {
  // Seeded here too, so stories have data even where the scenario loader is not wired.
  await loadScenario(DEFAULT_SCENARIO);
  const worker = setupWorker(...allHandlers());
  await worker.start({ quiet: true, onUnhandledRequest: reportUnhandledApiRequest });
  return worker;
}

/** `globalTypes.scenario`: the toolbar menu of every scenario. */
export const scenarioGlobalType = {
  description: '목 백엔드 시나리오',
  toolbar: {
    title: '시나리오',
    icon: 'database',
    items: scenarioMenu.map(({ name, description }) => ({
      value: name,
      title: name,
      right: description,
    })),
    dynamicTitle: true,
  },
};

/** What the loader hands the story: `context.loaded.scenarioSession` seeds the session. */
export interface ScenarioLoaded {
  scenario: string;
  scenarioSession: TokenPair | null;
}

/** The part of a story's context the loader reads; any story's context fits it. */
interface ScenarioContext {
  parameters: { scenario?: unknown };
  globals: { scenario?: unknown };
}

/** A Storybook loader: a freshly seeded world under the story's scenario, and its session. */
export async function scenarioLoader({
  parameters,
  globals,
}: ScenarioContext): Promise<ScenarioLoaded> {
  const requested = parameters.scenario ?? globals.scenario ?? DEFAULT_SCENARIO;
  const scenario = await loadScenario(String(requested));
  return { scenario: scenario.name, scenarioSession: await issueScenarioSession(scenario) };
}
