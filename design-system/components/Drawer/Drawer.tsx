/**
 * A panel that slides in from an edge: filters, a mobile menu, details beside a list. It is a modal
 * dialog like Dialog (focus trap, Escape, focus return, scroll lock), only placed at an edge.
 */
import { DialogFrame, type DialogFrameProps } from '../Dialog';

export interface DrawerProps extends Omit<DialogFrameProps, 'size' | 'role'> {
  side?: 'start' | 'end' | 'bottom';
}

export function Drawer({ side = 'end', ...props }: DrawerProps) {
  return <DialogFrame {...props} placement={side} />;
}
