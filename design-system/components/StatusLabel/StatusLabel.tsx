/**
 * A short coloured label for a state (a ticket status, "인증 완료", "답변 대기"): text on a soft
 * background, with the tone carried by a data attribute so the style is static. It never wraps:
 * in a squeezed table column the page's `overflow-wrap: anywhere` broke "수강중" into one letter
 * a line (issue 27, the member detail at 1280 px); the column gives way to the label instead.
 */
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface StatusLabelProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: StatusTone;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  padding: 0 ${vars.space[2]};
  min-height: 1.5rem;
  border-radius: ${vars.radius.sm};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
  white-space: nowrap;
  vertical-align: middle;

  &[data-tone='neutral'] { background: ${vars.color.surfaceSunken}; color: ${vars.color.textMuted}; }
  &[data-tone='info'] { background: ${vars.color.infoSubtle}; color: ${vars.color.info}; }
  &[data-tone='success'] { background: ${vars.color.successSubtle}; color: ${vars.color.success}; }
  &[data-tone='warning'] { background: ${vars.color.warningSubtle}; color: ${vars.color.warning}; }
  &[data-tone='danger'] { background: ${vars.color.dangerSubtle}; color: ${vars.color.danger}; }
`;

export function StatusLabel({ tone = 'neutral', ...rest }: StatusLabelProps) {
  return <Root data-tone={tone} {...rest} />;
}
