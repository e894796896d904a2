/**
 * The mock inside Storybook: one service worker over the shared handlers, started once by
 * msw-storybook-addon's loader; each story may add handler overrides through `parameters.msw`.
 */
import { setupWorker } from 'msw/browser';
import { isCommonAssetRequest } from 'msw';
import { seedDatabase } from '@mocks/db/seed/index';
import { allHandlers } from '@mocks/handlers';

export async function setupStorybookMock() {
  await seedDatabase();
  const worker = setupWorker(...allHandlers());
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request)) return;
      if (new URL(request.url).pathname.startsWith('/rest/')) print.error();
    },
  });
  return worker;
}
