/**
 * "송장 일괄 등록": bulk invoice registration from a CSV on the import kit (backoffice.md §7
 * "bulk invoice"; issue 17). Three columns — shipment key, carrier, invoice number — each row
 * checked in the page with the forms' rules (a carrier that is not one of the ten contracted ones
 * is reported at its row and column, in Korean); the valid rows go to the server's dry run, which
 * says which register a new invoice, which correct one, which name no shipment and which name one
 * whose status allows no invoice (those two are rejected, never sent); the commit starts the
 * server's import job, which the job centre follows.
 */
import type { Job } from '@app/shared/api/contract/adminJob';
import { copy } from '@app/shared/copy';
import { invoiceDryRun, invoiceImport } from '../../api/adminShipping';
import type { ImportCommitMode, ImportDefinition, ImportRow } from '../../kit/import';
import { invoiceImportSchema, type InvoiceImportKey, type InvoiceImportValue } from './shippingForms';

const text = copy.backofficeShipping;

const modes = { validOnly: 'VALID_ONLY', allOrNothing: 'ALL_OR_NOTHING' } as const satisfies Record<ImportCommitMode, string>;

const rowsOf = (rows: readonly ImportRow<InvoiceImportValue>[]) => rows.map((row) => ({ row: row.rowNumber, ...row.value }));

/** The bulk invoice import; `onJob` hears of the job the commit started. */
export function invoiceImportDefinition(onJob: (job: Job) => void): ImportDefinition<InvoiceImportKey, InvoiceImportValue> {
  return {
    columns: [
      { key: 'shipmentKey', label: text.importColumnShipment, aliases: ['배송 번호', '고객주문번호', 'shipmentKey', 'shipment'], required: true },
      { key: 'carrier', label: text.importColumnCarrier, aliases: ['택배회사', '배송업체', 'carrier'], required: true },
      { key: 'invoiceNumber', label: text.importColumnInvoice, aliases: ['송장 번호', '운송장번호', '운송장 번호', 'invoice', 'invoiceNumber'], required: true },
    ],
    schema: invoiceImportSchema,
    uniqueBy: { column: 'shipmentKey', key: (value) => value.shipmentKey },
    async classify(rows, { signal }) {
      const { counts, rows: outcomes } = await invoiceDryRun(rowsOf(rows), { signal });
      const byRow = new Map(rows.map((row) => [row.rowNumber, row.value]));
      return {
        new: counts.REGISTER,
        existing: counts.CORRECT,
        notFound: counts.NOT_FOUND,
        notFoundRows: outcomes.filter((row) => row.outcome === 'NOT_FOUND').map((row) => row.row),
        rejected: outcomes
          .filter((row) => row.outcome === 'NOT_ALLOWED')
          .map((row) => ({
            rowNumber: row.row,
            column: 'shipmentKey' as const,
            value: byRow.get(row.row)?.shipmentKey ?? row.shipmentKey,
            message: text.importNotAllowed(row.status ? text.statuses[row.status] : ''),
          })),
      };
    },
    async commit(rows, mode) {
      const job = await invoiceImport({ rows: rowsOf(rows), mode: modes[mode] });
      onJob(job);
      return { count: rows.length, jobId: job.jobId };
    },
  };
}
