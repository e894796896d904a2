/**
 * Back-office shipping calls (backoffice.md §3 Shipping, §4 shipping statuses and actions, §5
 * shipping fields, §7 Commerce "shipping list and state changes (PUT); invoice register/update;
 * bulk invoice; shipping xlsx (generic, CJ, Hanjin); shipping address update", §9 the ten
 * carriers; issue 17). The spec gives shapes only; the paths are chosen here in the style of the
 * learner ones, under `/rest/commerce/admin/tenant/shipments`, and every call needs the SHIPPING
 * permission.
 *
 * What the server promises, so the screens can say it before acting:
 * - a physical-goods order that is paid has one shipment; its status moves only by the operator
 *   actions its status allows (adminShippingRules.ts, the one table the screen also reads); another
 *   action answers 409 `shipping.transition.not_allowed` with `data.allowed`. A bulk action is all
 *   or nothing: when a row of the selection does not allow it, nothing changes and the answer says
 *   how many rows stopped it (`data.blockedCount`, `data.blockedStatuses`);
 * - a bulk action by query scope is refused with 409 `selection.changed` when the frozen filter,
 *   less the rows left out, no longer covers `expectedCount`;
 * - how many shipments of a selection are in each status (`statusCounts`, the same scope and the
 *   same `selection.changed`), so a screen offers for "all N matching" — rows it never showed —
 *   only the actions every status present allows;
 * - an invoice is registered on a prepared shipment (which goes IN_TRANSIT) and may be corrected
 *   in transit; otherwise 409 `shipping.invoice.not_allowed`;
 * - the address and message may change until the parcel leaves (canUpdateAddress); after that
 *   409 `shipping.address.locked`;
 * - the bulk invoice file's dry run says per row whether it registers, corrects, names no shipment
 *   or names one whose status allows no invoice; the commit runs as a job (adminJob.ts);
 * - the spreadsheets are XLSX export jobs in the generic, CJ or Hanjin layout, with the headers of
 *   `shippingSheetColumns` (adminShippingRules.ts) in that order.
 */
import { z } from 'zod/mini';
import { adminListQuery, adminPageOf, isoDateTime, selectionScope } from './adminKit';
import { jobSchema } from './adminJob';
import { queryListOf } from './common';
import { defineEndpoint } from './endpoint';
import {
  ADDRESS_DETAIL_MAX,
  ADDRESS_LINE_MAX,
  carriers,
  DELIVERY_MESSAGE_MAX,
  INVOICE_DIGITS_MAX,
  INVOICE_DIGITS_MIN,
  RECIPIENT_NAME_MAX,
  shippingActionPaths,
  shippingActions,
  SHIPPING_MOBILE,
  shippingStatuses,
  shipmentSortFields,
  shippingSheetFormats,
} from './adminShippingRules';

const base = '/rest/commerce/admin/tenant/shipments';
const access = { side: 'operator', permission: 'SHIPPING' } as const;

/** Most rows one bulk invoice file (dry run or commit) carries. */
export const INVOICE_IMPORT_ROWS_MAX = 10_000;

export const shippingStatusSchema = z.enum(shippingStatuses);
export const shippingActionSchema = z.enum(shippingActions);
export const carrierSchema = z.enum(carriers);

export const recipientSchema = z.object({
  name: z.string(),
  /** `010-1234-5678`. */
  phone: z.string(),
  zipCode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const shipmentSchema = z.object({
  shipmentKey: z.string(),
  /** The physical-goods order it ships (the orders area's key). */
  orderKey: z.string(),
  /** What is shipped, as the order names it ("무선 블루투스 키보드 외 1건"). */
  orderTitle: z.string(),
  quantity: z.number().check(z.int(), z.gte(1)),
  buyerName: z.string(),
  orderedAt: isoDateTime,
  status: shippingStatusSchema,
  carrier: z.nullable(carrierSchema),
  invoiceNumber: z.nullable(z.string()),
  recipient: recipientSchema,
  /** The delivery message the buyer left (§3 Shipping `message`); '' when none. */
  message: z.string(),
  updatedAt: isoDateTime,
});
export type Shipment = z.infer<typeof shipmentSchema>;

/**
 * The filters of the shipment list, as the list kit sends them: text on order key, shipment key,
 * product, buyer, recipient, phone or invoice number; statuses; carriers; the order period as the
 * first and last instants of Seoul days. The same object is frozen into a bulk action's scope.
 */
export const shipmentFilterSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  status: z.optional(queryListOf(shippingStatusSchema)),
  carrier: z.optional(queryListOf(carrierSchema)),
  orderedFrom: z.optional(isoDateTime),
  orderedTo: z.optional(isoDateTime),
});
export type ShipmentFilter = z.input<typeof shipmentFilterSchema>;


export const shipmentScopeSchema = selectionScope(shipmentFilterSchema);
export type ShipmentScope = z.input<typeof shipmentScopeSchema>;

const invoiceNumberSchema = z.string().check(z.regex(new RegExp(`^\\d{${INVOICE_DIGITS_MIN},${INVOICE_DIGITS_MAX}}$`)));

export const invoiceSchema = z.object({ carrier: carrierSchema, invoiceNumber: invoiceNumberSchema });
export type InvoiceInput = z.infer<typeof invoiceSchema>;

/** §5: name 1–24, a mobile number, address detail up to 30, delivery message up to 50. */
export const addressUpdateSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(RECIPIENT_NAME_MAX)),
  phone: z.string().check(z.regex(SHIPPING_MOBILE)),
  zipCode: z.string().check(z.regex(/^\d{5}$/)),
  address: z.string().check(z.trim(), z.minLength(1), z.maxLength(ADDRESS_LINE_MAX)),
  addressDetail: z.string().check(z.trim(), z.maxLength(ADDRESS_DETAIL_MAX)),
  message: z.string().check(z.trim(), z.maxLength(DELIVERY_MESSAGE_MAX)),
});
export type AddressUpdate = z.input<typeof addressUpdateSchema>;

/** One row of a bulk invoice file: its 1-based row number in the file, the shipment, the invoice. */
export const invoiceImportRowSchema = z.object({
  row: z.number().check(z.int(), z.gte(1)),
  shipmentKey: z.string().check(z.minLength(1), z.maxLength(40)),
  carrier: carrierSchema,
  invoiceNumber: invoiceNumberSchema,
});
export type InvoiceImportRow = z.infer<typeof invoiceImportRowSchema>;

const invoiceRows = z.array(invoiceImportRowSchema).check(z.minLength(1), z.maxLength(INVOICE_IMPORT_ROWS_MAX));

/**
 * What the dry run found for a row: REGISTER (a prepared shipment gets its invoice), CORRECT (a
 * shipment in transit gets another), NOT_FOUND (no shipment has that key), NOT_ALLOWED (its status
 * allows no invoice).
 */
export const invoiceOutcomeSchema = z.enum(['REGISTER', 'CORRECT', 'NOT_FOUND', 'NOT_ALLOWED']);
export type InvoiceOutcome = z.infer<typeof invoiceOutcomeSchema>;

export const invoiceDryRunSchema = z.object({
  rows: z.array(z.object({ row: z.number(), shipmentKey: z.string(), outcome: invoiceOutcomeSchema, status: z.nullable(shippingStatusSchema) })),
  counts: z.object({ REGISTER: z.number(), CORRECT: z.number(), NOT_FOUND: z.number(), NOT_ALLOWED: z.number() }),
});
export type InvoiceDryRun = z.infer<typeof invoiceDryRunSchema>;

/** VALID_ONLY registers the rows that can be; ALL_OR_NOTHING registers nothing unless every row can. */
export const invoiceImportModeSchema = z.enum(['VALID_ONLY', 'ALL_OR_NOTHING']);

export const shippingSheetFormatSchema = z.enum(shippingSheetFormats);

const shipmentParams = z.object({ shipmentKey: z.string().check(z.minLength(1)) });
const actionPath = z.enum(Object.values(shippingActionPaths) as [string, ...string[]]);

// ---- reads ------------------------------------------------------------------------------------

export const shipments = defineEndpoint({
  id: 'adminShipping.shipments',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  query: z.extend(shipmentFilterSchema, adminListQuery(shipmentSortFields, 50)),
  response: adminPageOf(shipmentSchema),
  summary: 'Shipments filtered (text, statuses, carriers, Seoul order days), sorted and paged.',
});

export const shipment = defineEndpoint({
  id: 'adminShipping.shipment',
  method: 'GET',
  path: `${base}/{shipmentKey}`,
  auth: 'required',
  access,
  params: shipmentParams,
  response: shipmentSchema,
  summary: 'One shipment; 404 request.not_found when it does not exist.',
});

// ---- status actions ---------------------------------------------------------------------------

export const changeStatus = defineEndpoint({
  id: 'adminShipping.changeStatus',
  method: 'PUT',
  path: `${base}/{shipmentKey}/status/{action}`,
  auth: 'required',
  access,
  params: z.object({ shipmentKey: z.string().check(z.minLength(1)), action: actionPath }),
  response: shipmentSchema,
  summary:
    'Move to pending, prepare delivery, drop out or confirm delivered; 409 shipping.transition.not_allowed (data.allowed) when the status does not allow it.',
});

export const bulkChangeStatus = defineEndpoint({
  id: 'adminShipping.bulkChangeStatus',
  method: 'PUT',
  path: `${base}/status/{action}`,
  auth: 'required',
  access,
  params: z.object({ action: actionPath }),
  body: z.object({ selection: shipmentScopeSchema }),
  response: z.object({ changedCount: z.number().check(z.int(), z.gte(0)) }),
  summary:
    'The same action on a selection, all or nothing: 409 shipping.transition.not_allowed (data.blockedCount) when a row does not allow it, 409 selection.changed when the scope moved.',
});

export const statusCountSchema = z.object({
  status: shippingStatusSchema,
  count: z.number().check(z.int(), z.gte(1)),
});
export type StatusCount = z.infer<typeof statusCountSchema>;

export const statusCounts = defineEndpoint({
  id: 'adminShipping.statusCounts',
  method: 'POST',
  path: `${base}/status-counts`,
  auth: 'required',
  access,
  body: z.object({ selection: shipmentScopeSchema }),
  response: z.object({ counts: z.array(statusCountSchema) }),
  summary:
    'How many shipments of the selection are in each status present (statuses with none are left out); changes nothing; 409 selection.changed when the scope moved.',
});

// ---- invoices ---------------------------------------------------------------------------------

export const registerInvoice = defineEndpoint({
  id: 'adminShipping.registerInvoice',
  method: 'PUT',
  path: `${base}/{shipmentKey}/invoice`,
  auth: 'required',
  access,
  params: shipmentParams,
  body: invoiceSchema,
  response: shipmentSchema,
  summary:
    'Register (a prepared shipment goes in transit) or correct (in transit) the carrier and invoice number; 409 shipping.invoice.not_allowed otherwise.',
});

export const invoiceDryRun = defineEndpoint({
  id: 'adminShipping.invoiceDryRun',
  method: 'POST',
  path: `${base}/invoices/dry-run`,
  auth: 'required',
  access,
  body: z.object({ rows: invoiceRows }),
  response: invoiceDryRunSchema,
  summary: 'Classify each row of a bulk invoice file (REGISTER / CORRECT / NOT_FOUND / NOT_ALLOWED); changes nothing.',
});

export const invoiceImport = defineEndpoint({
  id: 'adminShipping.invoiceImport',
  method: 'POST',
  path: `${base}/invoices`,
  auth: 'required',
  access,
  body: z.object({ rows: invoiceRows, mode: invoiceImportModeSchema }),
  response: jobSchema,
  summary: 'Register the file’s invoices as a job (valid rows only, or all-or-nothing); its item errors name the rows left out.',
});

// ---- spreadsheets and the address -------------------------------------------------------------

export const exportShipments = defineEndpoint({
  id: 'adminShipping.exportShipments',
  method: 'POST',
  path: `${base}/export`,
  auth: 'required',
  access,
  body: z.object({
    format: shippingSheetFormatSchema,
    /** The list's filter: every shipment matching it, when no selection is given. */
    filter: shipmentFilterSchema,
    /** Only these shipments. */
    selection: z.optional(shipmentScopeSchema),
  }),
  response: jobSchema,
  summary: 'Write the shipments (matching the filter, or a selection) as an XLSX in the generic, CJ or Hanjin layout, as a job.',
});

export const updateAddress = defineEndpoint({
  id: 'adminShipping.updateAddress',
  method: 'PUT',
  path: `${base}/{shipmentKey}/address`,
  auth: 'required',
  access,
  params: shipmentParams,
  body: addressUpdateSchema,
  response: shipmentSchema,
  summary: 'Change the recipient, address and delivery message (§5); 409 shipping.address.locked once it has left or was dropped.',
});

export const adminShippingEndpoints = {
  shipments,
  shipment,
  changeStatus,
  bulkChangeStatus,
  statusCounts,
  registerInvoice,
  invoiceDryRun,
  invoiceImport,
  exportShipments,
  updateAddress,
};
