/** Inventory area handlers (filled by the inventory mock work). */
import type { HttpHandler } from 'msw';

export const inventoryHandlers: Record<string, HttpHandler> = {};
