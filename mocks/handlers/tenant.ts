/** Tenant area handlers (filled by the tenant mock work). */
import type { HttpHandler } from 'msw';

export const tenantHandlers: Record<string, HttpHandler> = {};
