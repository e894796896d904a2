/**
 * What a list or page shows when there is nothing in it: an icon, a title, a short explanation
 * and, if useful, the next step (a button or link).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { Icon, type IconName } from '../Icon';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  action?: ReactNode;
  /** Heading level of the title within the page. */
  headingLevel?: 2 | 3 | 4;
  /** Set by ErrorState; a plain empty state needs no role. */
  role?: 'alert' | 'status';
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[10]} ${vars.space[4]};
  text-align: center;
  color: ${vars.color.textMuted};

  > svg { color: ${vars.color.borderStrong}; margin-bottom: ${vars.space[2]}; }
  > :is(h2, h3, h4) { color: ${vars.color.text}; font-size: ${vars.font.sizeLg}; font-weight: ${vars.font.weightBold}; }
  > p { max-width: 28rem; }
`;

const Action = styled.div`
  margin-top: ${vars.space[4]};
`;

export function EmptyState({ title, description, icon = 'inbox', action, headingLevel = 2, role, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Root role={role} className={className}>
      <Icon name={icon} size="xl" />
      <Heading>{title}</Heading>
      {description && <p>{description}</p>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
