/**
 * The members section's own small navigation (list, withdrawn, groups, and whatever
 * `memberSections` lists): links with the current one marked (`aria-current="page"`), drawn
 * under a member page's header. The area's entry in the side navigation leads to the list.
 */
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { memberSections } from './sections';

const Nav = styled.nav`
  margin-bottom: ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border};
  > ul { display: flex; flex-wrap: wrap; gap: ${vars.space[1]}; margin: 0; padding: 0; list-style: none; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${vars.space[4]};
    color: ${vars.color.textMuted};
    text-decoration: none;
    border-bottom: 2px solid transparent;
  }
  a[aria-current='page'] { color: ${vars.color.text}; font-weight: ${vars.font.weightBold}; border-bottom-color: ${vars.color.primary}; }
  a:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: -2px; }
`;

export function MembersSectionNav() {
  return (
    <Nav aria-label={copy.backofficeMemberList.sectionNavLabel}>
      <ul>
        {memberSections.map((section) => (
          <li key={section.id}>
            <NavLink to={section.path} end={section.end}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
