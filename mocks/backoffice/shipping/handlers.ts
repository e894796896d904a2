/**
 * Shipping handlers (`/rest/commerce/admin/tenant/shipments…`, adminShipping.ts; issue 17): the
 * list filtered, sorted and paged by the one list query; the detail; the operator actions, single
 * and bulk (all or nothing), allowed only as the one transition table says (adminShippingRules.ts) and
 * refused otherwise with `shipping.transition.not_allowed`; a selection's count per status; invoices one by one and from a file
 * (dry run, then a job); the spreadsheets as export jobs; the address, which becomes the order's
 * too. Every change of a shipment is written to its change history (record type SHIPMENT), one
 * entry per shipment (save.ts).
 */
import {
  adminShippingEndpoints,
  type InvoiceImportRow,
  type InvoiceOutcome,
} from '@app/shared/api/contract/adminShipping';
import {
  actionTarget,
  allowedShippingActions,
  canApply,
  canRegisterInvoice,
  canUpdateAddress,
  carrierNames,
  shippingActionPaths,
  shippingStatuses,
  statusAfterInvoice,
  type Carrier,
  type ShippingAction,
  type ShippingStatus,
} from '@app/shared/api/contract/adminShippingRules';
import type { HttpHandler } from 'msw';
import type { AccessClaims } from '@mocks/auth/tokens';
import { startJob } from '@mocks/backoffice/jobs/engine';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { pageOf, select } from '@mocks/engine/query';
import type { ShipmentRecord } from './collections';
import { startShippingExport } from './export';
import { moveOrderAddress, saveShipment } from './save';
import { requireShipment, scopeRows, shipmentFilter, shipmentOrder } from './shipments';
import { actorOf } from '@mocks/engine/actor';

const count = (value: number) => value.toLocaleString('ko-KR');


const actionOfPath = new Map<string, ShippingAction>(Object.entries(shippingActionPaths).map(([action, path]) => [path, action as ShippingAction]));

function actionOf(path: string): ShippingAction {
  const action = actionOfPath.get(path);
  if (!action) throw new MockError('badRequest', '알 수 없는 배송 처리예요.', { action: path });
  return action;
}

function refuseTransition(record: ShipmentRecord, action: ShippingAction): void {
  if (canApply(record.status, action)) return;
  throw new MockError('shippingTransitionNotAllowed', '지금 배송 상태에서는 할 수 없는 처리예요.', {
    action,
    status: record.status,
    allowed: [...allowedShippingActions(record.status)],
  });
}

/** REGISTER / CORRECT / NOT_FOUND / NOT_ALLOWED for each row of a bulk invoice file. */
function classifyInvoices(rows: readonly InvoiceImportRow[]) {
  const byKey = new Map(db.shipments.all().map((record) => [record.shipmentKey, record]));
  return rows.map((row) => {
    const record = byKey.get(row.shipmentKey);
    const outcome: InvoiceOutcome = !record
      ? 'NOT_FOUND'
      : !canRegisterInvoice(record.status)
        ? 'NOT_ALLOWED'
        : record.status === 'PREPARED_DELIVERY'
          ? 'REGISTER'
          : 'CORRECT';
    return { row: row.row, shipmentKey: row.shipmentKey, outcome, status: record?.status ?? null };
  });
}

const invoiceRowError = (outcome: InvoiceOutcome) =>
  outcome === 'NOT_FOUND' ? '이 배송번호의 배송이 없어요.' : '배송 준비 중이거나 배송 중인 건에만 송장을 등록할 수 있어요.';

async function applyInvoice(auth: AccessClaims | null, record: ShipmentRecord, carrier: Carrier, invoiceNumber: string) {
  return saveShipment(auth, record, { carrier, invoiceNumber, status: statusAfterInvoice(record.status) });
}

export const adminShippingHandlers = {
  shipments: handle(adminShippingEndpoints.shipments, ({ query }) => {
    const kept = select(db.shipments.all(), { where: shipmentFilter(query), orderBy: shipmentOrder(query.sort) });
    return pageOf(kept, query);
  }),

  shipment: handle(adminShippingEndpoints.shipment, ({ params }) => requireShipment(params.shipmentKey)),

  changeStatus: handle(adminShippingEndpoints.changeStatus, async ({ params, auth }) => {
    const record = requireShipment(params.shipmentKey);
    const action = actionOf(params.action);
    refuseTransition(record, action);
    return saveShipment(auth, record, { status: actionTarget[action] });
  }),

  bulkChangeStatus: handle(adminShippingEndpoints.bulkChangeStatus, async ({ params, body, auth }) => {
    const action = actionOf(params.action);
    const rows = scopeRows(body.selection);
    const blocked = rows.filter((row) => !canApply(row.status, action));
    if (blocked.length > 0) {
      throw new MockError('shippingTransitionNotAllowed', `선택한 배송 중 ${count(blocked.length)}건은 지금 상태에서 이 처리를 할 수 없어요.`, {
        action,
        blockedCount: blocked.length,
        blockedStatuses: [...new Set(blocked.map((row) => row.status))],
      });
    }
    for (const row of rows) await saveShipment(auth, row, { status: actionTarget[action] });
    return { changedCount: rows.length };
  }),

  statusCounts: handle(adminShippingEndpoints.statusCounts, ({ body }) => {
    const counts = new Map<ShippingStatus, number>();
    for (const row of scopeRows(body.selection)) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
    // In the statuses' own order, so the answer reads the same every time.
    return { counts: shippingStatuses.flatMap((status) => (counts.has(status) ? [{ status, count: counts.get(status) ?? 0 }] : [])) };
  }),

  registerInvoice: handle(adminShippingEndpoints.registerInvoice, async ({ params, body, auth }) => {
    const record = requireShipment(params.shipmentKey);
    if (!canRegisterInvoice(record.status)) {
      throw new MockError('shippingInvoiceNotAllowed', '배송 준비 중이거나 배송 중인 건에만 송장을 등록할 수 있어요.', { status: record.status });
    }
    return applyInvoice(auth, record, body.carrier, body.invoiceNumber);
  }),

  invoiceDryRun: handle(adminShippingEndpoints.invoiceDryRun, ({ body }) => {
    const rows = classifyInvoices(body.rows);
    const counts = { REGISTER: 0, CORRECT: 0, NOT_FOUND: 0, NOT_ALLOWED: 0 };
    for (const row of rows) counts[row.outcome] += 1;
    return { rows, counts };
  }),

  invoiceImport: handle(adminShippingEndpoints.invoiceImport, ({ body, auth }) => {
    const outcomes = classifyInvoices(body.rows);
    const stoppers = outcomes.filter((row) => row.outcome === 'NOT_FOUND' || row.outcome === 'NOT_ALLOWED');
    // All-or-nothing with rows that cannot be registered: nothing is, and the job fails listing them.
    const blocked = body.mode === 'ALL_OR_NOTHING' && stoppers.length > 0;
    const rowsByItem = new Map(body.rows.map((row, index) => [`row-${row.row}`, { row, outcome: outcomes[index]?.outcome ?? 'NOT_FOUND' }]));
    const items = blocked ? stoppers.map((row) => `row-${row.row}`) : [...rowsByItem.keys()];
    return startJob({
      kind: 'IMPORT',
      title: '송장 일괄 등록',
      scope: blocked
        ? `파일 ${count(body.rows.length)}행 중 등록할 수 없는 ${count(stoppers.length)}행 때문에 아무것도 등록하지 않음`
        : `파일의 ${count(body.rows.length)}행`,
      area: 'SHIPPING',
      startedBy: actorOf(auth),
      items,
      async processItem(itemKey) {
        const entry = rowsByItem.get(itemKey);
        if (!entry) return 'skipped';
        const label = `${entry.row.row}행 ${entry.row.shipmentKey} · ${carrierNames[entry.row.carrier]} ${entry.row.invoiceNumber}`;
        const record = db.shipments.findFirst((q) => q.where({ shipmentKey: entry.row.shipmentKey }));
        if (blocked || !record || !canRegisterInvoice(record.status)) {
          return { label, error: invoiceRowError(record ? 'NOT_ALLOWED' : 'NOT_FOUND'), retryable: false };
        }
        await applyInvoice(auth, record, entry.row.carrier, entry.row.invoiceNumber);
        return 'ok';
      },
    });
  }),

  exportShipments: handle(adminShippingEndpoints.exportShipments, ({ body, auth }) => {
    const rows = body.selection
      ? scopeRows(body.selection)
      : select(db.shipments.all(), { where: shipmentFilter(body.filter), orderBy: shipmentOrder(undefined) });
    const scope = body.selection ? `선택한 ${count(rows.length)}건` : `조건에 맞는 전체 ${count(rows.length)}건`;
    return startShippingExport({ rows, format: body.format, startedBy: actorOf(auth), scope });
  }),

  updateAddress: handle(adminShippingEndpoints.updateAddress, async ({ params, body, auth }) => {
    const record = requireShipment(params.shipmentKey);
    if (!canUpdateAddress(record.status)) {
      throw new MockError('shippingAddressLocked', '이미 출고됐거나 배송 제외된 건은 주소를 바꿀 수 없어요.', { status: record.status });
    }
    const { message, ...recipient } = body;
    const saved = await saveShipment(auth, record, { recipient, message });
    await moveOrderAddress(auth, saved);
    return saved;
  }),
} satisfies Record<keyof typeof adminShippingEndpoints, HttpHandler>;
