/**
 * The layout shared by Dialog and Drawer: a modal layer with a title (its accessible name), an
 * optional close button, a scrolling body and a footer for actions.
 */
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { Body, Description, Footer, Header } from '@ds/lib/modal/ModalLayer.styles';
import { ModalLayer, type ModalPlacement } from '@ds/lib/modal/ModalLayer';
import { useScrollableFocus } from '@ds/lib/useScrollableFocus';
import { IconButton } from '../IconButton';

export interface DialogFrameProps {
  open: boolean;
  /** Called on Escape, the close button and (unless disabled) an overlay click. */
  onClose: () => void;
  title: ReactNode;
  /** A short text read together with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, usually Buttons; the primary action last. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  role?: 'dialog' | 'alertdialog';
  hideCloseButton?: boolean;
  /** Accessible name of the close button; the messages' `close` unless given. */
  closeLabel?: string;
  closeOnOverlayClick?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

export function DialogFrame({
  title,
  description,
  children,
  footer,
  hideCloseButton = false,
  closeLabel,
  placement,
  ...layer
}: DialogFrameProps & { placement: ModalPlacement }) {
  const messages = useDesignSystemMessages();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ModalLayer {...layer} placement={placement} labelledBy={titleId} describedBy={description ? descriptionId : undefined}>
      <Header>
        <h2 id={titleId}>{title}</h2>
        {!hideCloseButton && <IconButton label={closeLabel ?? messages.close} icon="close" onClick={layer.onClose} />}
      </Header>
      {(description || children) && (
        <ScrollingBody>
          {description && <Description id={descriptionId}>{description}</Description>}
          {children}
        </ScrollingBody>
      )}
      {footer && <Footer>{footer}</Footer>}
    </ModalLayer>
  );
}

/** The body is mounted only while the dialog is open, so the overflow check runs on open. */
function ScrollingBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollableFocus(ref);
  return <Body ref={ref}>{children}</Body>;
}
