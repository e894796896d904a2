/**
 * The design system's words for its own unit tests: the app's copy (app/shared/copy/designSystem.ts),
 * so a test proves the component with the words the product ships. Design-system code may not import
 * the app; its tests reach the copy through this helper (stories get it from .storybook/preview.tsx).
 */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { DesignSystemMessagesProvider } from '@ds/lib/messages';
import { designSystemMessages } from './designSystemCopy';

export { designSystemMessages };

export function WithDesignSystemMessages({ children }: { children: ReactNode }) {
  return (
    <DesignSystemMessagesProvider messages={designSystemMessages}>
      {children}
    </DesignSystemMessagesProvider>
  );
}

/** testing-library's render with the messages provider around the element. */
export function renderWithMessages(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: WithDesignSystemMessages, ...options });
}
