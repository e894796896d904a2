/**
 * The mock in the browser (npm start, Storybook): msw's service worker over the shared handlers.
 */
import { setupWorker } from 'msw/browser';
import { seedDatabase } from '@mocks/db/seed/index';
import { allHandlers } from '@mocks/handlers';

export const mockWorker = setupWorker(...allHandlers());

export async function startBrowserMock(): Promise<void> {
  await seedDatabase();
  await mockWorker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      // Only API calls are the mock's business; assets and HMR pass through to Vite.
      if (new URL(request.url).pathname.startsWith('/rest/')) print.error();
    },
  });
}
