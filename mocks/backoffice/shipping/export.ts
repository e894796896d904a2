/**
 * The shipping spreadsheets (backoffice.md §7 "shipping xlsx (generic, CJ, Hanjin)"; issue 17): an
 * export job of the one job engine whose result is a real XLSX written by the files area's
 * `exportRows` — the same writer and formula guard the app uses, so a delivery message typed as
 * `=HYPERLINK(…)` arrives as text. The columns and headers of each layout are the contract's
 * (`shippingSheetColumns`); the rows are frozen when the job starts.
 */
import type { Job } from '@app/shared/api/contract/adminJob';
import type { Actor } from '@app/shared/api/contract/adminKit';
import { shippingSheetColumns, type ShippingSheetField, type ShippingSheetFormat } from '@app/shared/api/contract/adminShippingRules';
import { carrierNames, shippingStatusNames } from '@app/shared/api/contract/adminShippingRules';
import { exportRows } from '@mocks/backoffice/files/store';
import { startJob } from '@mocks/backoffice/jobs/engine';
import { seoulDate } from '@mocks/engine/seoulTime';
import { settings } from '@mocks/engine/settings';
import type { ShipmentRecord } from './collections';

/** How each layout is named in the job and the file. */
const formatNames: Record<ShippingSheetFormat, string> = { GENERIC: '기본', CJ: 'CJ대한통운', HANJIN: '한진택배' };

function cell(row: ShipmentRecord, field: ShippingSheetField): string | number {
  switch (field) {
    case 'orderedAt':
      return seoulDate(row.orderedAt);
    case 'status':
      return shippingStatusNames[row.status];
    case 'quantity':
      return row.quantity;
    case 'recipientName':
      return row.recipient.name;
    case 'phone':
    case 'zipCode':
    case 'address':
    case 'addressDetail':
      return row.recipient[field];
    case 'fullAddress':
      return `${row.recipient.address} ${row.recipient.addressDetail}`.trim();
    case 'carrier':
      return row.carrier ? carrierNames[row.carrier] : '';
    case 'invoiceNumber':
      return row.invoiceNumber ?? '';
    default:
      return row[field];
  }
}

export interface ShippingExportInput {
  rows: readonly ShipmentRecord[];
  format: ShippingSheetFormat;
  startedBy: Actor;
  /** The scope in words ("선택한 12건", "조건에 맞는 전체 1,204건"). */
  scope: string;
}

export function startShippingExport({ rows, format, startedBy, scope }: ShippingExportInput): Promise<Job> {
  const columns = shippingSheetColumns[format];
  const byKey = new Map(rows.map((row) => [row.shipmentKey, row]));
  return startJob({
    kind: 'EXPORT',
    title: `배송 엑셀 내려받기 (${formatNames[format]})`,
    scope,
    area: 'SHIPPING',
    startedBy,
    items: [...byKey.keys()],
    processItem: (shipmentKey) => (byKey.has(shipmentKey) ? 'ok' : 'skipped'),
    async finish() {
      const file = await exportRows({
        format: 'XLSX',
        fileName: `배송 ${formatNames[format]} ${seoulDate(settings.now())}`,
        columns,
        rows: rows.map((row) => Object.fromEntries(columns.map((column) => [column.key, cell(row, column.key)]))),
        owner: startedBy,
        sheetName: '배송',
      });
      return { type: 'FILE', fileId: file.fileId, fileName: file.fileName, size: file.size, contentType: file.contentType };
    },
  });
}
