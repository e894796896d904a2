/** Community area handlers (filled by the community mock work). */
import type { HttpHandler } from 'msw';

export const communityHandlers: Record<string, HttpHandler> = {};
