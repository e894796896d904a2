import { describe, expect, it } from 'vitest';
import { badgeText } from './Badge';

describe('badgeText — the unread count on the chat button (learner.md §2)', () => {
  it('shows the count up to the maximum', () => {
    expect(badgeText(7, 99)).toBe('7');
    expect(badgeText(99, 99)).toBe('99');
  });

  it('shows "max+" above it', () => {
    expect(badgeText(100, 99)).toBe('99+');
    expect(badgeText(12, 9)).toBe('9+');
  });
});
