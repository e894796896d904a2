/** WAI-ARIA APG (tabs, menu): arrows move and wrap, Home/End jump, disabled items are skipped. */
import { describe, expect, it } from 'vitest';
import { moveIndex } from './roving';

const none = [false, false, false, false];

describe('moveIndex', () => {
  it('moves with the arrows of its orientation and wraps at the ends', () => {
    expect(moveIndex('ArrowRight', 0, none, 'horizontal')).toBe(1);
    expect(moveIndex('ArrowRight', 3, none, 'horizontal')).toBe(0);
    expect(moveIndex('ArrowLeft', 0, none, 'horizontal')).toBe(3);
    expect(moveIndex('ArrowDown', 1, none, 'vertical')).toBe(2);
    expect(moveIndex('ArrowUp', 0, none, 'vertical')).toBe(3);
  });

  it('ignores the arrows of the other orientation and other keys', () => {
    expect(moveIndex('ArrowDown', 0, none, 'horizontal')).toBeNull();
    expect(moveIndex('ArrowRight', 0, none, 'vertical')).toBeNull();
    expect(moveIndex('a', 0, none, 'vertical')).toBeNull();
  });

  it('jumps to the first and last enabled item with Home and End', () => {
    const disabled = [true, false, false, true];
    expect(moveIndex('Home', 2, disabled, 'horizontal')).toBe(1);
    expect(moveIndex('End', 1, disabled, 'horizontal')).toBe(2);
  });

  it('skips disabled items and gives null when nothing is enabled', () => {
    expect(moveIndex('ArrowRight', 0, [false, true, false], 'horizontal')).toBe(2);
    expect(moveIndex('ArrowRight', 0, [true, true], 'horizontal')).toBeNull();
    expect(moveIndex('ArrowRight', 0, [], 'horizontal')).toBeNull();
  });
});
