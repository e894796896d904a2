/**
 * Label–value pairs (an order's details, a member's profile) as a description list: terms beside
 * their values from `sm` up, stacked on narrow screens. An empty value shows "-".
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { up } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';

export interface DescriptionItem {
  term: ReactNode;
  description: ReactNode;
  /** Needed when the term is not a plain string. */
  key?: string;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** Width of the term column from `sm` up. */
  termWidth?: 'sm' | 'md' | 'lg';
  emptyText?: string;
  className?: string;
}

const List = styled.dl`
  display: grid;
  margin: 0;
`;

const Row = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} 0;
  border-bottom: 1px solid ${vars.color.border};

  ${up('sm')} {
    grid-template-columns: 8rem minmax(0, 1fr);
    gap: ${vars.space[4]};
    [data-term-width='sm'] > & { grid-template-columns: 6rem minmax(0, 1fr); }
    [data-term-width='lg'] > & { grid-template-columns: 12rem minmax(0, 1fr); }
  }
`;

const Term = styled.dt`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
`;

const Description = styled.dd`
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

export function DescriptionList({ items, termWidth = 'md', emptyText = '-', className }: DescriptionListProps) {
  return (
    <List data-term-width={termWidth} className={className}>
      {items.map((item, index) => (
        <Row key={item.key ?? (typeof item.term === 'string' ? item.term : index)}>
          <Term>{item.term}</Term>
          <Description>{isEmpty(item.description) ? emptyText : item.description}</Description>
        </Row>
      ))}
    </List>
  );
}
