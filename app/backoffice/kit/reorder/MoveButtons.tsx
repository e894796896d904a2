/**
 * An ordered list item's 위로 / 아래로 (the reorder kit): the keyboard's way to move it, and the
 * way for anyone who cannot drag. Each names the item it moves, is disabled where there is nowhere
 * to go, and is found again by the list after a move (`moveButtonAttributes`) so the focus stays
 * on it, or on the other one once the item reached an end.
 */
import { Button, type ButtonSize } from '@ds/components/Button';
import { moveButtonAttributes, type ReorderList } from './useReorderList';

interface MoveButtonsProps {
  list: ReorderList;
  itemKey: string;
  /** The item as the buttons' names say it. */
  name: string;
  canUp: boolean;
  canDown: boolean;
  size?: ButtonSize;
}

export function MoveButtons({ list, itemKey, name, canUp, canDown, size = 'sm' }: MoveButtonsProps) {
  const { words } = list;
  return (
    <>
      <Button size={size} variant="secondary" aria-label={words.moveUp(name)} disabled={!canUp} onClick={() => list.press(itemKey, 'up')} {...moveButtonAttributes(list, itemKey, 'up')}>
        {words.up}
      </Button>
      <Button size={size} variant="secondary" aria-label={words.moveDown(name)} disabled={!canDown} onClick={() => list.press(itemKey, 'down')} {...moveButtonAttributes(list, itemKey, 'down')}>
        {words.down}
      </Button>
    </>
  );
}
