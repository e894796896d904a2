/**
 * The pointer's way to reorder (the reorder kit): a visible grip on a row that drags the row, and
 * the drop on another row of the list (or of its group) above or below it, as the line drawn there
 * shows — by the halves of the part of the row in sight (reorderMath.ts `visibleSpan`), not of
 * its box, part of which may lie under the sticky header. Built on
 * @atlaskit/pragmatic-drag-and-drop's element adapter (the browser's own drag and drop, small and
 * framework-free). A drop moves through the list's `onMove` like a button's step:
 * one history step, one ordered save, said once in the live region. The grip is hidden from
 * screen readers and takes no focus: the keyboard's way is the row's 위로 / 아래로, which the
 * grip's tooltip names.
 *
 * The row is draggable only while its grip is pressed: the browser selects no text inside a
 * draggable element (a press and a move there starts a drag instead), and a row holds text a person
 * copies — a module's name, a lesson's title, the fields of a lesson's form opened in its row.
 *
 * `ReorderDropZone` is the place of an empty list of a group (a chapter with no lessons yet) that
 * an item of another list can be dropped on.
 */
import { combine } from '@atlaskit/pragmatic-drag-and-drop/utils/combine';
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/adapter/element-adapter';
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { edgeAt, visibleSpan, type Edge } from './reorderMath';
import { useReorderItem } from './ReorderItem';
import type { ReorderList, ReorderSource } from './useReorderList';

const Grip = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 24px;
  min-height: 32px;
  border-radius: ${vars.radius.sm};
  color: ${vars.color.textMuted};
  cursor: grab;
  user-select: none;
  touch-action: none;
  &:hover { background: ${vars.color.surfaceMuted}; color: ${vars.color.text}; }
  &:active { cursor: grabbing; }
  svg { width: 12px; height: 18px; }
`;

const Zone = styled.div`
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.sm};
  &[data-drop-edge] { border-color: ${vars.color.primary}; background: ${vars.color.primarySubtle}; }
`;

/** The data a dragged row carries: marked, so a drag from elsewhere (a file, another kit) is told apart. */
const SOURCE = 'klassReorderSource';

function sourceOf(data: Record<string | symbol, unknown>): ReorderSource | null {
  const value = data[SOURCE];
  if (typeof value !== 'object' || value === null) return null;
  const { group, list, key } = value as Partial<Record<keyof ReorderSource, unknown>>;
  return typeof group === 'string' && typeof list === 'string' && typeof key === 'string' ? { group, list, key } : null;
}

const edgeOf = (data: Record<string | symbol, unknown>): Edge => (data['edge'] === 'top' ? 'top' : 'bottom');

/** The part of `row` a person sees at the pointer's column (`x`): what a sticky bar lies over is not part of it. */
function shownPart(row: HTMLElement, x: number, pointerY: number) {
  const box = row.getBoundingClientRect();
  return visibleSpan(box, pointerY, (y) => row.contains(row.ownerDocument.elementFromPoint(x, y)));
}

/** Makes `element` a drop place of `list` for `ontoKey` (null: the empty list), showing where a drop would land. */
function dropPlace(list: ReorderList, element: HTMLElement, ontoKey: string | null, show: (edge: Edge | null) => void) {
  const shown = (data: Record<string | symbol, unknown>, self: Record<string | symbol, unknown>) => {
    const source = sourceOf(data);
    const edge = edgeOf(self);
    show(source && list.changes(source, ontoKey, edge) ? edge : null);
  };
  return dropTargetForElements({
    element,
    canDrop: ({ source }) => sourceOf(source.data)?.group === list.group,
    getData: ({ input }) => ({ edge: ontoKey === null ? 'bottom' : edgeAt(input.clientY, shownPart(element, input.clientX, input.clientY)) }),
    onDragEnter: ({ source, self }) => shown(source.data, self.data),
    onDrag: ({ source, self }) => shown(source.data, self.data),
    onDragLeave: () => show(null),
    onDrop: ({ source, self }) => {
      show(null);
      const from = sourceOf(source.data);
      if (from) list.drop(from, ontoKey, edgeOf(self.data));
    },
  });
}

/**
 * Makes `row` draggable from a press on `grip` until the pointer is let go or the drag ends (the
 * element adapter marks it draggable for good when it registers, so this runs after it).
 */
function draggableWhilePressed(row: HTMLElement, grip: HTMLElement) {
  const release = () => {
    row.draggable = false;
  };
  const press = () => {
    row.draggable = true;
  };
  release();
  grip.addEventListener('pointerdown', press);
  // No pointerup comes once a drag has started (the browser cancels the pointer): the drag's end does.
  window.addEventListener('pointerup', release);
  row.addEventListener('dragend', release);
  return () => {
    grip.removeEventListener('pointerdown', press);
    window.removeEventListener('pointerup', release);
    row.removeEventListener('dragend', release);
  };
}

/** The grip of the row it is drawn in (inside a `ReorderItem`). */
export function DragHandle({ name }: { name: string }) {
  const { list, itemKey, row, showDrop, showDragging } = useReorderItem();
  const [grip, setGrip] = useState<HTMLSpanElement | null>(null);
  useEffect(() => {
    if (!grip || !row) return;
    const source: ReorderSource = { group: list.group, list: list.list, key: itemKey };
    return combine(
      draggable({
        element: row,
        dragHandle: grip,
        getInitialData: () => ({ [SOURCE]: source }),
        onDragStart: () => showDragging(true),
        onDrop: () => showDragging(false),
      }),
      dropPlace(list, row, itemKey, showDrop),
      draggableWhilePressed(row, grip),
    );
  }, [grip, row, list, itemKey, showDrop, showDragging]);
  return (
    <Grip ref={setGrip} aria-hidden="true" title={list.words.dragHandle(name)} data-drag-handle="">
      <svg viewBox="0 0 12 18" fill="currentColor">
        <circle cx="3" cy="3" r="1.6" />
        <circle cx="9" cy="3" r="1.6" />
        <circle cx="3" cy="9" r="1.6" />
        <circle cx="9" cy="9" r="1.6" />
        <circle cx="3" cy="15" r="1.6" />
        <circle cx="9" cy="15" r="1.6" />
      </svg>
    </Grip>
  );
}

/** An empty list's place, where an item of another list of its group can be dropped. */
export function ReorderDropZone({ list, children }: { list: ReorderList; children: ReactNode }) {
  const [zone, setZone] = useState<HTMLDivElement | null>(null);
  const [edge, setEdge] = useState<Edge | null>(null);
  useEffect(() => (zone ? dropPlace(list, zone, null, setEdge) : undefined), [zone, list]);
  return (
    <Zone ref={setZone} data-drop-edge={edge ?? undefined}>
      {children}
    </Zone>
  );
}
