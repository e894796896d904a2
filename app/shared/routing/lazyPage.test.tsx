/**
 * Issue 18: the entry starts the first page's download and its first request before React renders
 * (preloadPage), and the tenant's plugins wait until no page chunk is downloading (whenPagesLoaded);
 * a page whose code has arrived renders at once, without its boundary's fallback (React would hold
 * the content back 300 ms after a fallback); the start-up page whose code is still on the way waits
 * in place, without suspending either.
 */
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { renderWithMessages } from '@tests/support/designSystemMessages';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { copy } from '@app/shared/copy';
import { lazyPage, preloadPage, whenPagesLoaded, type PrefetchContext } from './lazyPage';

const context: PrefetchContext = { queryClient: new QueryClient(), signedIn: true };

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('first page preload (issue 18)', () => {
  it('starts the download of a lazy page element and leaves any other element alone', () => {
    const load = vi.fn(() => Promise.resolve({ Page: () => null }));
    preloadPage(lazyPage(load, 'Page'), context);
    preloadPage(<p>not a page</p>, context);
    preloadPage(null, context);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts the page's first request with the start-up context, and a failed one stays quiet", async () => {
    const prefetch = vi.fn(() => Promise.reject(new Error('offline')));
    preloadPage(lazyPage(() => Promise.resolve({ Page: () => null }), 'Page', prefetch), context);
    expect(prefetch).toHaveBeenCalledWith(context);
    await expect(whenPagesLoaded()).resolves.toBeUndefined();
  });

  it('answers when every started page download has settled, a failed one included', async () => {
    await expect(whenPagesLoaded()).resolves.toBeUndefined();
    const first = deferred();
    const second = deferred();
    preloadPage(lazyPage(() => first.promise.then(() => ({ A: () => null })), 'A'), context);
    preloadPage(lazyPage(() => second.promise.then(() => Promise.reject(new Error('chunk gone'))), 'B'), context);
    let settled = false;
    void whenPagesLoaded().then(() => (settled = true));
    first.resolve();
    await first.promise;
    await Promise.resolve();
    expect(settled).toBe(false);
    second.resolve();
    await vi.waitFor(() => expect(settled).toBe(true));
  });
});

describe('what the plugins wait for (issue 18)', () => {
  it('a page loaded by navigating, even one that never arrives, does not hold them back', async () => {
    const stalled = lazyPage(() => new Promise<Record<'Page', () => null>>(() => undefined), 'Page');
    render(<Suspense fallback={<p>불러오는 중</p>}>{stalled}</Suspense>);
    expect(screen.getByText('불러오는 중')).toBeTruthy();
    await expect(whenPagesLoaded()).resolves.toBeUndefined();
  });
});

describe('a preloaded page renders without suspending (issue 18)', () => {
  it('shows the page in the first commit when its code arrived before React renders it', async () => {
    const load = vi.fn(() => Promise.resolve({ Page: () => <h1>로그인</h1> }));
    const page = lazyPage(load, 'Page');
    preloadPage(page, context);
    await whenPagesLoaded();
    render(<Suspense fallback={<p>불러오는 중</p>}>{page}</Suspense>);
    // Synchronously after render: no fallback was committed, the page is there.
    expect(screen.queryByText('불러오는 중')).toBeNull();
    expect(screen.getByRole('heading', { name: '로그인' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page not loaded yet suspends as before and shows once its code arrives, downloaded once', async () => {
    const arrived = deferred();
    const load = vi.fn(() => arrived.promise.then(() => ({ Page: () => <h1>내 강의실</h1> })));
    const page = lazyPage(load, 'Page');
    render(<Suspense fallback={<p>불러오는 중</p>}>{page}</Suspense>);
    expect(screen.getByText('불러오는 중')).toBeTruthy();
    preloadPage(page, context);
    arrived.resolve();
    expect(await screen.findByRole('heading', { name: '내 강의실' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

class CatchError extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p>{`오류: ${this.state.message}`}</p> : this.props.children;
  }
}

describe('the start-up page whose code is still on the way waits in place (issue 18)', () => {
  it('shows the loading state, then the page the moment its code arrives, never suspending', async () => {
    const arrived = deferred();
    const page = lazyPage(() => arrived.promise.then(() => ({ Page: () => <h1>로그인</h1> })), 'Page');
    preloadPage(page, context);
    renderWithMessages(<Suspense fallback={<p>중단됨</p>}>{page}</Suspense>);
    expect(screen.getByRole('status').textContent).toBe(copy.common.loading);
    arrived.resolve();
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
    expect(screen.queryByText('중단됨')).toBeNull();
  });

  it('a chunk that fails to load reaches the route’s error boundary', async () => {
    const page = lazyPage(() => Promise.reject(new Error('chunk gone')), 'Page');
    preloadPage(page, context);
    renderWithMessages(
      <CatchError>
        <Suspense fallback={<p>중단됨</p>}>{page}</Suspense>
      </CatchError>,
    );
    expect(await screen.findByText('오류: chunk gone')).toBeTruthy();
  });

  it('only its first mount waits in place; a later one suspends like any navigation', async () => {
    const arrived = deferred();
    const page = lazyPage(() => arrived.promise.then(() => ({ Page: () => <h1>내 강의실</h1> })), 'Page');
    preloadPage(page, context);
    const first = renderWithMessages(<Suspense fallback={<p>중단됨</p>}>{page}</Suspense>);
    first.unmount();
    render(<Suspense fallback={<p>중단됨</p>}>{page}</Suspense>);
    expect(screen.getByText('중단됨')).toBeTruthy();
    arrived.resolve();
    expect(await screen.findByRole('heading', { name: '내 강의실' })).toBeTruthy();
  });
});
