/**
 * The back-office side navigation: a labelled navigation landmark with titled sections of links.
 * By default links go through react-router's NavLink, which marks the current page with
 * aria-current="page"; `renderLink` lets the app render each link itself (its own router link),
 * and then it sets aria-current="page" on the current one. Links are styled as `li > a`, so any
 * anchor the app renders looks the same.
 */
import { useId, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { up } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';
import { Icon, type IconName } from '../Icon';

export interface SideNavItem {
  label: string;
  to: string;
  icon?: IconName;
  /** A count shown after the label (e.g. unanswered questions). */
  count?: number;
  /** The count's accessible text (e.g. "12건"); the messages' `navigationCount` unless given. */
  countLabel?: string;
  /** Match the path exactly (for an index route such as "/admin"). */
  end?: boolean;
}

export interface SideNavSection {
  title?: string;
  items: readonly SideNavItem[];
}

/** What `renderLink` receives for one item. */
export interface SideNavLinkRenderProps {
  item: SideNavItem;
  /** The link's content (icon, label, count): put it inside the anchor. */
  children: ReactNode;
  /** Call it when the link is chosen (the shell closes its drawer); pass it as the anchor's onClick. */
  onClick: () => void;
}

export interface SideNavProps {
  label: string;
  sections: readonly SideNavSection[];
  /** Renders one link as an anchor; react-router's NavLink unless given. */
  renderLink?: (props: SideNavLinkRenderProps) => ReactNode;
  /** Called when a link is chosen. */
  onNavigate?: (item: SideNavItem) => void;
  id?: string;
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

  > li > a {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-height: 40px;
    padding: ${vars.space[2]} ${vars.space[3]};
    border-radius: ${vars.radius.md};
    color: ${vars.color.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  > li > a:hover { background: ${vars.color.surfaceSunken}; }
  > li > a[aria-current='page'] {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryText};
    font-weight: ${vars.font.weightBold};
  }
  > li > a > span:first-of-type { flex: 1; min-width: 0; }
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

function defaultRenderLink({ item, children, onClick }: SideNavLinkRenderProps) {
  return (
    <NavLink to={item.to} end={item.end} onClick={onClick}>
      {children}
    </NavLink>
  );
}

interface SectionProps {
  section: SideNavSection;
  renderLink: NonNullable<SideNavProps['renderLink']>;
  onNavigate: SideNavProps['onNavigate'];
}

function Section({ section, renderLink, onNavigate }: SectionProps) {
  const messages = useDesignSystemMessages();
  const headingId = useId();
  return (
    <div>
      {section.title && <Heading id={headingId}>{section.title}</Heading>}
      <List aria-labelledby={section.title ? headingId : undefined}>
        {section.items.map((item) => (
          <li key={item.to}>
            {renderLink({
              item,
              onClick: () => onNavigate?.(item),
              children: (
                <>
                  {item.icon && <Icon name={item.icon} />}
                  <span>{item.label}</span>
                  {item.count !== undefined && (
                    <Count aria-label={item.countLabel ?? messages.navigationCount(item.count)}>{item.count}</Count>
                  )}
                </>
              ),
            })}
          </li>
        ))}
      </List>
    </div>
  );
}

export function SideNav({ label, sections, renderLink = defaultRenderLink, onNavigate, id, className }: SideNavProps) {
  return (
    <Root id={id} aria-label={label} className={className}>
      {sections.map((section, index) => (
        <Section key={section.title ?? index} section={section} renderLink={renderLink} onNavigate={onNavigate} />
      ))}
    </Root>
  );
}
