/**
 * The app's providers around the router: tenant theme, react-query, the session.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@ds/theme/ThemeProvider';
import { SessionProvider } from '@app/session/react';
import type { AppServices } from './bootstrap';
import { router } from './routes/router';

export function App({ services }: { services: AppServices }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={services.queryClient}>
        <SessionProvider session={services.session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
