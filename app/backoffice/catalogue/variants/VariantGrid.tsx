/**
 * The variant grid (issue 28 "the variant grid is keyboard-first"): a product's variants as an
 * ARIA grid with one tab stop (roving focus). Arrow keys move between cells (Home/End along the
 * row, Ctrl+Home/End to the corners, PageUp/PageDown ten rows); Enter, F2 or typing edits the cell
 * (typing replaces its text), Enter commits and moves down, Escape cancels, Tab commits and leaves
 * the grid; Delete empties a cell. Each cell is checked with the forms' rules and shows its error
 * (a refused value stays as typed); a block pasted from a spreadsheet fills the range from the
 * active cell; Ctrl+Z takes back the last edit or paste. The rows are virtualised (2,048 variants
 * keep a few dozen rows in the DOM), the active row always among them so focus never drops.
 *
 * The grid holds only where focus is and what is being typed; the variants, the refused cells and
 * the undo history are the page's (gridModel.ts), which it changes through `onEdit` / `onUndo`.
 */
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { isComposingKey, isEnterToAct } from '@ds/lib/enterKey';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { cellError, cellKey, cellText, duplicateSkuRows, isEditable, pasteEdits, type CellAt, type CellEdit, type GridColumn, type GridData } from './gridModel';

const text = copy.backofficeCatalogue.variants;
const ROW_HEIGHT = 44;
const PAGE_ROWS = 10;
const OVERSCAN = 8;

const Scroll = styled.div`
  overflow: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${vars.font.sizeSm};
  th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${vars.color.surfaceSunken};
    text-align: left;
    padding: 0 ${vars.space[2]};
    height: ${ROW_HEIGHT}px;
  }
  td {
    height: ${ROW_HEIGHT}px;
    padding: 0 ${vars.space[2]};
    border-top: 1px solid ${vars.color.border};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  td[data-option='true'] { color: ${vars.color.textMuted}; }
  td[data-invalid='true'] { background: ${vars.color.dangerSubtle}; color: ${vars.color.danger}; }
  td:focus { outline: 2px solid ${vars.color.focusRing}; outline-offset: -2px; }
  input { width: 100%; font: inherit; padding: ${vars.space[1]}; }
`;

export interface VariantGridProps {
  columns: readonly GridColumn[];
  data: GridData;
  /** Column headers as shown (the option groups' names, the fixed columns' words). */
  headers: readonly string[];
  /** A batch of typed values: one cell's commit, a cleared cell, a pasted block. */
  onEdit: (edits: CellEdit[]) => void;
  onUndo: () => void;
  /** Moves focus here from outside (the "next error" button): a new object each time. */
  focusRequest?: CellAt | null;
  height?: number;
}

const statusWords = copy.backofficeCatalogue.saleStatusNames;

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses the first tab stop after (or before) the grid: Tab from the editor leaves the grid. */
function focusOutside(grid: HTMLElement, backwards: boolean): void {
  const stops = [...grid.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => !grid.contains(element));
  const after = (element: HTMLElement) => Boolean(grid.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  const next = backwards ? stops.filter((element) => !after(element)).pop() : stops.find(after);
  next?.focus();
}

/** The open cell's input: focused as it opens (a key or a double click opened it), the caret after the text. */
function CellEditor({ label, initial, onKeyDown, onBlur }: { label: string; initial: string; onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void; onBlur: (value: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);
  return <input ref={input} aria-label={label} defaultValue={initial} onKeyDown={onKeyDown} onBlur={(event) => onBlur(event.currentTarget.value)} />;
}

export function VariantGrid({ columns, data, headers, onEdit, onUndo, focusRequest, height = 480 }: VariantGridProps) {
  const scroll = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<CellAt>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<{ raw: string } | null>(null);
  /** Set by a keyboard move: focus follows the active cell then, not on every render. */
  const wantsFocus = useRef(false);
  const rowCount = data.variants.length;
  const lastCol = columns.length - 1;
  const duplicates = duplicateSkuRows(data.variants);

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    return indexes.includes(active.row) || active.row >= range.count ? indexes : [...indexes, active.row].sort((a, b) => a - b);
  }, [active.row]);
  // The virtualizer's functions change as it measures; nothing here is memoised on them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroll.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    rangeExtractor,
    initialRect: { width: 0, height },
  });
  const items = virtualizer.getVirtualItems();

  const moveTo = useCallback(
    (to: CellAt) => {
      const next = { row: clamp(to.row, 0, Math.max(rowCount - 1, 0)), col: clamp(to.col, 0, lastCol) };
      wantsFocus.current = true;
      setActive(next);
      virtualizer.scrollToIndex(next.row, { align: 'auto' });
    },
    [rowCount, lastCol, virtualizer],
  );

  useEffect(() => {
    if (focusRequest) moveTo(focusRequest);
  }, [focusRequest, moveTo]);

  useEffect(() => {
    if (!wantsFocus.current || editing) return;
    const cell = table.current?.querySelector<HTMLElement>(`[data-cell="${cellKey(active)}"]`);
    if (cell) {
      cell.focus({ preventScroll: true });
      wantsFocus.current = false;
    }
  });

  /** Set once the editor has committed or cancelled, so its blur as it closes does nothing more. */
  const editorDone = useRef(false);

  const commit = (raw: string) => {
    editorDone.current = true;
    onEdit([{ ...active, raw }]);
    setEditing(null);
  };

  const startEditing = (raw: string) => {
    const column = columns[active.col];
    if (!column || !isEditable(column)) return;
    editorDone.current = false;
    setEditing({ raw });
  };

  const currentText = () => {
    const variant = data.variants[active.row];
    const column = columns[active.col];
    if (!variant || !column) return '';
    return data.invalid.get(cellKey(active))?.raw ?? cellText(variant, column, statusWords);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (editing) return;
    const { key } = event;
    const ctrl = event.ctrlKey || event.metaKey;
    const moves: Record<string, CellAt | undefined> = {
      ArrowUp: { row: active.row - 1, col: active.col },
      ArrowDown: { row: active.row + 1, col: active.col },
      ArrowLeft: { row: active.row, col: active.col - 1 },
      ArrowRight: { row: active.row, col: active.col + 1 },
      PageUp: { row: active.row - PAGE_ROWS, col: active.col },
      PageDown: { row: active.row + PAGE_ROWS, col: active.col },
      Home: ctrl ? { row: 0, col: 0 } : { row: active.row, col: 0 },
      End: ctrl ? { row: rowCount - 1, col: lastCol } : { row: active.row, col: lastCol },
    };
    const move = moves[key];
    if (move) {
      event.preventDefault();
      moveTo(move);
      return;
    }
    if (ctrl && key.toLowerCase() === 'z') {
      event.preventDefault();
      onUndo();
      return;
    }
    if (isEnterToAct(event) || key === 'F2') {
      event.preventDefault();
      startEditing(currentText());
      return;
    }
    if (isComposingKey(event)) {
      // Hangul typed on a cell: the IME has the key, so there is no character to start with.
      // The editor opens empty and the composition goes on in it (Chromium drops the first jamo
      // when the focus moves mid-composition; the cell is not left as if nothing was typed).
      startEditing('');
      return;
    }
    if (key === 'Delete' || key === 'Backspace') {
      const column = columns[active.col];
      if (column && isEditable(column)) {
        event.preventDefault();
        onEdit([{ ...active, raw: '' }]);
      }
      return;
    }
    if (key.length === 1 && !ctrl && !event.altKey) {
      // Typing replaces the cell's text with what is typed.
      event.preventDefault();
      startEditing(key);
    }
  };

  const onEditorKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape' && !isComposingKey(event)) {
      event.preventDefault();
      editorDone.current = true;
      wantsFocus.current = true;
      setEditing(null);
    } else if (isEnterToAct(event)) {
      event.preventDefault();
      commit(event.currentTarget.value);
      moveTo({ row: active.row + 1, col: active.col });
    } else if (event.key === 'Tab') {
      // Committed, and focus leaves the grid (the editor is gone before the browser would move it).
      event.preventDefault();
      commit(event.currentTarget.value);
      if (table.current) focusOutside(table.current, event.shiftKey);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLTableElement>) => {
    if (editing) return;
    const pasted = event.clipboardData.getData('text/plain');
    if (!pasted) return;
    event.preventDefault();
    onEdit(pasteEdits(pasted, active, columns, rowCount));
  };

  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <Scroll ref={scroll} style={{ maxHeight: height }}>
      <Table
        ref={table}
        role="grid"
        aria-label={text.gridLabel}
        aria-rowcount={rowCount + 1}
        aria-colcount={columns.length}
        onKeyDown={onGridKeyDown}
        onPaste={onPaste}
      >
        <thead>
          <tr aria-rowindex={1}>
            {headers.map((header, col) => (
              <th key={columns[col]?.id ?? col} scope="col" aria-colindex={col + 1}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: padTop, padding: 0, border: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const variant = data.variants[item.index];
            if (!variant) return null;
            return (
              <tr key={item.key} aria-rowindex={item.index + 2}>
                {columns.map((column, col) => {
                  const at = { row: item.index, col };
                  const isActive = active.row === at.row && active.col === col;
                  const error = cellError(data, columns, at, duplicates);
                  const shown = data.invalid.get(cellKey(at))?.raw ?? cellText(variant, column, statusWords);
                  return (
                    <td
                      key={column.id}
                      role="gridcell"
                      aria-colindex={col + 1}
                      aria-readonly={isEditable(column) ? undefined : true}
                      tabIndex={isActive && !editing ? 0 : -1}
                      data-cell={cellKey(at)}
                      data-option={!isEditable(column) || undefined}
                      data-invalid={error ? true : undefined}
                      title={error ?? undefined}
                      onClick={() => {
                        if (!isActive) moveTo(at);
                      }}
                      onDoubleClick={() => startEditing(shown)}
                    >
                      {isActive && editing ? (
                        <CellEditor
                          label={text.cellEditor(headers[col] ?? '', variant.optionValues.join(' / '))}
                          initial={editing.raw}
                          onKeyDown={onEditorKeyDown}
                          onBlur={(value) => {
                            if (!editorDone.current) commit(value);
                          }}
                        />
                      ) : (
                        <>
                          {shown}
                          {error ? <VisuallyHidden>{text.cellError(error)}</VisuallyHidden> : null}
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {padBottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: padBottom, padding: 0, border: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </Table>
    </Scroll>
  );
}
