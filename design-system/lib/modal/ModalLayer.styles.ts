/** Styles of a modal layer: the dimmed overlay and the panel, centred (dialog) or at an edge (drawer). */
import styled, { keyframes } from 'styled-components';
import { vars } from '@ds/tokens/vars';

const fade = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px); }`;
const fromEnd = keyframes`from { transform: translateX(100%); }`;
const fromStart = keyframes`from { transform: translateX(-100%); }`;
const fromBottom = keyframes`from { transform: translateY(100%); }`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.dialog};
  display: flex;
  background: ${vars.color.overlay};
  animation: ${fade} ${vars.motion.normal} ${vars.motion.easing};

  &[data-placement='center'] { align-items: center; justify-content: center; padding: ${vars.space[4]}; }
  &[data-placement='end'] { justify-content: flex-end; }
  &[data-placement='start'] { justify-content: flex-start; }
  &[data-placement='bottom'] { align-items: flex-end; }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  max-height: 100%;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  outline: none;

  [data-placement='center'] > & {
    width: 100%;
    max-height: calc(100vh - 2 * ${vars.space[4]});
    border-radius: ${vars.radius.lg};
    animation: ${rise} ${vars.motion.normal} ${vars.motion.easing};
  }
  [data-placement='center'] > &[data-size='sm'] { max-width: 400px; }
  [data-placement='center'] > &[data-size='md'] { max-width: 560px; }
  [data-placement='center'] > &[data-size='lg'] { max-width: 800px; }

  [data-placement='end'] > &,
  [data-placement='start'] > & { height: 100%; width: min(100%, 420px); }
  [data-placement='end'] > & { animation: ${fromEnd} ${vars.motion.slow} ${vars.motion.easing}; }
  [data-placement='start'] > & { animation: ${fromStart} ${vars.motion.slow} ${vars.motion.easing}; }
  [data-placement='bottom'] > & {
    width: 100%;
    max-height: 85vh;
    border-radius: ${vars.radius.lg} ${vars.radius.lg} 0 0;
    animation: ${fromBottom} ${vars.motion.slow} ${vars.motion.easing};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: ${vars.space[5]} ${vars.space[4]} ${vars.space[2]} ${vars.space[6]};

  > h2 {
    flex: 1;
    min-width: 0;
    padding-block: ${vars.space[2]};
    font-size: ${vars.font.sizeLg};
    font-weight: ${vars.font.weightBold};
  }
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${vars.space[2]} ${vars.space[6]} ${vars.space[4]};
  color: ${vars.color.text};
`;

/**
 * What the dialog says under its title. A block, not a paragraph: a confirmation may say it in
 * paragraphs and ask a question with a field (where a category's items go), and a paragraph may
 * hold neither. Spaced as the one paragraph it usually is.
 */
export const Description = styled.div`
  margin-block: 1em;
  > :first-child { margin-top: 0; }
  > :last-child { margin-bottom: 0; }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[6]} ${vars.space[5]};

  /* On narrow panels the actions share the width equally. */
  @media (max-width: 599.98px) { > * { flex: 1; } }
`;
