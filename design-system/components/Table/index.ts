export { Table, type CellAlign, type TableColumn, type TableProps } from './Table';
