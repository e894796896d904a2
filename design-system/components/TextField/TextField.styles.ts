/**
 * A text input inside a box that can hold trailing buttons (clear, show password) on its right.
 */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { controlBox } from '@ds/components/FormField';

export const Shell = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const Input = styled.input`
  ${controlBox}
  [data-trailing='1'] > & { padding-inline-end: 3rem; }
  [data-trailing='2'] > & { padding-inline-end: 6.5rem; }
  &::-ms-reveal { display: none; }
`;

export const Trailing = styled.div`
  position: absolute;
  inset-inline-end: ${vars.space[1]};
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
`;

/** A small text or glyph button inside the field. */
export const InnerButton = styled.button`
  min-width: 36px;
  min-height: 36px;
  padding: 0 ${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.textMuted};
  font: inherit;
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  cursor: pointer;

  display: inline-flex;
  align-items: center;
  justify-content: center;
  &:hover { background: ${vars.color.surfaceSunken}; color: ${vars.color.text}; }
`;
