/**
 * The table for long lists (members, orders): sortable columns, row selection with a select-all
 * checkbox, a sticky header, loading / error / empty rows, and a virtualised body that keeps only
 * the rows in view (plus a few) in the DOM, so 10,000 rows scroll smoothly. Rows have one fixed
 * height; cells cut long text with an ellipsis, except in columns whose `kind` (phone, date, order
 * number, money, count) gives them a width their values fit (columnWidths.ts). The table is never
 * narrower than its columns: a narrow screen scrolls it sideways, every column still there, with a
 * shadow at the edge that has more (ScrollRegion) and the region reachable by keyboard. (It once
 * hid all but two columns at a phone's width; the hand review at 390 px found nothing said the
 * others existed.)
 * Given `scrollMemoryKey`, its own scroll is kept for that key in the tab's session and restored
 * when the table comes back with its rows (a row opened, then Back); with `returnFocusToOpenedRow`,
 * the row whose link was followed gets the keyboard focus back too.
 *
 * Lists that page on the server (the back-office list kit) sort by column through `sortable` and
 * `manualSorting`, and can offer to extend a full page's selection to every matching row
 * (`selectionNotice`, "select all N matching", issue 15). Built-in words come from the design
 * system's messages; a prop given wins.
 */
import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button } from '@ds/components/Button';
import { CheckboxInput } from '@ds/components/Checkbox';
import { Icon } from '@ds/components/Icon';
import { Spinner } from '@ds/components/Spinner';
import * as T from '@ds/components/Table/Table.styles';
import type { TableColumn } from '@ds/components/Table';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { useControllableState } from '@ds/lib/useControllableState';
import { ScrollRegion } from '@ds/components/Table/ScrollRegion';
import { useRememberedScroll } from '@ds/lib/useRememberedScroll';
import { useReturnedRowFocus } from '@ds/lib/useReturnedRowFocus';
import { columnWidth, SELECT_COLUMN_PX, tableMinWidth, type ColumnKind } from './columnWidths';
import * as S from './DataTable.styles';
import { selectAllState, toggleAll, toggleRow } from './selection';
import { nextSort, sortRows, type SortState, type SortValue } from './sort';

export interface DataTableColumn<Row> extends TableColumn<Row> {
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => SortValue;
  /** Sortable by the caller (with `manualSorting`), without a value to sort by here. */
  sortable?: boolean;
  /** What the column holds: gives it a width its values fit (see columnWidths.ts); `width` wins. */
  kind?: ColumnKind;
}

/**
 * Shown above the table while every row shown is selected: the page's selection can grow to every
 * matching row ("이 페이지의 50명이 모두 선택되었어요. 검색 결과 전체 8,214명 선택"), or, once it
 * has, be cleared.
 */
export interface DataTableSelectionNotice {
  message: ReactNode;
  actionLabel: string;
  onAction: () => void;
}

export interface DataTableProps<Row> {
  caption: string;
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  /** How a row is named for its checkbox: "{label} 선택". */
  getRowLabel?: (row: Row) => string;
  status?: 'ready' | 'loading' | 'error';
  errorText?: string;
  onRetry?: () => void;
  emptyText?: ReactNode;
  sort?: SortState | null;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** The caller sorts (on the server); the table only shows and reports the sort. */
  manualSorting?: boolean;
  selectable?: boolean;
  selectedKeys?: ReadonlySet<string>;
  defaultSelectedKeys?: ReadonlySet<string>;
  onSelectionChange?: (keys: Set<string>) => void;
  selectionNotice?: DataTableSelectionNotice;
  /** Label of the select-all checkbox (the page's rows). */
  selectAllLabel?: string;
  /** Height of the scrolling body in pixels. */
  height?: number;
  /**
   * Keeps the table's own scroll under this key for the tab's session and restores it once the
   * rows are back (the list kit passes the list's address).
   */
  scrollMemoryKey?: string;
  /**
   * The row whose link was followed last time under `scrollMemoryKey` gets the keyboard focus back
   * when the table shows it again (the list kit asks for it).
   */
  returnFocusToOpenedRow?: boolean;
  /** Id of the scrolling region, for a skip link that leads to the rows. */
  id?: string;
  className?: string;
}

const noKeys: ReadonlySet<string> = new Set();
const OVERSCAN = 8;

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  getRowLabel,
  status = 'ready',
  errorText,
  onRetry,
  emptyText,
  sort,
  defaultSort = null,
  onSortChange,
  manualSorting = false,
  selectable = false,
  selectedKeys,
  defaultSelectedKeys = noKeys,
  onSelectionChange,
  selectionNotice,
  selectAllLabel,
  height = 480,
  scrollMemoryKey,
  returnFocusToOpenedRow = false,
  id,
  className,
}: DataTableProps<Row>) {
  const messages = useDesignSystemMessages();
  const scroll = useRef<HTMLDivElement>(null);
  const [sortState, setSortState] = useControllableState<SortState | null>(sort, defaultSort);
  const [selected, setSelected] = useControllableState<ReadonlySet<string>>(selectedKeys, defaultSelectedKeys);

  const sortColumn = columns.find((column) => column.id === sortState?.columnId);
  const shown = useMemo(() => {
    if (manualSorting || !sortState || !sortColumn?.sortValue) return rows;
    return sortRows(rows, sortColumn.sortValue, sortState.direction);
  }, [rows, sortState, sortColumn, manualSorting]);
  const allKeys = useMemo(() => rows.map(getRowKey), [rows, getRowKey]);
  const allState = selectAllState(allKeys, selected);

  // The virtualizer's functions change as it measures; nothing here is memoised on them (and the
  // project does not use the React Compiler), which is what this rule warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: status === 'ready' ? shown.length : 0,
    getScrollElement: () => scroll.current,
    estimateSize: () => S.ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: 0, height },
  });
  const items = virtualizer.getVirtualItems();
  useRememberedScroll(scroll, scrollMemoryKey, status === 'ready' ? shown.length : 0);
  useReturnedRowFocus(scroll, scrollMemoryKey, returnFocusToOpenedRow, items.length > 0 ? `${items[0]?.index}-${items[items.length - 1]?.index}` : '');

  const widths = { '--table-min-width': tableMinWidth(columns, selectable) } as CSSProperties;
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  const changeSort = (columnId: string) => {
    const next = nextSort(sortState, columnId);
    setSortState(next);
    onSortChange?.(next);
  };
  const changeSelection = (next: Set<string>) => {
    setSelected(next);
    onSelectionChange?.(next);
  };

  const columnCount = columns.length + (selectable ? 1 : 0);
  const stateRow = (content: ReactNode) => (
    <tr>
      <T.StateCell colSpan={columnCount}>{content}</T.StateCell>
    </tr>
  );

  const table = (
    <ScrollRegion scrollRef={scroll} label={caption} id={id} className={className} style={{ maxHeight: height }} stickyHeader>
      <S.Root data-layout="fixed" style={widths} aria-label={hideCaption ? caption : undefined} aria-rowcount={shown.length + 1} aria-busy={status === 'loading' || undefined}>
        {!hideCaption && <T.Caption>{caption}</T.Caption>}
        <colgroup>
          {selectable && <col style={{ width: SELECT_COLUMN_PX }} />}
          {columns.map((column) => {
            const width = columnWidth(column);
            return <col key={column.id} style={width ? ({ '--col-width': width } as CSSProperties) : undefined} />;
          })}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {selectable && (
              <T.Th scope="col" data-align="center">
                <CheckboxInput
                  aria-label={selectAllLabel ?? messages.selectAll}
                  checked={allState === 'all'}
                  indeterminate={allState === 'some'}
                  disabled={status !== 'ready' || rows.length === 0}
                  onChange={() => changeSelection(toggleAll(allKeys, selected))}
                />
              </T.Th>
            )}
            {columns.map((column) => {
              const active = sortState?.columnId === column.id;
              return (
                <T.Th key={column.id} scope="col" data-align={column.align} aria-sort={active && sortState ? ariaSort[sortState.direction] : undefined}>
                  {column.sortValue || column.sortable ? (
                    <S.SortButton type="button" data-active={active} onClick={() => changeSort(column.id)}>
                      {column.header}
                      <Icon name={active && sortState ? (sortState.direction === 'asc' ? 'arrowUp' : 'arrowDown') : 'sort'} size="sm" />
                    </S.SortButton>
                  ) : (
                    column.header
                  )}
                </T.Th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {status === 'loading' && stateRow(<Spinner label={messages.listLoading} showLabel />)}
          {status === 'error' &&
            stateRow(
              <>
                <p role="alert">{errorText ?? messages.listFailed}</p>
                {onRetry && (
                  <Button variant="secondary" size="sm" onClick={onRetry} icon={<Icon name="refresh" size="sm" />}>
                    {messages.retry}
                  </Button>
                )}
              </>,
            )}
          {status === 'ready' && shown.length === 0 && stateRow(emptyText ?? messages.emptyList)}
          {padTop > 0 && (
            <S.Spacer aria-hidden="true">
              <td colSpan={columnCount} style={{ height: padTop }} />
            </S.Spacer>
          )}
          {items.map((item) => {
            const row = shown[item.index];
            if (row === undefined) return null;
            const key = getRowKey(row);
            const isSelected = selected.has(key);
            return (
              <S.Row key={key} aria-rowindex={item.index + 2} data-selected={isSelected} data-row-key={key}>
                {selectable && (
                  <S.SelectCell>
                    <CheckboxInput
                      aria-label={messages.rowSelect(getRowLabel ? getRowLabel(row) : messages.rowNumber(item.index + 1))}
                      checked={isSelected}
                      onChange={() => changeSelection(toggleRow(selected, key))}
                    />
                  </S.SelectCell>
                )}
                {columns.map((column) => (
                  <S.Cell key={column.id} data-align={column.align} data-kind={column.kind}>
                    {column.cell(row)}
                  </S.Cell>
                ))}
              </S.Row>
            );
          })}
          {padBottom > 0 && (
            <S.Spacer aria-hidden="true">
              <td colSpan={columnCount} style={{ height: padBottom }} />
            </S.Spacer>
          )}
        </tbody>
      </S.Root>
    </ScrollRegion>
  );
  const showNotice = selectable && selectionNotice && status === 'ready' && allState === 'all';
  // The table keeps its place (and its scroll) whether the notice shows or not.
  return (
    <>
      {showNotice && (
        <S.Notice role="status">
          <span>{selectionNotice.message}</span>
          <Button variant="ghost" size="sm" onClick={selectionNotice.onAction}>
            {selectionNotice.actionLabel}
          </Button>
        </S.Notice>
      )}
      {table}
    </>
  );
}
