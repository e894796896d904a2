/**
 * Hands the app's DesignSystemMessages to every component below it. Mounted once per React root:
 * the app (app/App.tsx), the Storybook preview (.storybook/preview.tsx) and the DOM unit tests
 * (tests/support/designSystemMessages.tsx), each with the app's copy.
 *
 * Without a provider, useDesignSystemMessages throws — in development and in a build alike. A
 * missing provider is a wiring mistake of the root, and a loud error on the first render of any
 * story or test finds it at once; a silent fallback would ship words nobody chose (and the design
 * system has no Korean of its own to fall back to).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { DesignSystemMessages } from './DesignSystemMessages';

const MessagesContext = createContext<DesignSystemMessages | null>(null);

export function DesignSystemMessagesProvider({
  messages,
  children,
}: {
  messages: DesignSystemMessages;
  children: ReactNode;
}) {
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}

export function useDesignSystemMessages(): DesignSystemMessages {
  const messages = useContext(MessagesContext);
  if (messages === null) {
    // Short: it ships in the entry chunk; the file comment above says where the provider goes.
    throw new Error('Rendered without DesignSystemMessagesProvider (design-system/lib/messages)');
  }
  return messages;
}
