/** Renders overlays (dialogs, drawers, toasts) at the end of <body>, above the page's stacking contexts. */
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

export function Portal({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
