/**
 * Table styles shared by Table and DataTable: a scroll box, header and body cells, alignment by
 * data attribute. All static, so thousands of cells reuse the same classes.
 */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

/** Holds the scroll box and its edge shadows (ScrollRegion). */
export const Frame = styled.div`
  position: relative;
  max-width: 100%;
  min-width: 0;
`;

/** A shadow over an edge of the scroll box with more beyond it. */
export const Edge = styled.div`
  position: absolute;
  z-index: 2;
  top: 1px;
  bottom: 1px;
  width: ${vars.space[6]};
  pointer-events: none;
  opacity: 0;
  transition: opacity ${vars.motion.fast};
  &[data-side='start'] {
    left: 1px;
    border-radius: ${vars.radius.md} 0 0 ${vars.radius.md};
    background: linear-gradient(to right, rgba(0, 0, 0, 0.16), rgba(0, 0, 0, 0));
  }
  &[data-side='end'] {
    right: 1px;
    border-radius: 0 ${vars.radius.md} ${vars.radius.md} 0;
    background: linear-gradient(to left, rgba(0, 0, 0, 0.16), rgba(0, 0, 0, 0));
  }
  [data-more-start='true'] > &[data-side='start'],
  [data-more-end='true'] > &[data-side='end'] { opacity: 1; }
`;

export const Scroll = styled.div`
  position: relative;
  max-width: 100%;
  overflow: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  &:focus-visible { outline: 3px solid ${vars.color.focusRing}; outline-offset: 2px; }
`;

export const Root = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${vars.font.sizeSm};
  &[data-layout='fixed'] { table-layout: fixed; }
`;

export const Caption = styled.caption`
  padding: ${vars.space[3]} ${vars.space[4]};
  text-align: start;
  font-weight: ${vars.font.weightBold};
  font-size: ${vars.font.sizeMd};
  caption-side: top;
`;

export const Th = styled.th`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.borderStrong};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.text};
  font-weight: ${vars.font.weightBold};
  text-align: start;
  white-space: nowrap;
  &[data-align='center'] { text-align: center; }
  &[data-align='end'] { text-align: end; }
  [data-sticky='true'] & { position: sticky; top: 0; z-index: 1; }
`;

export const Td = styled.td`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border};
  vertical-align: middle;
  /* Words stay whole ("실전 데이터", "2026.10.30"): the page's overflow-wrap: anywhere let an auto
     table squeeze a column to one letter a line instead of scrolling sideways (issue 27). A word
     longer than a fixed column still breaks. */
  overflow-wrap: break-word;
  &[data-align='center'] { text-align: center; }
  &[data-align='end'] { text-align: end; font-variant-numeric: tabular-nums; }
  tr:last-child > & { border-bottom: 0; }
`;

/** One full-width row saying the body is loading, failed or empty. */
export const StateCell = styled.td`
  padding: ${vars.space[8]} ${vars.space[4]};
  color: ${vars.color.textMuted};
  text-align: center;
  & > * + * { margin-top: ${vars.space[3]}; }
`;
