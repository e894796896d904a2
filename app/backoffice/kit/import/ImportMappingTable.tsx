/**
 * The header-mapping table of the import dialog: one row per field the screen imports, with a
 * select of the file's columns (or "사용 안 함") and the required mark. Each select is named after
 * its field, so a keyboard and screen-reader user changes a match like any form field.
 */
import { Select } from '@ds/components/Select';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Table, type TableColumn } from '@ds/components/Table';
import { copy } from '@app/shared/copy';
import type { ImportColumn, ImportMapping } from './mapping';

const text = copy.backofficeImport;
const NONE = '';

export interface ImportMappingTableProps<K extends string> {
  columns: readonly ImportColumn<K>[];
  headers: readonly string[];
  mapping: ImportMapping<K>;
  onChange: (key: K, headerIndex: number | null) => void;
  disabled?: boolean;
}

export function ImportMappingTable<K extends string>({ columns, headers, mapping, onChange, disabled = false }: ImportMappingTableProps<K>) {
  const options = [
    { value: NONE, label: text.mappingNone },
    // An empty header still names its column by position, so it can be picked.
    ...headers.map((header, index) => ({ value: String(index), label: header.trim() || text.unnamedHeader(index + 1) })),
  ];
  const tableColumns: TableColumn<ImportColumn<K>>[] = [
    {
      id: 'field',
      header: text.mappingColumn,
      width: '40%',
      cell: (column) => (
        <>
          {column.label} {column.required && <StatusLabel tone="info">{text.mappingRequired}</StatusLabel>}
        </>
      ),
    },
    {
      id: 'source',
      header: text.mappingSource,
      cell: (column) => {
        const index = mapping[column.key];
        return (
          <Select
            label={text.mappingSelect(column.label)}
            hideLabel
            options={options}
            value={index === null ? NONE : String(index)}
            disabled={disabled}
            onChange={(event) => onChange(column.key, event.currentTarget.value === NONE ? null : Number(event.currentTarget.value))}
          />
        );
      },
    },
  ];
  return <Table caption={text.mappingTableCaption} hideCaption columns={tableColumns} rows={columns} getRowKey={(column) => column.key} />;
}
