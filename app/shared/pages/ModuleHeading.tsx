/** A module's title: h2 on a page whose h1 is above the modules, h3 inside a section that has its own. */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

const Heading = styled.h2`
  margin: 0 0 ${vars.space[3]};
  font-size: ${vars.font.sizeXl};
  line-height: ${vars.font.lineHeightTight};
`;

export function ModuleHeading({ level, children }: { level: 2 | 3; children: string }) {
  return <Heading as={level === 2 ? 'h2' : 'h3'}>{children}</Heading>;
}
