/**
 * Gives every story the app's session and request layer, as the running app has them: the
 * scenario loader (mocks/runtimes/storybook.ts) issues the scenario's session, which starts here as
 * start-up tokens (browser storage untouched); a visitor scenario starts with none. The requests go
 * through the loader's fetch, marked with the story's world, so none lands in the next story's.
 */
import type { Decorator } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import type { TokenPair } from '@app/shared/api/contract/account';
import { configureApi } from '@app/shared/api/client/api';
import { SessionProvider } from '@app/shared/session/react';
import { startSession } from '@app/shared/session/startSession';
import { createMemoryStorage } from '@app/shared/session/testing';
import type { ScenarioLoaded } from '@mocks/runtimes/storybook';

interface AppSessionProps {
  tokens: TokenPair | null;
  fetch: typeof globalThis.fetch | undefined;
  children: ReactNode;
}

function AppSession({ tokens, fetch, children }: AppSessionProps) {
  const session = useMemo(() => {
    const started = startSession({
      baseUrl: '',
      bridge: null,
      storage: createMemoryStorage(),
      fetch,
      ...(tokens ? { tokens } : {}),
    });
    configureApi(started.client);
    return started.session;
  }, [tokens, fetch]);
  return <SessionProvider session={session}>{children}</SessionProvider>;
}

export const withAppSession: Decorator = (Story, context) => {
  const loaded = context.loaded as Partial<ScenarioLoaded>;
  return (
    <AppSession tokens={loaded.scenarioSession ?? null} fetch={loaded.worldFetch}>
      <Story />
    </AppSession>
  );
};
