/**
 * A count ("3", "99+") or a dot that marks something new. The number is drawn for the eye and
 * said in words for screen readers ("읽지 않은 메시지 3개"). Given children, the badge sits on
 * their top-right corner.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { vars } from '@ds/tokens/vars';

export interface BadgeProps {
  /** What is counted, read before the number: "읽지 않은 메시지". */
  label: string;
  count?: number;
  /** Above this the badge shows "max+". */
  max?: number;
  /** A dot instead of a number. */
  dot?: boolean;
  /** Show "0" instead of nothing. */
  showZero?: boolean;
  tone?: 'danger' | 'primary' | 'neutral';
  children?: ReactNode;
  className?: string;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
  & > [data-badge] { position: absolute; top: 0; right: 0; transform: translate(40%, -40%); }
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${vars.radius.pill};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightBold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  box-shadow: 0 0 0 2px ${vars.color.surface};

  &[data-kind='count'] { min-width: 1.25rem; height: 1.25rem; padding: 0 0.375rem; }
  &[data-kind='dot'] { width: 0.5rem; height: 0.5rem; }
  &[data-tone='danger'] { background: ${vars.color.danger}; color: ${vars.color.onDanger}; }
  &[data-tone='primary'] { background: ${vars.color.primary}; color: ${vars.color.onPrimary}; }
  &[data-tone='neutral'] { background: ${vars.color.textMuted}; color: ${vars.color.textInverse}; }
`;

/** "99+" above the maximum. */
export function badgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}

export function Badge({ label, count = 0, max = 99, dot = false, showZero = false, tone = 'danger', children, className }: BadgeProps) {
  const messages = useDesignSystemMessages();
  const hidden = !dot && count <= 0 && !showZero;
  const mark = hidden ? null : (
    <Mark data-badge="" data-kind={dot ? 'dot' : 'count'} data-tone={tone} className={children ? undefined : className}>
      {!dot && <span aria-hidden="true">{badgeText(count, max)}</span>}
      <VisuallyHidden>{dot ? label : messages.labelledCount(label, count)}</VisuallyHidden>
    </Mark>
  );
  if (!children) return mark;
  return (
    <Anchor className={className}>
      {children}
      {mark}
    </Anchor>
  );
}
