/**
 * The editor kit's live region (issue 41): it says each move, and the same words twice in a row
 * (two moves to one end) change the region's text so a screen reader reads them again.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveAnnouncement, useAnnouncer, type Announcer } from './LiveAnnouncement';

function Region({ onReady }: { onReady: (announcer: Announcer) => void }) {
  const announcer = useAnnouncer();
  onReady(announcer);
  return <LiveAnnouncement announcer={announcer} />;
}

describe('LiveAnnouncement', () => {
  it('says each message, and the same one again as a change of text', () => {
    let announcer: Announcer | null = null;
    render(<Region onReady={(ready) => (announcer = ready)} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => announcer?.announce('배너를 1번째로 옮겼어요.'));
    const first = region.textContent;
    expect(first?.trim()).toBe('배너를 1번째로 옮겼어요.');
    act(() => announcer?.announce('배너를 1번째로 옮겼어요.'));
    expect(region.textContent?.trim()).toBe('배너를 1번째로 옮겼어요.');
    expect(region.textContent).not.toBe(first);
  });
});
