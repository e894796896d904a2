/**
 * The editor kit's live region (issue 41): what a keyboard move did ("직인을 (460, 630)으로 옮겼어요",
 * "배너를 3번째로 옮겼어요"), read by a screen reader while the focus stays on the moved thing. The same
 * words said twice in a row (two moves to one end) are read again: a live region reads only a change,
 * so every other message carries an invisible trailing space.
 */
import { useState } from 'react';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';

export interface Announcer {
  message: string;
  announce: (message: string) => void;
}

export function useAnnouncer(): Announcer {
  const [said, setSaid] = useState({ message: '', count: 0 });
  return {
    message: said.count % 2 === 0 ? said.message : `${said.message}\u00a0`,
    announce: (message) => setSaid((current) => ({ message, count: current.count + 1 })),
  };
}

export function LiveAnnouncement({ announcer }: { announcer: Announcer }) {
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {announcer.message}
    </VisuallyHidden>
  );
}
