/**
 * Gives every story the app's session and request layer, as the running app has them: the
 * scenario loader (mocks/runtimes/storybook.ts) issues the scenario's session, which starts here as
 * start-up tokens (browser storage untouched); a visitor scenario starts with none.
 */
import type { Decorator } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import type { TokenPair } from '@app/shared/api/contract/account';
import { configureApi } from '@app/shared/api/client/api';
import { SessionProvider } from '@app/shared/session/react';
import { startSession } from '@app/shared/session/startSession';
import { createMemoryStorage } from '@app/shared/session/testing';
import type { ScenarioLoaded } from '@mocks/runtimes/storybook';

function AppSession({ tokens, children }: { tokens: TokenPair | null; children: ReactNode }) {
  const session = useMemo(() => {
    const started = startSession({
      baseUrl: '',
      bridge: null,
      storage: createMemoryStorage(),
      ...(tokens ? { tokens } : {}),
    });
    configureApi(started.client);
    return started.session;
  }, [tokens]);
  return <SessionProvider session={session}>{children}</SessionProvider>;
}

export const withAppSession: Decorator = (Story, context) => (
  <AppSession tokens={(context.loaded as Partial<ScenarioLoaded>).scenarioSession ?? null}>
    <Story />
  </AppSession>
);
