/**
 * "선택 내려받기" and the like (issue 27): a download offered in both formats the exports write,
 * CSV and XLSX, as the filtered list's own buttons are — the bulk bar's selection export offered
 * only XLSX. One menu, so every list's download of picked rows offers the same two.
 */
import { Menu } from '@ds/components/Menu';
import { copy } from '@app/shared/copy';
import type { SpreadsheetFormat } from '@app/shared/lib/spreadsheet';

const text = copy.listKit;

export interface ExportMenuProps {
  /** The menu button's text: "선택 내려받기". */
  label: string;
  onExport: (format: SpreadsheetFormat) => void;
  /** While an export is being started, or when the selection cannot be exported. */
  disabled?: boolean;
}

export function ExportMenu({ label, onExport, disabled = false }: ExportMenuProps) {
  return (
    <Menu
      label={label}
      items={[
        { id: 'csv', label: text.exportCsv, icon: 'download', disabled, onSelect: () => onExport('CSV') },
        { id: 'xlsx', label: text.exportXlsx, icon: 'download', disabled, onSelect: () => onExport('XLSX') },
      ]}
    />
  );
}
