/**
 * The undo queue's React binding against issue 15 part 2: flushed on a route change (react-admin
 * #8505) with keepalive, not on a change of the query alone (a filter); flushed when the tab is
 * hidden; flushed when any mutation starts (one rule for every "another action starts"); flushed
 * when the frame unmounts; "되돌리기" in the toast undoes and sends nothing; and part 6: a sent
 * change reaches the other tabs.
 */
import { MutationObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '@app/shared/copy';
import { connectTabSync } from '@app/shared/sync/querySync';
import { createChannelHub } from '@app/shared/sync/testing';
import { renderWithMessages } from '@tests/support/designSystemMessages';
import { keepsUndoPending, UndoProvider, useUndoableAction, type UndoableActionApi } from './UndoProvider';
import type { UndoableChange } from './undoQueue';

const disconnects: (() => void)[] = [];
afterEach(() => {
  for (const disconnect of disconnects.splice(0)) disconnect();
});

function setup() {
  const seen: { api: UndoableActionApi | null } = { api: null };
  function Probe() {
    seen.api = useUndoableAction();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <UndoProvider><Probe /></UndoProvider> }], { initialEntries: ['/admin/groups'] });
  const queryClient = new QueryClient();
  const view = renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const log: string[] = [];
  const send = vi.fn<UndoableChange['send']>(() => {
    log.push('removal sent');
    return Promise.resolve();
  });
  const revert = vi.fn();
  const start = (changes?: UndoableChange['changes']) =>
    act(() => {
      seen.api?.run({ label: '그룹에서 2명을 뺐어요.', apply: () => undefined, revert, send, ...(changes ? { changes } : {}) });
    });
  /** Another action, as a screen starts it: a react-query mutation. */
  const mutate = (meta?: Record<string, unknown>) =>
    act(() =>
      new MutationObserver(queryClient, {
        mutationFn: () => {
          log.push('import sent');
          return Promise.resolve('ok');
        },
        ...(meta ? { meta } : {}),
      }).mutate(),
    );
  return { router, send, revert, start, mutate, log, queryClient, view, seen };
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

describe('UndoProvider: a keyboard user can undo without reaching the toast (the hand review)', () => {
  const press = (target: EventTarget) =>
    act(() => {
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true }));
    });

  it('Ctrl+Z outside a text field undoes the latest pending change, and the toast says so', async () => {
    const { send, revert, start } = setup();
    start();
    expect(screen.getByRole('status')).toHaveTextContent(copy.listKit.undoShortcut);
    press(document.body);
    expect(revert).toHaveBeenCalledExactlyOnceWith('undone');
    expect(send).not.toHaveBeenCalled();
    expect(await screen.findByText(copy.listKit.undone)).toBeInTheDocument();
  });

  it('Ctrl+Z in a text field is the field’s own undo of its letters', () => {
    const { revert, start } = setup();
    start();
    const field = document.body.appendChild(document.createElement('input'));
    press(field);
    field.remove();
    expect(revert).not.toHaveBeenCalled();
  });

  it('the countdown stops while the pointer is on the toast, and goes on after', async () => {
    const { start, send } = setup();
    start();
    const toast = screen.getByRole('region', { name: copy.listKit.undoRegion });
    await userEvent.hover(toast);
    expect(toast).toHaveTextContent(/멈춰 있어요 · 20초 남음/);
    await userEvent.unhover(toast);
    expect(toast).toHaveTextContent(copy.listKit.undoCountdown(20));
    expect(send).not.toHaveBeenCalled();
  });
});

describe('UndoProvider: another action starting is one rule (any mutation)', () => {
  it('remove A (pending), then start an import: the removal is sent first', async () => {
    const { start, mutate, log, send } = setup();
    start();
    await mutate();
    expect(log).toEqual(['removal sent', 'import sent']);
    expect(send).toHaveBeenCalledExactlyOnceWith({ keepalive: false });
  });

  it('a mutation that says it keeps the undo pending leaves it pending', async () => {
    const { start, mutate, send } = setup();
    start();
    await mutate(keepsUndoPending());
    expect(send).not.toHaveBeenCalled();
  });
});

describe('UndoProvider: a read in flight never draws the state from before a change', () => {
  it('a list read answering after the change is shown leaves the change on screen', async () => {
    const { seen, queryClient } = setup();
    const key = ['adminMarketing', 'list', 'BANNER'];
    queryClient.setQueryData(key, { enabled: true });
    // The list's refetch after a save, still on its way when the operator switches the row off.
    let answer: (value: { enabled: boolean }) => void = () => undefined;
    const reading = queryClient.fetchQuery({ queryKey: key, queryFn: () => new Promise<{ enabled: boolean }>((resolve) => (answer = resolve)), staleTime: 0 });
    act(() => {
      seen.api?.run({
        label: '배너를 껐어요.',
        apply: () => queryClient.setQueryData(key, { enabled: false }),
        revert: () => queryClient.setQueryData(key, { enabled: true }),
        send: () => Promise.resolve(),
        changes: [['adminMarketing']],
      });
    });
    answer({ enabled: true });
    await reading.catch(() => undefined);
    expect(queryClient.getQueryData(key)).toEqual({ enabled: false });
  });
});

describe('UndoProvider: unmounting the frame (logout, the session ending)', () => {
  it('sends the pending change with keepalive as it unmounts', () => {
    const { start, send, view } = setup();
    start();
    view.unmount();
    expect(send).toHaveBeenCalledExactlyOnceWith({ keepalive: true });
  });
});

describe('UndoProvider: a sent change reaches the other tabs (issue 15 part 6)', () => {
  it('the areas the change names are invalidated in the other tab once it is sent', async () => {
    const { start, router, queryClient } = setup();
    const hub = createChannelHub();
    const otherTab = new QueryClient();
    otherTab.setQueryData(['adminMember', 'group', 'g1'], { memberCount: 3 });
    otherTab.setQueryData(['learner', 'classes'], []);
    disconnects.push(connectTabSync(otherTab, hub.open()), connectTabSync(queryClient, hub.open()));
    start([['adminMember']]);
    expect(otherTab.getQueryState(['adminMember', 'group', 'g1'])?.isInvalidated).toBe(false);
    await act(() => router.navigate('/admin/jobs'));
    expect(otherTab.getQueryState(['adminMember', 'group', 'g1'])?.isInvalidated).toBe(true);
    expect(otherTab.getQueryState(['learner', 'classes'])?.isInvalidated).toBe(false);
  });
});
