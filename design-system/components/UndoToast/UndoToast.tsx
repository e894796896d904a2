/**
 * The toast of a change that can still be taken back: what was done, a countdown to when it is
 * sent, and the undo button; then what became of it (undone, sent, failed). The message is
 * announced once (a polite live region); the seconds tick only visually, so a screen reader is not
 * read a number every second. The announcement carries `hint` (how to undo without reaching the
 * toast: "Ctrl+Z로 되돌릴 수 있어요"); while the pointer is over the toast or focus is in it,
 * `onHoldChange(true)` lets the owner stop its countdown (WCAG 2.2.1), and `onHoldChange(false)`
 * once both have left. An undo from the toast gives the focus back to where it came from (the
 * action's button or the row), so the keyboard does not fall to the page body. It floats above a bulk-action bar (`aboveReservedBottom`), never over it.
 *
 * The toast is at the end of the page, many Tab stops from the action that made it: F8 moves the
 * focus to its undo button from anywhere (the convention of toast regions; `aria-keyshortcuts`
 * says it), and the hint says so. On a phone the hint — keys a phone has none of — is said but not
 * shown, so the toast takes two lines, not four, above a bulk-action bar (issue 38's hand review).
 * Domain-neutral: every word arrives through props.
 */
import { useEffect, useEffectEvent, useRef, type FocusEvent } from 'react';
import styled from 'styled-components';
import { canTakeFocus } from '@ds/lib/focusable';
import { aboveReservedBottom } from '@ds/lib/reservedBottom';
import { up } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';
import { Button } from '../Button';

export type UndoToastStatus = 'pending' | 'undone' | 'sent' | 'failed';

export interface UndoToastProps {
  status: UndoToastStatus;
  /** What was done, or what became of it. */
  message: string;
  /** Shown while pending: "4초 후 반영". */
  countdownText?: string;
  /** Share of the window left, 1 → 0, while pending. */
  remaining?: number;
  /** Said and shown with the message while pending: how to undo from anywhere. */
  hint?: string;
  undoLabel: string;
  onUndo?: () => void;
  /** The pointer or the focus came to the toast (true) or both left it (false). */
  onHoldChange?: (held: boolean) => void;
  /** Names the region ("알림"). */
  label: string;
  className?: string;
}

const Region = styled.section`
  position: fixed;
  z-index: ${vars.z.toast};
  left: ${vars.space[4]};
  right: ${vars.space[4]};
  bottom: ${aboveReservedBottom(vars.space[4])};
  ${up('sm')} { left: 50%; right: auto; width: 420px; transform: translateX(-50%); bottom: ${aboveReservedBottom(vars.space[6])}; }
`;

const Card = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[3]} ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceInverse};
  color: ${vars.color.textInverse};
  box-shadow: ${vars.shadow.lg};
  > p { margin: 0; }
  > p > span {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
    ${up('sm')} { position: static; width: auto; height: auto; overflow: visible; clip-path: none; white-space: normal; display: block; font-size: ${vars.font.sizeSm}; opacity: 0.85; }
  }
  > small { grid-column: 1; font-size: ${vars.font.sizeSm}; opacity: 0.85; font-variant-numeric: tabular-nums; }
  > button { grid-row: 1 / span 2; grid-column: 2; color: ${vars.color.textInverse}; border-color: currentColor; }
  &[data-status='failed'] { background: ${vars.color.danger}; color: ${vars.color.onDanger}; }
`;

const Track = styled.div`
  grid-column: 1 / -1;
  height: 3px;
  border-radius: ${vars.radius.pill};
  background: rgba(255, 255, 255, 0.2);
  overflow: hidden;
  > div { height: 100%; background: currentColor; transform-origin: left; }
`;

export function UndoToast({ status, message, countdownText, remaining, hint, undoLabel, onUndo, onHoldChange, label, className }: UndoToastProps) {
  const pending = status === 'pending';
  const at = useRef({ pointer: false, focus: false, held: false });
  const cameFrom = useRef<HTMLElement | null>(null);
  const note = (what: 'pointer' | 'focus', here: boolean) => {
    at.current[what] = here;
    const held = at.current.pointer || at.current.focus;
    if (held === at.current.held) return;
    at.current.held = held;
    onHoldChange?.(held);
  };
  // A toast that goes while held (its change was undone or sent) lets go of the window.
  const letGo = useEffectEvent(() => {
    if (at.current.held) onHoldChange?.(false);
  });
  useEffect(() => () => letGo(), []);
  const undoButton = useRef<HTMLButtonElement>(null);
  const canUndo = pending && onUndo !== undefined;
  useEffect(() => {
    if (!canUndo) return undefined;
    const toToast = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const button = undoButton.current;
      if (!button) return;
      event.preventDefault();
      button.focus();
    };
    window.addEventListener('keydown', toToast);
    return () => window.removeEventListener('keydown', toToast);
  }, [canUndo]);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus moving between the toast's own parts has not left it.
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) note('focus', false);
  };
  return (
    <Region
      aria-label={label}
      className={className}
      onPointerEnter={() => note('pointer', true)}
      onPointerLeave={() => note('pointer', false)}
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
        note('focus', true);
      }}
      onBlur={onBlur}
    >
      <Card data-status={status}>
        <p role={status === 'failed' ? 'alert' : 'status'}>
          {message}
          {pending && hint && <span> {hint}</span>}
        </p>
        {pending && countdownText && <small aria-hidden="true">{countdownText}</small>}
        {canUndo && (
          <Button
            ref={undoButton}
            variant="secondary"
            size="sm"
            aria-keyshortcuts="F8"
            onClick={() => {
              onUndo();
              const back = cameFrom.current;
              if (back && canTakeFocus(back)) back.focus();
            }}
          >
            {undoLabel}
          </Button>
        )}
        {pending && remaining !== undefined && (
          <Track aria-hidden="true">
            <div style={{ transform: `scaleX(${Math.max(0, Math.min(1, remaining))})` }} />
          </Track>
        )}
      </Card>
    </Region>
  );
}
