/**
 * The machinery every modal layer shares (Dialog, AlertDialog, ConfirmDialog, Drawer): rendered
 * in a portal over a dimmed overlay, `aria-modal` and labelled by its title, focus trapped inside
 * and returned to the opener on close, Escape and (optionally) an overlay click close it, and the
 * page behind does not scroll.
 */
import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { Portal } from '../Portal';
import { useFocusTrap } from '../useFocusTrap';
import { useScrollLock } from '../useScrollLock';
import { Overlay, Panel } from './ModalLayer.styles';

export type ModalPlacement = 'center' | 'start' | 'end' | 'bottom';

export interface ModalLayerProps {
  open: boolean;
  onClose: () => void;
  /** Id of the title element: the dialog's accessible name. */
  labelledBy: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  placement?: ModalPlacement;
  size?: 'sm' | 'md' | 'lg';
  closeOnOverlayClick?: boolean;
  /** Element focused on open; by default the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function ModalLayer({
  open,
  onClose,
  labelledBy,
  describedBy,
  role = 'dialog',
  placement = 'center',
  size = 'md',
  closeOnOverlayClick = true,
  initialFocusRef,
  children,
}: ModalLayerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, initialFocusRef);
  useScrollLock(open);
  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    // Only the innermost layer closes.
    event.stopPropagation();
    onClose();
  }
  function onOverlayMouseDown(event: MouseEvent<HTMLDivElement>) {
    if (closeOnOverlayClick && event.target === event.currentTarget) onClose();
  }

  return (
    <Portal>
      <Overlay data-placement={placement} onMouseDown={onOverlayMouseDown}>
        <Panel
          ref={panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          tabIndex={-1}
          data-size={size}
          data-focus-layer=""
          onKeyDown={onKeyDown}
        >
          {children}
        </Panel>
      </Overlay>
    </Portal>
  );
}
