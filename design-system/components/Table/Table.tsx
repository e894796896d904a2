/**
 * A plain data table: caption, column headers and one row per item, scrolling sideways on narrow
 * screens. For sorting, selection, states and thousands of rows use DataTable.
 */
import { useRef, type ReactNode } from 'react';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { ScrollRegion } from './ScrollRegion';
import * as S from './Table.styles';

export type CellAlign = 'start' | 'center' | 'end';

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: CellAlign;
  /** A CSS width for the column, e.g. "8rem" or "20%". */
  width?: string;
}

export interface TableProps<Row> {
  caption: string;
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  emptyText?: string;
  className?: string;
}

export function Table<Row>({ caption, hideCaption = false, columns, rows, getRowKey, emptyText, className }: TableProps<Row>) {
  const messages = useDesignSystemMessages();
  const scroll = useRef<HTMLDivElement>(null);
  return (
    <ScrollRegion scrollRef={scroll} label={caption} className={className}>
      <S.Root aria-label={hideCaption ? caption : undefined}>
        {!hideCaption && <S.Caption>{caption}</S.Caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <S.Th key={column.id} scope="col" data-align={column.align} style={column.width ? { width: column.width } : undefined}>
                {column.header}
              </S.Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <S.StateCell colSpan={columns.length}>{emptyText ?? messages.emptyList}</S.StateCell>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowKey(row)}>
                {columns.map((column) => (
                  <S.Td key={column.id} data-align={column.align}>
                    {column.cell(row)}
                  </S.Td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </S.Root>
    </ScrollRegion>
  );
}
