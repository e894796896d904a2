/**
 * The toast of a change that can still be taken back: what was done, a countdown to when it is
 * sent, and the undo button; then what became of it (undone, sent, failed). The message is
 * announced once (a polite live region); the seconds tick only visually, so a screen reader is not
 * read a number every second. Domain-neutral: every word arrives through props.
 */
import styled from 'styled-components';
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
  undoLabel: string;
  onUndo?: () => void;
  /** Names the region ("알림"). */
  label: string;
  className?: string;
}

const Region = styled.section`
  position: fixed;
  z-index: ${vars.z.toast};
  left: ${vars.space[4]};
  right: ${vars.space[4]};
  bottom: ${vars.space[4]};
  ${up('sm')} { left: 50%; right: auto; width: 420px; transform: translateX(-50%); bottom: ${vars.space[6]}; }
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

export function UndoToast({ status, message, countdownText, remaining, undoLabel, onUndo, label, className }: UndoToastProps) {
  const pending = status === 'pending';
  return (
    <Region aria-label={label} className={className}>
      <Card data-status={status}>
        <p role={status === 'failed' ? 'alert' : 'status'}>{message}</p>
        {pending && countdownText && <small aria-hidden="true">{countdownText}</small>}
        {pending && onUndo && (
          <Button variant="secondary" size="sm" onClick={onUndo}>
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
