/**
 * The variant grid (issue 28 "the variant grid is keyboard-first"): a product's variants as an
 * ARIA grid with one tab stop. Arrow keys move between cells (Home/End along the row, Ctrl+Home/End
 * to the corners, PageUp/PageDown ten rows); Enter, F2 or typing edits the cell (typing replaces
 * its text), Enter commits and moves down, Escape cancels, Tab commits and leaves the grid; Delete
 * empties a cell. Each cell is checked with the forms' rules and shows its error (a refused value
 * stays as typed); a block pasted from a spreadsheet fills the range from the active cell; Ctrl+Z
 * takes back the last edit or paste, each said in the grid's live region (the page's words: what
 * a paste filled, left out and got wrong; what an undo put back), shown above the table as well so
 * a sighted person reads the same. The keys are listed in a disclosure just above the table, which
 * describes the grid (aria-describedby), so help is where the grid is and is read with it (the
 * hand review: it was the page's introduction, far away). The columns keep their widths: on a
 * phone the table scrolls sideways with the first column held at the left, so a variant's name
 * and its value stay readable together (issue 40); a move scrolls the active cell clear of that
 * held column, so no cell is edited hidden under it (the hand review at 390 px). The rows are virtualised (2,048 variants keep a few dozen rows
 * in the DOM), the active row always among them so focus never drops.
 *
 * Focus is always in the active cell's own field, as spreadsheet grids do it: while moving, the
 * field lies invisible over the cell holding its text, all of it selected; a key typed there
 * replaces the text and the field shows, and a Hangul composition begins inside the field. Moving
 * focus from the cell to a field once a key was down lost the first jamo in Chromium (the IME had
 * started composing on the cell); now nothing moves when typing starts.
 *
 * The grid holds only where focus is and whether the field is being edited; the variants, the
 * refused cells and the undo history are the page's (gridModel.ts), changed through `onEdit` /
 * `onUndo`.
 */
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { TextButton } from '@ds/components/TextButton';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { isComposingKey, isEnterToAct } from '@ds/lib/enterKey';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import type { Announcer } from '../../kit/editor/LiveAnnouncement';
import { cellError, cellKey, cellText, duplicateSkuRows, isEditable, pasteEdits, type CellAt, type CellEdit, type GridColumn, type GridData, type PasteResult } from './gridModel';

const text = copy.backofficeCatalogue.variants;
const ROW_HEIGHT = 44;
const PAGE_ROWS = 10;
const OVERSCAN = 8;

const Scroll = styled.div`
  overflow: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

/** The active cell's problem in words under the grid: a cell is too narrow to say it, and a tooltip shows only to a mouse. */
const CellProblem = styled.p`
  margin: ${vars.space[2]} 0 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.sizeSm};
`;

/**
 * The grid's live region, shown: what the last paste or undo did. Empty, it takes no room but stays
 * rendered (a region hidden until it speaks is not read).
 */
const GridNotice = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  &:not(:empty) { margin-bottom: ${vars.space[2]}; }
`;

/** The grid's keys, opened beside it. */
const Keys = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: ${vars.space[2]} 0;
  font-size: ${vars.font.sizeSm};
  &[hidden] { display: none; }
  > div { display: contents; }
  dt { font-weight: ${vars.font.weightBold}; }
  dd { margin: 0; }
`;

/** Each column's width: the table keeps them and scrolls sideways rather than squeezing every cell to "3…". */
const columnWidth: Record<GridColumn['kind'], number> = { option: 7, price: 7, sku: 11, stock: 7, status: 6.5 };

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
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
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  td {
    position: relative;
    height: ${ROW_HEIGHT}px;
    padding: 0 ${vars.space[2]};
    border-top: 1px solid ${vars.color.border};
    background: ${vars.color.surface};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* The variant's first option value stays in view while the rest scrolls sideways (a phone's width). */
  th:first-child,
  td:first-child {
    position: sticky;
    left: 0;
    border-right: 1px solid ${vars.color.border};
  }
  th:first-child { z-index: 2; }
  td:first-child { z-index: 1; }
  td[data-option='true'] { color: ${vars.color.textMuted}; }
  td[data-invalid='true'] { background: ${vars.color.dangerSubtle}; color: ${vars.color.danger}; }
  td:focus-within { outline: 2px solid ${vars.color.focusRing}; outline-offset: -2px; }
`;

/**
 * The active cell's field, over the whole cell. Unseen while moving (the cell's own text shows
 * through, the caret and the selection with it hidden), drawn as an input once it is edited.
 */
const CellField = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  box-sizing: border-box;
  margin: 0;
  padding: 0 ${vars.space[2]};
  font: inherit;
  color: inherit;
  background: ${vars.color.surface};
  border: 0;
  outline: none;
  opacity: 0;
  cursor: default;
  &[data-editing='true'] {
    opacity: 1;
    cursor: text;
  }
`;

export interface VariantGridProps {
  /** The grid's name: the variants' (goods with options) or the stock's (the item itself). */
  label: string;
  columns: readonly GridColumn[];
  data: GridData;
  /** Column headers as shown (the option groups' names, the fixed columns' words). */
  headers: readonly string[];
  /** A batch of typed values: one cell's commit, a cleared cell. */
  onEdit: (edits: CellEdit[]) => void;
  /** A pasted block: its edits, and what of it fell outside the grid or on an option value. */
  onPaste: (pasted: PasteResult) => void;
  onUndo: () => void;
  /** The grid's live region: the page says in it what a paste or an undo did. */
  announcer: Announcer;
  /** Moves focus here from outside (the "next error" button): a new object each time. */
  focusRequest?: CellAt | null;
  height?: number;
}

const statusWords = copy.backofficeCatalogue.saleStatusNames;

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

/**
 * Scrolls the box sideways so the cell is whole in view and right of the held first column (it is
 * sticky and would cover the cell); the held column's own cells need nothing.
 */
function keepClearOfHeldColumn(box: HTMLElement | null, cell: HTMLElement | null): void {
  const held = box?.querySelector('th:first-child');
  if (!box || !cell || !held || cell.matches(':first-child')) return;
  const boxLeft = box.getBoundingClientRect().left + box.clientLeft;
  const clearFrom = boxLeft + held.getBoundingClientRect().width;
  const clearTo = boxLeft + box.clientWidth;
  const { left, right } = cell.getBoundingClientRect();
  if (left < clearFrom) box.scrollLeft -= clearFrom - left;
  else if (right > clearTo) box.scrollLeft += Math.min(right - clearTo, left - clearFrom);
}

export function VariantGrid({ label, columns, data, headers, onEdit, onPaste, onUndo, announcer, focusRequest, height = 480 }: VariantGridProps) {
  const scroll = useRef<HTMLDivElement>(null);
  /** The active cell's field: only that cell has one. */
  const field = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const keysId = useId();
  const [keysOpen, setKeysOpen] = useState(false);
  const [active, setActive] = useState<CellAt>({ row: 0, col: 0 });
  const [editing, setEditing] = useState(false);
  /** Set by a move: focus follows the active cell then, not on every render. */
  const wantsFocus = useRef(false);
  /** Set once the edit has committed or cancelled, so the field's blur as it closes does nothing more. */
  const editDone = useRef(false);
  const rowCount = data.variants.length;
  const lastCol = columns.length - 1;
  const duplicates = duplicateSkuRows(data.variants);
  const minWidth = columns.reduce((sum, column) => sum + columnWidth[column.kind], 0);

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

  const shownAt = (at: CellAt): string => {
    const variant = data.variants[at.row];
    const column = columns[at.col];
    if (!variant || !column) return '';
    return data.invalid.get(cellKey(at))?.raw ?? cellText(variant, column, statusWords);
  };
  const activeText = shownAt(active);

  // While not edited, the field holds the cell's text, all of it selected: what is typed replaces
  // it, Ctrl+C copies it, and a screen reader reads it as the field's value.
  useLayoutEffect(() => {
    const input = field.current;
    if (!input || editing) return;
    input.value = activeText;
    input.select();
  }, [activeText, editing, active]);

  useEffect(() => {
    const input = field.current;
    if (!wantsFocus.current || !input) return;
    input.focus({ preventScroll: true });
    wantsFocus.current = false;
    keepClearOfHeldColumn(scroll.current, input.parentElement);
  });

  const editable = (at: CellAt) => {
    const column = columns[at.col];
    return column !== undefined && isEditable(column);
  };

  /** Typing began in the field (a key, a composition): it is an edit from now on. */
  const beginTyping = () => {
    if (editing) return;
    editDone.current = false;
    setEditing(true);
  };

  /** Enter, F2 or a double click: the cell's text is edited, the caret after it. */
  const startEditing = () => {
    const input = field.current;
    if (!input || !editable(active)) return;
    editDone.current = false;
    setEditing(true);
    input.setSelectionRange(input.value.length, input.value.length);
  };

  const commit = (raw: string) => {
    editDone.current = true;
    setEditing(false);
    onEdit([{ ...active, raw }]);
  };

  const onMovingKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A key the IME handles goes on into the composition, which begins the edit (compositionstart).
    if (isComposingKey(event)) return;
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
    } else if (ctrl && key.toLowerCase() === 'z') {
      event.preventDefault();
      onUndo();
    } else if (isEnterToAct(event) || key === 'F2') {
      event.preventDefault();
      startEditing();
    } else if ((key === 'Delete' || key === 'Backspace') && editable(active)) {
      event.preventDefault();
      onEdit([{ ...active, raw: '' }]);
    }
    // Any other key is the field's own: a character replaces the selected text (onChange then
    // begins the edit), Tab leaves the grid, Ctrl+C copies the cell.
  };

  const onEditingKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && !isComposingKey(event)) {
      event.preventDefault();
      editDone.current = true;
      setEditing(false);
    } else if (isEnterToAct(event)) {
      event.preventDefault();
      commit(event.currentTarget.value);
      moveTo({ row: active.row + 1, col: active.col });
    } else if (event.key === 'Tab') {
      // Committed; the field stays, so the browser's own Tab takes focus out of the grid.
      commit(event.currentTarget.value);
    }
  };

  const pasteInto = (event: ClipboardEvent<HTMLInputElement>) => {
    if (editing) return;
    const pasted = event.clipboardData.getData('text/plain');
    if (!pasted) return;
    event.preventDefault();
    onPaste(pasteEdits(pasted, active, columns, rowCount));
  };

  /** A press on the unseen field keeps its text selected (the browser would put a caret there). */
  const onFieldMouseDown = (event: MouseEvent<HTMLInputElement>) => {
    if (editing) return;
    event.preventDefault();
    event.currentTarget.focus({ preventScroll: true });
  };

  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const activeError = cellError(data, columns, active, duplicates);
  const activeVariant = data.variants[active.row];

  return (
    <div>
      <TextButton aria-expanded={keysOpen} aria-controls={keysId} onClick={() => setKeysOpen((open) => !open)}>
        {text.keysToggle}
      </TextButton>
      {/* Always in the document: the grid is described by it, open or not. */}
      <Keys id={keysId} hidden={!keysOpen}>
        {text.keys.map(([keys, what]) => (
          <div key={keys}>
            <dt>{keys}</dt>
            <dd>{what}</dd>
          </div>
        ))}
      </Keys>
      <GridNotice role="status">{announcer.message}</GridNotice>
      <Scroll ref={scroll} style={{ maxHeight: height }}>
        <Table role="grid" aria-label={label} aria-describedby={keysId} aria-rowcount={rowCount + 1} aria-colcount={columns.length} style={{ minWidth: `${minWidth}rem` }}>
          <colgroup>
            {columns.map((column) => (
              <col key={column.id} style={{ width: `${columnWidth[column.kind]}rem` }} />
            ))}
          </colgroup>
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
                    return (
                      <td
                        key={column.id}
                        role="gridcell"
                        aria-colindex={col + 1}
                        aria-readonly={isEditable(column) ? undefined : true}
                        data-cell={cellKey(at)}
                        data-option={!isEditable(column) || undefined}
                        data-invalid={error ? true : undefined}
                        title={error ?? undefined}
                        onClick={() => {
                          // The active cell too: a press on the cell itself (beside its field) puts focus back in the field.
                          if (!(isActive && editing)) moveTo(at);
                        }}
                        onDoubleClick={() => {
                          if (isActive) startEditing();
                        }}
                      >
                        {/* The active cell's text is its field's value to a screen reader: read once. */}
                        <span aria-hidden={isActive || undefined}>{shownAt(at)}</span>
                        {error ? <VisuallyHidden>{text.cellError(error)}</VisuallyHidden> : null}
                        {isActive ? (
                          <CellField
                            ref={field}
                            aria-label={variant.optionValues.length > 0 ? text.cellEditor(headers[col] ?? '', variant.optionValues.join(' / ')) : (headers[col] ?? '')}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? errorId : undefined}
                            defaultValue={shownAt(at)}
                            readOnly={!isEditable(column)}
                            autoComplete="off"
                            spellCheck={false}
                            data-editing={editing}
                            onKeyDown={editing ? onEditingKeyDown : onMovingKeyDown}
                            onChange={beginTyping}
                            onCompositionStart={beginTyping}
                            onPaste={pasteInto}
                            onMouseDown={onFieldMouseDown}
                            onFocus={(event) => {
                              if (!editing) event.currentTarget.select();
                            }}
                            onBlur={(event) => {
                              if (editing && !editDone.current) commit(event.currentTarget.value);
                            }}
                          />
                        ) : null}
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
      {activeError && activeVariant ? <CellProblem id={errorId}>{text.activeCellError(headers[active.col] ?? '', activeVariant.optionValues.join(' / '), activeError)}</CellProblem> : null}
    </div>
  );
}
