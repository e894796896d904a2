/**
 * learner.md §9: "Notification auto-hide: 2000 ms for the learner messages (the toast component's
 * own default is 5000 ms, at most 3 at once, bottom-left)".
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { designSystemMessages, renderWithMessages } from '@tests/support/designSystemMessages';
import { ToastProvider, useToast, type ToastOptions } from './ToastProvider';

function Trigger({ toast }: { toast: string | ToastOptions }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      띄우기
    </button>
  );
}

function renderWith(toast: string | ToastOptions, duration?: number) {
  renderWithMessages(
    <ToastProvider {...(duration === undefined ? {} : { duration })}>
      <Trigger toast={toast} />
    </ToastProvider>,
  );
  return () => fireEvent.click(screen.getByRole('button', { name: '띄우기' }));
}

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides a toast after the default 5000 ms', () => {
    renderWith('저장했어요')();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('저장했어요')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('저장했어요')).not.toBeInTheDocument();
  });

  it('uses the provider duration the app passes (2000 ms)', () => {
    renderWith('리뷰가 등록되었어요.', 2000)();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('리뷰가 등록되었어요.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('리뷰가 등록되었어요.')).not.toBeInTheDocument();
  });

  it('a provider inside another sets its part’s duration and shows its toasts in the one region', () => {
    renderWithMessages(
      <ToastProvider duration={2000}>
        <ToastProvider>
          <Trigger toast="재고를 저장했어요." />
        </ToastProvider>
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '띄우기' }));
    expect(screen.getAllByRole('region', { name: designSystemMessages.notices })).toHaveLength(1);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('재고를 저장했어요.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('재고를 저장했어요.')).not.toBeInTheDocument();
  });

  it('lets one toast override the duration', () => {
    renderWith({ message: '길게', duration: 8000 }, 2000)();
    act(() => vi.advanceTimersByTime(7999));
    expect(screen.getByText('길게')).toBeInTheDocument();
  });

  it('shows at most 3 at once, dropping the oldest', () => {
    let count = 0;
    function Many() {
      const { show } = useToast();
      return (
        <button type="button" onClick={() => show(`알림 ${(count += 1)}`)}>
          더
        </button>
      );
    }
    renderWithMessages(
      <ToastProvider>
        <Many />
      </ToastProvider>,
    );
    for (let i = 0; i < 4; i += 1) fireEvent.click(screen.getByRole('button', { name: '더' }));
    const region = screen.getByRole('region', { name: designSystemMessages.notices });
    expect(region.querySelectorAll('li')).toHaveLength(3);
    expect(screen.queryByText('알림 1')).not.toBeInTheDocument();
    expect(screen.getByText('알림 4')).toBeInTheDocument();
  });

  it('stays while hovered and restarts its timer when the pointer leaves (WCAG 2.2.1)', () => {
    renderWith('머무는 알림')();
    const toast = screen.getByText('머무는 알림').closest('li');
    if (!toast) throw new Error('toast item expected');
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(10000));
    expect(screen.getByText('머무는 알림')).toBeInTheDocument();
    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('머무는 알림')).not.toBeInTheDocument();
  });

  it('closes with its close button', () => {
    renderWith('닫을 알림')();
    fireEvent.click(screen.getByRole('button', { name: designSystemMessages.dismissNotice }));
    expect(screen.queryByText('닫을 알림')).not.toBeInTheDocument();
  });

  it('refuses to work outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger toast="x" />)).toThrow('ToastProvider');
  });
});
