/** The link look, shared by TextButton (an action) and Link (navigation). */
import { css } from 'styled-components';
import { vars } from '@ds/tokens/vars';

export const linkStyles = css`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${vars.color.primaryText};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:hover { text-decoration-thickness: 2px; }
  &[data-tone='neutral'] { color: ${vars.color.text}; }
  &[data-tone='muted'] { color: ${vars.color.textMuted}; }
  &[data-tone='danger'] { color: ${vars.color.danger}; }
  &:disabled { cursor: not-allowed; opacity: 0.55; text-decoration: none; }
`;

export type LinkTone = 'primary' | 'neutral' | 'muted' | 'danger';
