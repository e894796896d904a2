/**
 * The undo queue's React binding against issue 15 part 2: flushed on a route change (react-admin
 * #8505) with keepalive, not on a change of the query alone (a filter); flushed when the tab is
 * hidden; "되돌리기" in the toast undoes and sends nothing.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { copy } from '@app/shared/copy';
import { renderWithMessages } from '@tests/support/designSystemMessages';
import { UndoProvider, useUndoableAction, type UndoableActionApi } from './UndoProvider';
import type { UndoableChange } from './undoQueue';

function setup() {
  const seen: { api: UndoableActionApi | null } = { api: null };
  function Probe() {
    seen.api = useUndoableAction();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <UndoProvider><Probe /></UndoProvider> }], { initialEntries: ['/admin/groups'] });
  renderWithMessages(<RouterProvider router={router} />);
  const send = vi.fn<UndoableChange['send']>(() => Promise.resolve());
  const revert = vi.fn();
  const start = () =>
    act(() => {
      seen.api?.run({ label: '그룹에서 2명을 뺐어요.', apply: () => undefined, revert, send });
    });
  return { router, send, revert, start };
}

describe('UndoProvider', () => {
  it('a route change sends the pending change with keepalive', async () => {
    const { router, send, start } = setup();
    start();
    await act(() => router.navigate('/admin/jobs'));
    expect(send).toHaveBeenCalledExactlyOnceWith({ keepalive: true });
  });

  it('a change of the query alone (a filter) is not leaving: nothing is sent', async () => {
    const { router, send, start } = setup();
    start();
    await act(() => router.navigate('/admin/groups?q=kim'));
    expect(send).not.toHaveBeenCalled();
  });

  it('a hidden tab sends it', () => {
    const { send, start } = setup();
    start();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    visibility.mockRestore();
    expect(send).toHaveBeenCalledExactlyOnceWith({ keepalive: true });
  });

  it('the toast counts down and "되돌리기" undoes without sending', async () => {
    const { send, revert, start } = setup();
    start();
    expect(screen.getByRole('status')).toHaveTextContent('그룹에서 2명을 뺐어요.');
    await userEvent.click(screen.getByRole('button', { name: copy.listKit.undo }));
    expect(revert).toHaveBeenCalledOnce();
    expect(send).not.toHaveBeenCalled();
    expect(await screen.findByText(copy.listKit.undone)).toBeInTheDocument();
  });
});
