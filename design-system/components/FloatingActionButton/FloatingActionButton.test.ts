/** learner.md §2: the floating chat button shows "an unread-badge count". */
import { describe, expect, it } from 'vitest';
import { badgeText } from './FloatingActionButton';

describe('badgeText', () => {
  it('shows nothing without unread messages', () => {
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(0)).toBeNull();
  });

  it('shows the count, capped at 99+', () => {
    expect(badgeText(3)).toBe('3');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
