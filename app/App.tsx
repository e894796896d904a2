/**
 * The app's providers around the router: the design system's words (app/shared/copy/designSystem.ts,
 * outermost so every component below may speak), react-query, the session, the tenant theme (from
 * the preferences, once loaded), the toasts (2000 ms for learner messages, spec learner.md §9) and
 * the connection notice (offline, a server being tried again; issue 39).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '@ds/components/Toast';
import { DesignSystemMessagesProvider } from '@ds/lib/messages';
import { copy } from '@app/shared/copy';
import { LEARNER_TOAST_DURATION_MS } from '@app/shared/site/toasts';
import { TenantThemeProvider } from '@app/shared/site/TenantThemeProvider';
import { SessionProvider } from '@app/shared/session/react';
import { NetworkNotice } from '@app/shared/network/NetworkNotice';
import type { AppServices } from './bootstrap';
import { AppRoutes } from './routes/router';

export function App({ services }: { services: AppServices }) {
  return (
    <DesignSystemMessagesProvider messages={copy.designSystem}>
      <QueryClientProvider client={services.queryClient}>
        <SessionProvider session={services.session}>
          <TenantThemeProvider>
            <ToastProvider duration={LEARNER_TOAST_DURATION_MS}>
              <NetworkNotice />
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </ToastProvider>
          </TenantThemeProvider>
        </SessionProvider>
      </QueryClientProvider>
    </DesignSystemMessagesProvider>
  );
}
