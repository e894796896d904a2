/**
 * The box every text-like control shares (text field, text area, select, date field): border,
 * radius, height, focus ring, invalid and disabled looks. Read by the controls' own styles.
 */
import { css } from 'styled-components';
import { vars } from '@ds/tokens/vars';

export const controlBox = css`
  width: 100%;
  min-height: 44px;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.sizeMd};
  transition: border-color ${vars.motion.fast} ${vars.motion.easing};

  &::placeholder { color: ${vars.color.textMuted}; opacity: 1; }
  &:hover:not(:disabled) { border-color: ${vars.color.text}; }
  &:focus-visible { outline: 3px solid ${vars.color.focusRing}; outline-offset: 1px; border-color: ${vars.color.primary}; }
  &[aria-invalid='true'] { border-color: ${vars.color.danger}; }
  &:disabled { background: ${vars.color.surfaceSunken}; color: ${vars.color.textMuted}; cursor: not-allowed; }
  &:read-only:not(:disabled) { background: ${vars.color.surfaceMuted}; }
`;
