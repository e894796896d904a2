/**
 * Proves in a real browser, through the mock's service worker, that no story leaks into the next
 * (issue 37): Storybook seeds the next story's world while the story before may still have a
 * request on its way (an autosave, a poll), and such a request used to land in the new world. Each
 * play here runs the next story's loader itself, then sends what the story before would send late,
 * through that story's own fetch (`loaded.worldFetch`, the one its session uses): the mock drops it
 * (mocks/engine/worldGate.ts), and the new world does not hold it.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect } from 'storybook/test';
import { accountEndpoints, type TokenPair } from '@app/shared/api/contract/account';
import { createHttpClient } from '@app/shared/api/client/httpClient';
import { settings } from '@mocks/engine/settings';
import { scenarioLoader, type ScenarioLoaded } from '@mocks/runtimes/storybook';

/** What the canvas shows QA: what the stories below prove (Storybook's aid, not product copy). */
function IsolationNote() {
  return <p>앞 스토리가 늦게 보낸 요청은 다음 스토리의 목 데이터에 닿지 않아요.</p>;
}

const meta = {
  title: 'Dev/스토리 격리 · Story isolation',
  component: IsolationNote,
} satisfies Meta<typeof IsolationNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app's client over a story's fetch, signed in with `tokens`. */
function clientOver(fetch: typeof globalThis.fetch, tokens: TokenPair) {
  return createHttpClient({
    baseUrl: '',
    fetch,
    getAccessToken: () => Promise.resolve(tokens.accessToken),
  });
}

/** The next story's world, as Storybook loads it when this story ends; its session signed in. */
async function nextStory(
  context: StoryContext,
): Promise<ScenarioLoaded & { scenarioSession: TokenPair }> {
  const next = await scenarioLoader(context);
  const { scenarioSession } = next;
  if (!scenarioSession) throw new Error('the default scenario is signed in');
  return { ...next, scenarioSession };
}

const rename = (displayName: string) => ({ body: { displayName } });
const DROPPED = { code: 'client.api.process_fail' };

/** Resolves when a rename reaches the mock; the mock's own handler answers it after this one. */
let renameArrived: () => void = () => undefined;
const renameReached = http.post(`*${accountEndpoints.updateDisplayName.path}`, () => {
  renameArrived();
});

/** A save sent after the next story's world is seeded (a timer that outlived its story). */
export const LateSave: Story = {
  name: '끝난 스토리의 늦은 저장',
  play: async (context) => {
    const before = context.loaded as ScenarioLoaded;
    const next = await nextStory(context);
    const seeded = await clientOver(next.worldFetch, next.scenarioSession).request(
      accountEndpoints.me,
      {},
    );
    // The new world's own token: only the world the request was made in can refuse it.
    await expect(
      clientOver(before.worldFetch, next.scenarioSession).request(
        accountEndpoints.updateDisplayName,
        rename('지난 이야기'),
      ),
    ).rejects.toMatchObject(DROPPED);
    await expect(
      clientOver(next.worldFetch, next.scenarioSession).request(accountEndpoints.me, {}),
    ).resolves.toMatchObject({
      displayName: seeded.displayName,
    });
  },
};

/** A save already on its way (in the mock's latency) when the story ended. */
export const SaveOnItsWay: Story = {
  name: '끝날 때 가는 중이던 저장',
  parameters: { msw: { handlers: [renameReached] } },
  play: async (context) => {
    const before = context.loaded as ScenarioLoaded;
    if (!before.scenarioSession) throw new Error('the default scenario is signed in');
    settings.latencyMs = 1000;
    const arrived = new Promise<void>((resolve) => {
      renameArrived = resolve;
    });
    const onItsWay = clientOver(before.worldFetch, before.scenarioSession).request(
      accountEndpoints.updateDisplayName,
      rename('가는 중'),
    );
    // In the mock's latency now: the mock's handler runs right after the one that saw it arrive.
    await arrived;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await nextStory(context);
    await expect(onItsWay).rejects.toMatchObject(DROPPED);
    await expect(
      clientOver(next.worldFetch, next.scenarioSession).request(accountEndpoints.me, {}),
    ).resolves.not.toMatchObject({
      displayName: '가는 중',
    });
  },
};
