/**
 * Progress of a task: determinate (a value out of `max`, e.g. an upload or a course's completion)
 * or indeterminate (no value: something is happening). The label names the bar for screen
 * readers and is shown above it unless `hideLabel`.
 */
import { useId } from 'react';
import styled, { keyframes } from 'styled-components';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { vars } from '@ds/tokens/vars';

export interface ProgressBarProps {
  /** Omit for an indeterminate bar. */
  value?: number;
  max?: number;
  label: string;
  hideLabel?: boolean;
  /** Show the percentage beside the label. */
  showValue?: boolean;
  tone?: 'primary' | 'success' | 'danger';
  size?: 'sm' | 'md';
  className?: string;
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Root = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[2]};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.text};
  > span:last-child { font-variant-numeric: tabular-nums; color: ${vars.color.textMuted}; }
`;

const Track = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  box-shadow: inset 0 0 0 1px ${vars.color.border};
  &[data-size='sm'] { height: 6px; }
  &[data-size='md'] { height: 10px; }
`;

const Fill = styled.div`
  position: absolute;
  inset: 0;
  border-radius: inherit;
  transform-origin: left;
  transition: transform ${vars.motion.normal} ${vars.motion.easing};
  &[data-tone='primary'] { background: ${vars.color.primaryText}; }
  &[data-tone='success'] { background: ${vars.color.success}; }
  &[data-tone='danger'] { background: ${vars.color.danger}; }
  &[data-indeterminate='true'] { width: 40%; animation: ${slide} 1.4s ${vars.motion.easing} infinite; }
`;

/** Value clamped to 0…max, as a whole percentage. */
export function progressPercent(value: number, max: number): number {
  if (max <= 0 || !Number.isFinite(value)) return 0;
  return Math.round((Math.min(Math.max(value, 0), max) / max) * 100);
}

export function ProgressBar({ value, max = 100, label, hideLabel = false, showValue = false, tone = 'primary', size = 'md', className }: ProgressBarProps) {
  const messages = useDesignSystemMessages();
  const labelId = useId();
  const indeterminate = value === undefined;
  const percent = indeterminate ? 0 : progressPercent(value, max);
  return (
    <Root className={className}>
      {!hideLabel && (
        <LabelRow>
          <span id={labelId}>{label}</span>
          {showValue && !indeterminate && <span aria-hidden>{percent}%</span>}
        </LabelRow>
      )}
      <Track
        role="progressbar"
        data-size={size}
        {...(hideLabel ? { 'aria-label': label } : { 'aria-labelledby': labelId })}
        aria-valuemin={indeterminate ? undefined : 0}
        aria-valuemax={indeterminate ? undefined : 100}
        aria-valuenow={indeterminate ? undefined : percent}
        aria-valuetext={indeterminate ? messages.inProgress : `${percent}%`}
      >
        <Fill
          data-tone={tone}
          data-indeterminate={indeterminate || undefined}
          style={indeterminate ? undefined : { transform: `scaleX(${percent / 100})` }}
        />
      </Track>
    </Root>
  );
}
