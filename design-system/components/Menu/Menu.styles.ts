/** Styles of the menu: the anchor, the popup under the trigger and its items. */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

export const Root = styled.div`
  position: relative;
  display: inline-block;
`;

export const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${vars.space[1]});
  z-index: ${vars.z.dropdown};
  display: flex;
  flex-direction: column;
  min-width: 10rem;
  max-width: min(20rem, 90vw);
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};
  &[data-align='start'] { left: 0; }
  &[data-align='end'] { right: 0; }
`;

export const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  width: 100%;
  min-height: 40px;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text};
  text-align: left;
  cursor: pointer;
  &:focus { background: ${vars.color.surfaceSunken}; outline: none; }
  &:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: -2px; }
  &[data-tone='danger'] { color: ${vars.color.danger}; }
  &:disabled { cursor: not-allowed; opacity: 0.55; }
`;
