/** Document area handlers (filled by the document mock work). */
import type { HttpHandler } from 'msw';

export const documentHandlers: Record<string, HttpHandler> = {};
