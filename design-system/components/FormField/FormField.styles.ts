/**
 * Layout of a form field: label row, control, then the message row (hint or error, and counter).
 * `data-inline` puts a checkbox or switch before its label.
 */
import styled, { css } from 'styled-components';
import { vars } from '@ds/tokens/vars';

const rootStyles = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  &[data-inline='true'] {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: 'control label' '. message';
    column-gap: ${vars.space[2]};
    align-items: center;
  }
  &[data-inline='true'] > [data-part='label'] { grid-area: label; margin: 0; }
  &[data-inline='true'] > [data-part='control'] { grid-area: control; }
  &[data-inline='true'] > [data-part='message'] { grid-area: message; }
  &[data-disabled='true'] > [data-part='label'] { color: ${vars.color.textMuted}; }
`;

export const Root = styled.div`
  ${rootStyles}
`;

export const FieldsetRoot = styled.fieldset`
  ${rootStyles}
`;

export const LabelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[1]};
  padding: 0;
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.text};
  [data-inline='true'] > & { font-weight: ${vars.font.weightRegular}; font-size: ${vars.font.sizeMd}; }
`;

export const Label = styled.label`
  cursor: default;
`;

export const Legend = styled.legend`
  padding: 0;
  /* A floated legend takes part in the grid like the label of a single field. */
  float: left;
  width: 100%;
`;

export const RequiredMark = styled.span`
  margin-inline-start: 2px;
  color: ${vars.color.danger};
`;

export const Control = styled.div`
  min-width: 0;
`;

export const MessageRow = styled.div`
  display: flex;
  gap: ${vars.space[3]};
  justify-content: space-between;
  align-items: flex-start;
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightTight};
  &:not(:empty) { margin-top: ${vars.space[1]}; }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-weight: ${vars.font.weightMedium};
`;

export const Counter = styled.span`
  margin-inline-start: auto;
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
