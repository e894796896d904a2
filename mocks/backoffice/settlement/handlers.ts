/**
 * Settlement handlers (`/rest/settlement/admin/tenant…`, adminSettlement.ts): the monthly sales
 * over the orders area's records, and their XLSX export as a job.
 */
import { adminSettlementEndpoints } from '@app/shared/api/contract/adminSettlement';
import type { HttpHandler } from 'msw';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { handle } from '@mocks/engine/handle';
import { startSalesExport } from './export';
import { monthlySales } from './sales';

export const adminSettlementHandlers = {
  monthlySales: handle(adminSettlementEndpoints.monthlySales, ({ query }) => monthlySales(db.orders.all(), query)),

  exportMonthlySales: handle(adminSettlementEndpoints.exportMonthlySales, ({ body, auth }) =>
    startSalesExport(monthlySales(db.orders.all(), body).months, actorOf(auth)),
  ),
} satisfies Record<keyof typeof adminSettlementEndpoints, HttpHandler>;
