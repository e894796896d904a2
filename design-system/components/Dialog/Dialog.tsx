/**
 * A modal dialog in the centre of the screen. Focus moves inside on open, stays there (Tab wraps),
 * returns to the button that opened it on close; Escape, the close button and an overlay click
 * close it; the page behind does not scroll.
 */
import { DialogFrame, type DialogFrameProps } from './DialogFrame';

export type DialogProps = DialogFrameProps;

export function Dialog(props: DialogProps) {
  return <DialogFrame {...props} placement="center" />;
}
