/**
 * Stories of a page inside the native player app (spec learner.md §1, §4, §6): spread `inNativeApp`
 * into a story and the page runs on a bridge session (mode `bridge`, the token from a stand-in
 * bridge holding the scenario's access token) with that bridge on `window`, where the chat button
 * and the file download look for it. Storybook's own session (.storybook/appSession.tsx) is the
 * browser one, so without this a story could not show what the app hides.
 */
import type { Decorator } from '@storybook/react-vite';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TokenPair } from '@app/shared/api/contract/session';
import { configureApi } from '@app/shared/api/client/api';
import { NATIVE_BRIDGE_GLOBAL, type KlassPlayerBridge } from './nativeBridge';
import { SessionProvider } from './react';
import { startSession } from './startSession';

/** The stand-in bridge: what `fileDownload` was handed is kept for the story to read. */
export interface StoryBridge extends KlassPlayerBridge {
  readonly downloads: { name: string; url: string }[];
}

function storyBridge(tokens: TokenPair | null): StoryBridge {
  const downloads: StoryBridge['downloads'] = [];
  return {
    getAccessToken: () => tokens?.accessToken ?? null,
    refreshAccessToken: () => tokens?.accessToken ?? null,
    downloads,
    fileDownload: (name, url) => void downloads.push({ name, url }),
  };
}

/** The bridge the story's page runs with (installed by `inNativeApp`). */
export function installedStoryBridge(): StoryBridge {
  const bridge: unknown = Reflect.get(window, NATIVE_BRIDGE_GLOBAL);
  if (!bridge || !('downloads' in (bridge as object))) throw new Error('inNativeApp is not applied to this story');
  return bridge as StoryBridge;
}

interface BridgeSessionProps {
  tokens: TokenPair | null;
  /** The scenario loader's fetch: the story's requests marked with its world (mocks/engine/worldGate.ts). */
  fetch: typeof globalThis.fetch | undefined;
  children: ReactNode;
}

function BridgeSession({ tokens, fetch, children }: BridgeSessionProps) {
  const { bridge, session } = useMemo(() => {
    const made = storyBridge(tokens);
    // Before the page's first render, as the native app installs it before the page loads.
    Reflect.set(window, NATIVE_BRIDGE_GLOBAL, made);
    const started = startSession({ baseUrl: '', bridge: made, fetch });
    configureApi(started.client);
    return { bridge: made, session: started.session };
  }, [tokens, fetch]);
  useEffect(
    () => () => {
      if (Reflect.get(window, NATIVE_BRIDGE_GLOBAL) === bridge) Reflect.deleteProperty(window, NATIVE_BRIDGE_GLOBAL);
    },
    [bridge],
  );
  // As the learner shell does, the page renders once the bridge has answered the token.
  const status = useSyncExternalStore(session.subscribe, () => session.getSnapshot().status);
  return <SessionProvider session={session}>{status !== 'uninitialised' && children}</SessionProvider>;
}

/** What the scenario loader (mocks/runtimes/storybook.ts) hands a story, read here without importing the mock. */
interface StoryLoaded {
  scenarioSession?: TokenPair | null;
  worldFetch?: typeof globalThis.fetch;
}

const withBridgeSession: Decorator = (Story, context) => {
  const loaded = context.loaded as StoryLoaded;
  return (
    <BridgeSession tokens={loaded.scenarioSession ?? null} fetch={loaded.worldFetch}>
      <Story />
    </BridgeSession>
  );
};

export const inNativeApp = {
  parameters: { scenario: 'mobile-app' },
  decorators: [withBridgeSession],
};
