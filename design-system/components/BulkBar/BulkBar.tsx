/**
 * The bar of a list's bulk actions: how many rows and which scope ("검색 결과 전체 8,214명" or
 * "선택한 12명", given by the caller in its own words), a way to clear the selection, and the
 * actions. It sticks to the bottom of the list's area while rows are selected, and its summary is
 * announced when it changes. It holds the bottom edge while shown (`useReservedBottom`), so the
 * undo toast and the toasts float above it rather than over its buttons. Domain-neutral: every word arrives through props.
 */
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useReservedBottom } from '@ds/lib/reservedBottom';
import { vars } from '@ds/tokens/vars';
import { Button } from '../Button';

export interface BulkBarProps {
  /** Names the bar for screen readers ("선택한 항목 작업"). */
  label: string;
  /** Count and scope in words. */
  summary: ReactNode;
  /** The action buttons. */
  children: ReactNode;
  /** A note under the summary (a limit reached, say). */
  note?: ReactNode;
  clearLabel?: string;
  onClear?: () => void;
  className?: string;
}

const Root = styled.section`
  position: sticky;
  bottom: ${vars.space[4]};
  z-index: ${vars.z.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.lg};
`;

const Summary = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  flex: 1 1 12rem;
  min-width: 0;
  > strong { font-weight: ${vars.font.weightBold}; }
  > small { color: ${vars.color.textMuted}; font-size: ${vars.font.sizeSm}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export function BulkBar({ label, summary, children, note, clearLabel, onClear, className }: BulkBarProps) {
  const ref = useRef<HTMLElement>(null);
  useReservedBottom(ref);
  return (
    <Root ref={ref} aria-label={label} className={className}>
      <Summary>
        <strong aria-live="polite" aria-atomic="true">
          {summary}
        </strong>
        {note && <small>{note}</small>}
      </Summary>
      <Actions>
        {children}
        {onClear && clearLabel && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {clearLabel}
          </Button>
        )}
      </Actions>
    </Root>
  );
}
