/**
 * DataTable additions to the shared table styles: fixed-height one-line rows (so the virtualiser
 * can place rows by index), the sort button in a header, selected rows; the table's least width
 * (custom properties set from its columns, columnWidths.ts) so it scrolls sideways rather than
 * squeeze.
 */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { Root as TableRoot, Td } from '@ds/components/Table/Table.styles';

export const Root = styled(TableRoot)`
  min-width: var(--table-min-width);
  & col { width: var(--col-width, auto); }
`;

/** Must equal the CSS height of a body row below. */
export const ROW_HEIGHT = 48;

export const Row = styled.tr`
  height: ${ROW_HEIGHT}px;
  &[data-selected='true'] > td { background: ${vars.color.primarySubtle}; }
  &:hover > td { background: ${vars.color.surfaceMuted}; }
`;

export const Cell = styled(Td)`
  height: ${ROW_HEIGHT}px;
  padding-block: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  /* Sized for its values (columnWidths.ts): digits line up, nothing to cut. */
  &[data-kind] { font-variant-numeric: tabular-nums; }
`;

export const SelectCell = styled(Cell)`
  width: 52px;
  text-align: center;
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: -${vars.space[1]} -${vars.space[2]};
  padding: ${vars.space[1]} ${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover { background: ${vars.color.surfaceSunken}; }
  & > svg { color: ${vars.color.textMuted}; }
  &[data-active='true'] > svg { color: ${vars.color.primaryText}; }
`;

export const Spacer = styled.tr`
  & > td { padding: 0; border: 0; }
`;

/** The "select all N matching" line above the table. */
export const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
`;
