/**
 * The mock inside Storybook: one service worker over the shared handlers, started once by
 * msw-storybook-addon's loader (each story may add handler overrides through `parameters.msw`),
 * and a scenario per story: the toolbar's `scenario` global, else `parameters.scenario`. Every
 * story starts from a freshly seeded world, and its requests are marked with that world
 * (`worldFetch`), so one story's writes never reach the next: a save or a poll still on its way
 * when the story ended is dropped instead of landing in the next story's world (worldGate.ts).
 */
import { setupWorker } from 'msw/browser';
import type { TokenPair } from '@app/shared/api/contract/account';
import { issueScenarioSession, loadScenario } from '@mocks/engine/applyScenario';
import { openNextWorld, worldFetch } from '@mocks/engine/worldGate';
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
  /** The story's requests go through this: marked with its world, dropped once the next is open. */
  worldFetch: typeof fetch;
}

/** The part of a story's context the loader reads; any story's context fits it. */
interface ScenarioContext {
  parameters: { scenario?: unknown };
  globals: { scenario?: unknown };
}

/**
 * The scenario a story runs under: one chosen in the toolbar (or a story's `globals`) wins; the
 * toolbar's `default` means "the story's own", its `parameters.scenario`, else the default world.
 * So QA can put any screen story, the back-office's operator ones too, under any scenario.
 */
export function storyScenario({ parameters, globals }: ScenarioContext): string {
  const chosen = globals.scenario;
  if (typeof chosen === 'string' && chosen !== DEFAULT_SCENARIO) return chosen;
  return typeof parameters.scenario === 'string' ? parameters.scenario : DEFAULT_SCENARIO;
}

/**
 * A Storybook loader: a freshly seeded world under the story's scenario, its session and its fetch.
 * It runs while the story before may still have a request on its way: that story's world is closed
 * first, so its late requests are dropped, and the seed waits for its answers under way to end.
 */
export async function scenarioLoader(context: ScenarioContext): Promise<ScenarioLoaded> {
  const world = await openNextWorld();
  const requested = storyScenario(context);
  const scenario = await loadScenario(String(requested));
  return {
    scenario: scenario.name,
    scenarioSession: await issueScenarioSession(scenario),
    worldFetch: worldFetch(world),
  };
}
