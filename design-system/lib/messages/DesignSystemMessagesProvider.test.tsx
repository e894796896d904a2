/**
 * Issue 15: "The design system's built-in words come from the app's typed copy catalogue through
 * the components' props or a messages provider, not as fixed strings inside the components" — and
 * a root that forgot the provider fails loudly instead of showing words nobody chose.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { designSystemMessages, renderWithMessages } from '@tests/support/designSystemMessages';
import { useDesignSystemMessages } from './DesignSystemMessagesProvider';

function Retry() {
  return <button type="button">{useDesignSystemMessages().retry}</button>;
}

describe('useDesignSystemMessages', () => {
  it('reads the words the provider was given', () => {
    renderWithMessages(<Retry />);
    expect(screen.getByRole('button', { name: designSystemMessages.retry })).toBeInTheDocument();
  });

  it('throws a clear error when no provider is mounted', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Retry />)).toThrow(/without DesignSystemMessagesProvider/);
    quiet.mockRestore();
  });
});
