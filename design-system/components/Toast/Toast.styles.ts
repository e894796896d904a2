/** Styles of the toast region (bottom-left, above dialogs) and of one toast. */
import styled, { keyframes } from 'styled-components';
import { up } from '@ds/tokens/breakpoints';
import { aboveReservedBottom } from '@ds/lib/reservedBottom';
import { vars } from '@ds/tokens/vars';

const enter = keyframes`from { opacity: 0; transform: translateY(8px); }`;

export const Region = styled.section`
  position: fixed;
  z-index: ${vars.z.toast};
  left: ${vars.space[4]};
  right: ${vars.space[4]};
  bottom: ${aboveReservedBottom(vars.space[4])};
  pointer-events: none;
  ${up('sm')} { right: auto; width: 360px; left: ${vars.space[6]}; bottom: ${aboveReservedBottom(vars.space[6])}; }
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[2]} ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceInverse};
  color: ${vars.color.textInverse};
  box-shadow: ${vars.shadow.lg};
  animation: ${enter} ${vars.motion.normal} ${vars.motion.easing};

  > p { flex: 1; min-width: 0; padding-top: 2px; }
  > svg { margin-top: 3px; }
  > button { color: ${vars.color.textInverse}; }
  > button:hover:not(:disabled) { background: rgba(255, 255, 255, 0.12); }
`;
