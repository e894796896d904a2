/**
 * A scrolling box is a tab stop only while its content overflows it (WCAG 2.1.1, axe
 * "scrollable-region-focusable"): down (long dialog text) or sideways (a wide table at 390 px).
 * jsdom lays nothing out, so each box is given its sizes.
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScrollableFocus } from './useScrollableFocus';

function boxOf(size: { scrollWidth: number; clientWidth: number; scrollHeight: number; clientHeight: number }): HTMLElement {
  const box = document.createElement('div');
  for (const [name, value] of Object.entries(size)) Object.defineProperty(box, name, { configurable: true, value });
  return box;
}

describe('useScrollableFocus', () => {
  it('content taller than the box: focusable', () => {
    const box = boxOf({ scrollWidth: 300, clientWidth: 300, scrollHeight: 900, clientHeight: 300 });
    renderHook(() => useScrollableFocus({ current: box }));
    expect(box.tabIndex).toBe(0);
  });

  it('content wider than the box (a table on a narrow screen): focusable', () => {
    const box = boxOf({ scrollWidth: 720, clientWidth: 390, scrollHeight: 300, clientHeight: 300 });
    renderHook(() => useScrollableFocus({ current: box }));
    expect(box.tabIndex).toBe(0);
  });

  it('content that fits: no tab stop', () => {
    const box = boxOf({ scrollWidth: 300, clientWidth: 300, scrollHeight: 300, clientHeight: 300 });
    renderHook(() => useScrollableFocus({ current: box }));
    expect(box.hasAttribute('tabindex')).toBe(false);
  });
});
