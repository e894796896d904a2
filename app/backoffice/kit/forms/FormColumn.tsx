/**
 * The column a back-office form stands in: one measure for every form page, so fields line up
 * from area to area (a form of short fields at 560 px; `wide` for a form with a rich-text body or
 * a table of rows, at 760 px). Every form page once declared its own.
 */
import styled from 'styled-components';

export const FormColumn = styled.div<{ $wide?: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '760px' : '560px')};
`;
