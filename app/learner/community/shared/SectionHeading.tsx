/** The heading of a community section (h2: the class room or community page holds the h1). */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

export const SectionHeading = styled.h2`
  margin: 0 0 ${vars.space[4]};
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightBold};
`;
