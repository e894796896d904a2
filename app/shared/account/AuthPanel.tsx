/**
 * The narrow centred panel every account form page sits in, with its h1.
 */
import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

const Panel = styled.section`
  max-width: 440px;
  margin: ${vars.space[8]} auto;
`;

const Title = styled.h1`
  font-size: ${vars.font.size2xl};
  margin: 0 0 ${vars.space[6]};
`;

export function AuthPanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {children}
    </Panel>
  );
}
