/**
 * One item of an ordered list (the reorder kit): the `<li>` the list finds again after a move (to
 * keep the focus on it) and, when its row has a drag handle, the row that is dragged and dropped
 * on — drawn faded while dragged, with a line above or below where a drop would land. A screen
 * styles it as its own row (`styled(ReorderItem)`); the handle is placed by the screen where its row
 * wants it (`<DragHandle>`), and only a row with one can be dragged, so a list without drag does
 * not download the drag code.
 */
import { createContext, useContext, useMemo, useState, type LiHTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import type { Edge } from './reorderMath';
import type { ReorderList } from './useReorderList';

/** What a drag handle needs of the item it drags. */
export interface ReorderItemState {
  list: ReorderList;
  itemKey: string;
  row: HTMLLIElement | null;
  showDrop: (edge: Edge | null) => void;
  showDragging: (dragging: boolean) => void;
}

const ItemContext = createContext<ReorderItemState | null>(null);

export function useReorderItem(): ReorderItemState {
  const item = useContext(ItemContext);
  if (!item) throw new Error('A drag handle belongs inside a ReorderItem.');
  return item;
}

const Item = styled.li`
  position: relative;
  &[data-dragging='true'] { opacity: 0.45; }
  &[data-drop-edge]::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    height: 3px;
    border-radius: 2px;
    background: ${vars.color.primary};
    pointer-events: none;
  }
  &[data-drop-edge='top']::after { top: -5px; }
  &[data-drop-edge='bottom']::after { bottom: -5px; }
`;

interface ReorderItemProps extends LiHTMLAttributes<HTMLLIElement> {
  list: ReorderList;
  itemKey: string;
}

export function ReorderItem({ list, itemKey, children, ...rest }: ReorderItemProps) {
  const [row, setRow] = useState<HTMLLIElement | null>(null);
  const [edge, setEdge] = useState<Edge | null>(null);
  const [dragging, setDragging] = useState(false);
  const state = useMemo<ReorderItemState>(() => ({ list, itemKey, row, showDrop: setEdge, showDragging: setDragging }), [list, itemKey, row]);
  return (
    <ItemContext value={state}>
      <Item ref={setRow} data-reorder-item={list.idOf(itemKey)} data-drop-edge={edge ?? undefined} data-dragging={dragging || undefined} {...rest}>
        {children}
      </Item>
    </ItemContext>
  );
}
