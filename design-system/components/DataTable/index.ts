export { DataTable, type DataTableColumn, type DataTableProps, type DataTableSelectionNotice } from './DataTable';
export type { ColumnKind } from './columnWidths';
export { nextSort, sortRows, type SortDirection, type SortState, type SortValue } from './sort';
export { selectAllState, toggleAll, toggleRow, type SelectAllState } from './selection';
