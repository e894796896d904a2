/**
 * Shipping endpoint functions (adminShipping.ts contract; issue 17), their query options and
 * keys: the list (read through the list kit's page query), one shipment, a selection's count per
 * status, the operator actions single and bulk, invoices one by one and from a file, the spreadsheet exports and the address.
 * Types come only from the contract. Every change invalidates `adminShippingKeys.all` through its
 * caller (the screens), so the list and the detail show it at once; an invoice import that ended
 * does through the job centre (declareJobEffect).
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import { shippingActionPaths, type ShippingAction } from '@app/shared/api/contract/adminShippingRules';
import * as endpoints from '@app/shared/api/routes/adminShipping';
import { declareJobEffect } from '../kit/jobs/jobEffects';
import { adminHistoryKeys } from './adminHistory';

export type ShipmentListQuery = QueryInput<typeof endpoints.shipments>;
export type ShipmentSelection = BodyInput<typeof endpoints.bulkChangeStatus>['selection'];
export type InvoiceImportBody = BodyInput<typeof endpoints.invoiceImport>;
export type ShippingExportBody = BodyInput<typeof endpoints.exportShipments>;
export type AddressBody = BodyInput<typeof endpoints.updateAddress>;
export type InvoiceBody = BodyInput<typeof endpoints.registerInvoice>;

export const adminShippingKeys = {
  all: ['adminShipping'] as const,
  lists: () => [...adminShippingKeys.all, 'list'] as const,
  list: (query: ShipmentListQuery) => [...adminShippingKeys.lists(), query] as const,
  shipment: (shipmentKey: string) => [...adminShippingKeys.all, 'shipment', shipmentKey] as const,
  statusCounts: (selection: ShipmentSelection | null) => [...adminShippingKeys.all, 'statusCounts', selection] as const,
};

/** A bulk invoice file that ended: the shipments' invoices and statuses, and their change history. */
declareJobEffect({ area: 'SHIPPING', kinds: ['IMPORT'], queryKeys: [adminShippingKeys.all, adminHistoryKeys.all] });

export function fetchShipments(query: ShipmentListQuery, options?: RequestOptions) {
  return api.request(endpoints.shipments, { query }, options);
}

/** One page of the shipment list: key and fetcher together, with react-query's abort signal. */
export function shipmentsQuery(query: ShipmentListQuery) {
  return queryOptions({
    queryKey: adminShippingKeys.list(query),
    queryFn: ({ signal }) => fetchShipments(query, { signal }),
  });
}

export function fetchShipment(shipmentKey: string, options?: RequestOptions) {
  return api.request(endpoints.shipment, { params: { shipmentKey } }, options);
}

export function shipmentQuery(shipmentKey: string) {
  return queryOptions({
    queryKey: adminShippingKeys.shipment(shipmentKey),
    queryFn: ({ signal }) => fetchShipment(shipmentKey, { signal }),
  });
}

export function fetchShipmentStatusCounts(selection: ShipmentSelection, options?: RequestOptions) {
  return api.request(endpoints.statusCounts, { body: { selection } }, options);
}

/** How many of a selection are in each status: what "all N matching" allows is read from it. Null asks nothing. */
export function shipmentStatusCountsQuery(selection: ShipmentSelection | null) {
  return queryOptions({
    queryKey: adminShippingKeys.statusCounts(selection),
    queryFn: selection ? ({ signal }) => fetchShipmentStatusCounts(selection, { signal }) : skipToken,
  });
}

export function changeShipmentStatus(shipmentKey: string, action: ShippingAction, options?: RequestOptions) {
  return api.request(endpoints.changeStatus, { params: { shipmentKey, action: shippingActionPaths[action] } }, options);
}

/** `keepalive` when the undo queue flushes as the page goes away (the request outlives it). */
export function bulkChangeShipmentStatus(action: ShippingAction, selection: ShipmentSelection, options?: RequestOptions) {
  return api.request(endpoints.bulkChangeStatus, { params: { action: shippingActionPaths[action] }, body: { selection } }, options);
}

export function registerInvoice(shipmentKey: string, body: InvoiceBody, options?: RequestOptions) {
  return api.request(endpoints.registerInvoice, { params: { shipmentKey }, body }, options);
}

export function invoiceDryRun(rows: InvoiceImportBody['rows'], options?: RequestOptions) {
  return api.request(endpoints.invoiceDryRun, { body: { rows } }, options);
}

export function invoiceImport(body: InvoiceImportBody, options?: RequestOptions) {
  return api.request(endpoints.invoiceImport, { body }, options);
}

export function exportShipments(body: ShippingExportBody, options?: RequestOptions) {
  return api.request(endpoints.exportShipments, { body }, options);
}

export function updateShipmentAddress(shipmentKey: string, body: AddressBody, options?: RequestOptions) {
  return api.request(endpoints.updateAddress, { params: { shipmentKey }, body }, options);
}
