/**
 * One titled section of an account settings page (display name, password, withdrawal…), the same
 * on the learner site and in the back-office: a rule above, an h2, the section's form.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';

const SectionBox = styled.section`
  padding: ${vars.space[5]} 0;
  border-top: 1px solid ${vars.color.border};
  & > h2 { font-size: ${vars.font.sizeLg}; margin: 0 0 ${vars.space[3]}; }
`;

export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionBox aria-label={title}>
      <h2>{title}</h2>
      {children}
    </SectionBox>
  );
}
