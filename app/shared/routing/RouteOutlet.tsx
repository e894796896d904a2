/**
 * Where a layout shows its routed page: one Suspense boundary for the lazy page chunks (see
 * app/shared/routing/lazyPage.tsx) inside one error boundary.
 *
 * What a route shows when its code or rendering fails: the error page for the error (an ApiError
 * gets its variant of spec learner.md §2; a chunk that failed to load after a deploy gets the
 * generic message with 다시 시도). Placed around each layout's outlet, so a failing page shows
 * inside the chrome and the learner can still navigate away; moving to another address clears it,
 * and so does the connection coming back (a page that failed offline renders again).
 */
import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useReconnectCount } from '@app/shared/network/useNetworkState';
import { ErrorPage } from '@app/shared/site/ErrorPage';
import { pageLoading } from './pageLoading';

interface BoundaryProps {
  /** The address the error belongs to: a new one renders the children again. */
  pathname: string;
  /** Grows when the connection comes back: a page that failed offline renders again (issue 39). */
  reconnects: number;
  children: ReactNode;
}

interface BoundaryState {
  failure: { error: unknown; pathname: string; reconnects: number } | null;
}

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    // The address is filled in by getDerivedStateFromProps, which runs on the next render.
    return { failure: { error, pathname: '', reconnects: -1 } };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (!state.failure) return null;
    if (state.failure.pathname === '') {
      return { failure: { ...state.failure, pathname: props.pathname, reconnects: props.reconnects } };
    }
    const same = state.failure.pathname === props.pathname && state.failure.reconnects === props.reconnects;
    return same ? null : { failure: null };
  }

  override componentDidCatch(error: unknown): void {
    if (import.meta.env.DEV) console.error(error);
  }

  override render(): ReactNode {
    const { failure } = this.state;
    return failure ? <ErrorPage error={failure.error} /> : this.props.children;
  }
}

export function RouteOutlet() {
  const { pathname } = useLocation();
  const reconnects = useReconnectCount();
  return (
    <PageErrorBoundary pathname={pathname} reconnects={reconnects}>
      <Suspense fallback={pageLoading}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
