/**
 * Inventory area handlers (`/rest/inventory`), one per contract endpoint, in one named group.
 * The resolvers live in `mocks/inventory/handlers/` by topic.
 */
import type { HttpHandler } from 'msw';
import { courseHandlers } from '@mocks/inventory/handlers/course';
import { klassRoomHandlers } from '@mocks/inventory/handlers/klassRoom';
import { myKlassHandlers } from '@mocks/inventory/handlers/myKlass';
import { ticketMediaHandlers } from '@mocks/inventory/handlers/ticketMedia';
import type { inventoryEndpoints } from '@app/shared/api/contract/inventory';

export const inventoryHandlers = {
  ...myKlassHandlers,
  ...klassRoomHandlers,
  ...ticketMediaHandlers,
  ...courseHandlers,
} satisfies Record<keyof typeof inventoryEndpoints, HttpHandler>;
