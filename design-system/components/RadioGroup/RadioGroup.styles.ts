/**
 * Radio options as a list (radio dots) or as a segmented control (one bar of buttons, the input
 * kept for keyboard and screen readers but drawn by its text).
 */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { ChoiceLabel, ChoiceList } from '@ds/components/FormField';

export const Radio = styled.input`
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${vars.color.primary};
  cursor: pointer;
  &:disabled { cursor: not-allowed; }
`;

export const List = styled(ChoiceList)`
  &[data-appearance='segmented'] {
    display: inline-flex;
    flex-direction: row;
    flex-wrap: nowrap;
    gap: 0;
    max-width: 100%;
    padding: 2px;
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceSunken};
    overflow-x: auto;
  }
`;

export const Option = styled(ChoiceLabel)`
  [data-appearance='segmented'] > & {
    position: relative;
    flex: 1 1 auto;
    align-items: center;
    justify-content: center;
    min-height: 40px;
    padding: 0 ${vars.space[4]};
    border-radius: calc(${vars.radius.md} - 2px);
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weightMedium};
    white-space: nowrap;
  }
  [data-appearance='segmented'] > & > input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
  }
  [data-appearance='segmented'] > &:has(input:checked) {
    background: ${vars.color.surface};
    color: ${vars.color.text};
    box-shadow: ${vars.shadow.sm};
  }
  [data-appearance='segmented'] > &:has(input:focus-visible) {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
`;
