/**
 * The mock in Node (vitest): msw's request interception over the shared handlers.
 * Unknown requests are errors in tests, never a silent 200.
 */
import { setupServer } from 'msw/node';
import { seedDatabase } from '@mocks/db/seed/index';
import { allHandlers } from '@mocks/handlers';

export const mockServer = setupServer(...allHandlers());

export async function startNodeMock(): Promise<void> {
  await seedDatabase();
  mockServer.listen({ onUnhandledRequest: 'error' });
}

export function stopNodeMock(): void {
  mockServer.close();
}
