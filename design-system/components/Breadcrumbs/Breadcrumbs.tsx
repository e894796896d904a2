/**
 * Where the page sits in the hierarchy: a labelled navigation landmark with an ordered list of
 * links; the last item is the current page (aria-current="page", not a link).
 */
import styled from 'styled-components';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { vars } from '@ds/tokens/vars';
import { Icon } from '../Icon';
import { Link } from '../TextButton';

export interface BreadcrumbItem {
  label: string;
  /** App path; omitted for the current page. */
  to?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** The navigation landmark's name; the messages' `breadcrumbs` unless given. */
  label?: string;
  className?: string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};

  > li { display: inline-flex; align-items: center; gap: ${vars.space[1]}; min-width: 0; }
  > li > svg { color: ${vars.color.textMuted}; }
  [aria-current='page'] { color: ${vars.color.text}; font-weight: ${vars.font.weightMedium}; }
`;

export function Breadcrumbs({ items, label, className }: BreadcrumbsProps) {
  const messages = useDesignSystemMessages();
  return (
    <nav aria-label={label ?? messages.breadcrumbs} className={className}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {index > 0 && <Icon name="chevronRight" size="sm" />}
              {last || !item.to ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <Link to={item.to} tone="muted">
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
