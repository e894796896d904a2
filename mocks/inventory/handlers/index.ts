/**
 * Inventory area handlers (`/rest/inventory`), one per contract endpoint, in one named group.
 * The resolvers live in `mocks/inventory/handlers/` by topic.
 */
import type { HttpHandler } from 'msw';
import { courseHandlers } from './course';
import { klassRoomHandlers } from './klassRoom';
import { myKlassHandlers } from './myKlass';
import { ticketMediaHandlers } from './ticketMedia';
import type { inventoryEndpoints } from '@app/shared/api/contract/inventory';

export const inventoryHandlers = {
  ...myKlassHandlers,
  ...klassRoomHandlers,
  ...ticketMediaHandlers,
  ...courseHandlers,
} satisfies Record<keyof typeof inventoryEndpoints, HttpHandler>;
