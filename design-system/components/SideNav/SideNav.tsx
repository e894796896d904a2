/**
 * The back-office side navigation: a labelled navigation landmark with titled sections of links.
 * Links go through react-router's NavLink, which marks the current page with aria-current="page".
 */
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { up } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';
import { Icon, type IconName } from '../Icon';

export interface SideNavItem {
  label: string;
  to: string;
  icon?: IconName;
  /** A count shown after the label (e.g. unanswered questions). */
  count?: number;
  /** Match the path exactly (for an index route such as "/admin"). */
  end?: boolean;
}

export interface SideNavSection {
  title?: string;
  items: readonly SideNavItem[];
}

export interface SideNavProps {
  label: string;
  sections: readonly SideNavSection[];
  className?: string;
}

const Root = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  width: 100%;
  padding: ${vars.space[3]};
  background: ${vars.color.surfaceMuted};
  border-right: 1px solid ${vars.color.border};
  ${up('md')} { width: 240px; min-height: 100%; }
`;

const Heading = styled.h2`
  margin-bottom: ${vars.space[1]};
  padding-inline: ${vars.space[3]};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.textMuted};
`;

const List = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ItemLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 40px;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  text-decoration: none;
  &:hover { background: ${vars.color.surfaceSunken}; }
  &[aria-current='page'] { background: ${vars.color.primarySubtle}; color: ${vars.color.primaryText}; font-weight: ${vars.font.weightBold}; }
  > span:first-of-type { flex: 1; min-width: 0; }
`;

const Count = styled.span`
  min-width: 1.5rem;
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeXs};
  text-align: center;
`;

function Section({ section }: { section: SideNavSection }) {
  const headingId = useId();
  return (
    <div>
      {section.title && <Heading id={headingId}>{section.title}</Heading>}
      <List aria-labelledby={section.title ? headingId : undefined}>
        {section.items.map((item) => (
          <li key={item.to}>
            <ItemLink to={item.to} end={item.end}>
              {item.icon && <Icon name={item.icon} />}
              <span>{item.label}</span>
              {item.count !== undefined && <Count aria-label={`${item.count}건`}>{item.count}</Count>}
            </ItemLink>
          </li>
        ))}
      </List>
    </div>
  );
}

export function SideNav({ label, sections, className }: SideNavProps) {
  return (
    <Root aria-label={label} className={className}>
      {sections.map((section, index) => (
        <Section key={section.title ?? index} section={section} />
      ))}
    </Root>
  );
}
