/** The heading of a home section (the home is a column of sections under the page heading). */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

export const SectionTitle = styled.h2`
  margin: 0 0 ${vars.space[3]};
  font-size: ${vars.font.sizeXl};
`;
