/**
 * Shared button styles: the variant and size rules used by Button and IconButton, written once as
 * static CSS keyed by data attributes so a tenant's colours apply through the CSS variables.
 */
import { css } from 'styled-components';
import { vars } from '@ds/tokens/vars';

export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font: inherit;
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${vars.motion.fast} ${vars.motion.easing},
    border-color ${vars.motion.fast} ${vars.motion.easing};

  &[data-variant='primary'] { background: ${vars.color.primary}; color: ${vars.color.onPrimary}; }
  &[data-variant='primary']:hover:not(:disabled) { background: ${vars.color.primaryHover}; }
  &[data-variant='secondary'] { background: ${vars.color.surface}; color: ${vars.color.text}; border-color: ${vars.color.borderStrong}; }
  &[data-variant='secondary']:hover:not(:disabled) { background: ${vars.color.surfaceSunken}; }
  &[data-variant='ghost'] { background: transparent; color: ${vars.color.primaryText}; }
  &[data-variant='ghost']:hover:not(:disabled) { background: ${vars.color.primarySubtle}; }
  &[data-variant='neutral'] { background: transparent; color: ${vars.color.text}; }
  &[data-variant='neutral']:hover:not(:disabled) { background: ${vars.color.surfaceSunken}; }
  &[data-variant='danger'] { background: ${vars.color.danger}; color: ${vars.color.onDanger}; }
  &[data-variant='danger']:hover:not(:disabled) { background: ${vars.color.dangerHover}; }

  &:disabled { cursor: not-allowed; opacity: 0.55; }
  &[aria-busy='true'] { cursor: progress; }
`;
