/**
 * The world gate (mocks/engine/worldGate.ts) over the real handlers in Node: what Storybook's
 * runtime relies on so that a story's late request cannot land in the next story's world (issue
 * 37). The Storybook side itself is proven in a real browser by app/dev/StoryIsolation.stories.tsx.
 */
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints, type TokenPair } from '@app/shared/api/contract/account';
import { createHttpClient } from '@app/shared/api/client/httpClient';
import { issueScenarioSession, loadScenario } from '@mocks/engine/applyScenario';
import { mockServer, startNodeMock, stopNodeMock } from '@mocks/runtimes/node';
import { DEFAULT_SCENARIO } from '@scenarios/registry';
import { NODE_MOCK_ORIGIN } from '@tests/mock/client';
import { settings } from '@mocks/engine/settings';
import { answering, openNextWorld, worldFetch } from '@mocks/engine/worldGate';

beforeAll(() => startNodeMock());
afterAll(() => stopNodeMock());
afterEach(() => {
  settings.latencyMs = 0;
  mockServer.resetHandlers();
});

/** A story's world as the Storybook loader makes it: the next world opened, then seeded. */
async function storyWorld(): Promise<{ world: number; tokens: TokenPair }> {
  const world = await openNextWorld();
  const scenario = await loadScenario(DEFAULT_SCENARIO);
  const tokens = await issueScenarioSession(scenario);
  if (!tokens) throw new Error('the default scenario is signed in');
  return { world, tokens };
}

/** The app's client, its requests marked with `world` (or unmarked), sending `tokens`' access token. */
function clientOf(world: number | null, tokens: TokenPair) {
  return createHttpClient({
    baseUrl: NODE_MOCK_ORIGIN,
    ...(world === null ? {} : { fetch: worldFetch(world) }),
    getAccessToken: () => Promise.resolve(tokens.accessToken),
  });
}

const rename = (displayName: string) => ({ body: { displayName } });

describe('the world gate', () => {
  it('answers requests made in the current world, and unmarked ones (the app, the HTTP server, tests)', async () => {
    const { world, tokens } = await storyWorld();
    await expect(
      clientOf(world, tokens).request(accountEndpoints.updateDisplayName, rename('지금 세계')),
    ).resolves.toMatchObject({
      displayName: '지금 세계',
    });
    await expect(clientOf(null, tokens).request(accountEndpoints.me, {})).resolves.toMatchObject({
      displayName: '지금 세계',
    });
  });

  it("drops a request made in a world since replaced: a late save of the story before never lands in the next story's world", async () => {
    const before = await storyWorld();
    const next = await storyWorld();
    const seeded = await clientOf(next.world, next.tokens).request(accountEndpoints.me, {});
    // The token is the new world's own, so only the world mark can refuse the write.
    await expect(
      clientOf(before.world, next.tokens).request(
        accountEndpoints.updateDisplayName,
        rename('지난 이야기'),
      ),
    ).rejects.toMatchObject({
      code: 'client.api.process_fail',
    });
    await expect(
      clientOf(next.world, next.tokens).request(accountEndpoints.me, {}),
    ).resolves.toMatchObject({
      displayName: seeded.displayName,
    });
  });

  it('drops a request still on its way (in the latency) when the next world opens', async () => {
    const before = await storyWorld();
    settings.latencyMs = 1000;
    const arrived = new Promise<void>((resolve) => {
      // Answers nothing: the mock's own handler answers right after it, starting its latency.
      mockServer.use(http.post(`*${accountEndpoints.updateDisplayName.path}`, () => resolve()));
    });
    const late = clientOf(before.world, before.tokens).request(
      accountEndpoints.updateDisplayName,
      rename('가는 중'),
    );
    await arrived;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await storyWorld();
    await expect(late).rejects.toMatchObject({ code: 'client.api.process_fail' });
    await expect(
      clientOf(next.world, next.tokens).request(accountEndpoints.me, {}),
    ).resolves.not.toMatchObject({
      displayName: '가는 중',
    });
  });

  it('opens the next world only once the answers under way have ended', async () => {
    let finish: () => void = () => undefined;
    const underWay = answering(
      new Promise<void>((resolve) => {
        finish = () => resolve();
      }),
    );
    let opened = false;
    const opening = openNextWorld().then(() => (opened = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(opened).toBe(false);
    finish();
    await underWay;
    await opening;
    expect(opened).toBe(true);
  });
});
