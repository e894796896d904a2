/**
 * Layout shared by the option lists of CheckboxGroup and RadioGroup: options in a column or a
 * wrapping row, each a label holding its input and text.
 */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

export const ChoiceList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  &[data-direction='row'] { flex-direction: row; flex-wrap: wrap; column-gap: ${vars.space[4]}; }
`;

export const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  min-height: 24px;
  cursor: pointer;
  & > input { flex: none; margin-top: 2px; }
  &[data-disabled='true'] { color: ${vars.color.textMuted}; cursor: not-allowed; }
`;
