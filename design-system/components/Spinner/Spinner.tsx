/**
 * An indeterminate loading indicator. Announces the messages' `loading` word as a status by default; `decorative`
 * hides it when the surrounding element already says it is busy (a loading button).
 */
import styled, { keyframes } from 'styled-components';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { vars } from '@ds/tokens/vars';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  flex-shrink: 0;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.75s linear infinite;
  vertical-align: middle;

  &[data-size='sm'] { width: 1rem; height: 1rem; }
  &[data-size='md'] { width: 1.5rem; height: 1.5rem; }
  &[data-size='lg'] { width: 2.5rem; height: 2.5rem; border-width: 3px; }
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.primaryText};
`;

const Label = styled.span`
  &[data-visible='false'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** What is loading, read by screen readers (and shown when `showLabel`); the messages' `loading` by default. */
  label?: string;
  showLabel?: boolean;
  /** Hide from assistive technology; the container announces the busy state itself. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ decorative = false, ...props }: SpinnerProps) {
  // A decorative ring says nothing, so it needs no messages (a busy button works in any root).
  if (decorative) return <Ring aria-hidden data-size={props.size ?? 'md'} className={props.className} />;
  return <AnnouncedSpinner {...props} />;
}

function AnnouncedSpinner({ size = 'md', label, showLabel = false, className }: Omit<SpinnerProps, 'decorative'>) {
  const messages = useDesignSystemMessages();
  return (
    <Wrapper role="status" className={className}>
      <Ring aria-hidden data-size={size} />
      <Label data-visible={showLabel}>{label ?? messages.loading}</Label>
    </Wrapper>
  );
}
