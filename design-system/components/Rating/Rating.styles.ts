/**
 * Five stars in a row with the label of the current rating beside them; a star is filled when
 * its data attribute says so, so hovering and selecting never generate new classes.
 */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
`;

export const Stars = styled.div`
  display: inline-flex;
  gap: 2px;
`;

export const Star = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.borderStrong};
  cursor: pointer;

  &[data-filled='true'] { color: ${vars.color.warning}; }
  &:disabled { cursor: not-allowed; opacity: 0.55; }
`;

export const Label = styled.span`
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.text};
  &[data-value='0'] { font-weight: ${vars.font.weightRegular}; color: ${vars.color.textMuted}; }
`;

export const ReadOnlyStars = styled.span`
  display: inline-flex;
  gap: 1px;
  color: ${vars.color.borderStrong};
  & > [data-filled='true'] { color: ${vars.color.warning}; }
`;
