/** Sso area handlers (filled by the sso mock work). */
import type { HttpHandler } from 'msw';

export const ssoHandlers: Record<string, HttpHandler> = {};
