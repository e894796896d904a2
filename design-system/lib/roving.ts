/**
 * Arrow-key movement inside a composite widget (tabs, menus): which item a key moves to, skipping
 * disabled items and wrapping at the ends (WAI-ARIA Authoring Practices for tabs and menus).
 */
export type Orientation = 'horizontal' | 'vertical';

/**
 * The index `key` moves to from `current`, or `null` when the key is not a movement key for this
 * orientation (the caller then lets the browser handle it).
 */
export function moveIndex(
  key: string,
  current: number,
  disabled: readonly boolean[],
  orientation: Orientation,
): number | null {
  const count = disabled.length;
  const next = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  const previous = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  const enabled = (index: number) => disabled[index] === false;
  const scan = (from: number, step: 1 | -1) => {
    for (let i = 1; i <= count; i += 1) {
      const index = (((from + step * i) % count) + count) % count;
      if (enabled(index)) return index;
    }
    return null;
  };
  if (count === 0) return null;
  switch (key) {
    case next:
      return scan(current, 1);
    case previous:
      return scan(current, -1);
    case 'Home':
      return scan(-1, 1);
    case 'End':
      return scan(count, -1);
    default:
      return null;
  }
}
