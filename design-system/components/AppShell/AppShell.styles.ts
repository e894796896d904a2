/** Styles of the application shell: the top bar over a side column and the main area. */
import styled from 'styled-components';
import { up } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';
import { SideNav } from '../SideNav';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

/** The side column's width from md up. */
const sidebarWidth = '240px';

/**
 * Below the top bar. From md up it paints the side column's background and edge itself, the page's
 * full height: the column's own box is a viewport tall (it sticks), and on a long page its
 * background stopped part-way down (issue 38).
 */
export const Body = styled.div`
  flex: 1;
  display: flex;
  align-items: stretch;
  min-height: 0;
  ${up('md')} {
    background: linear-gradient(
      to right,
      ${vars.color.surfaceMuted} 0 calc(${sidebarWidth} - 1px),
      ${vars.color.border} calc(${sidebarWidth} - 1px) ${sidebarWidth},
      transparent ${sidebarWidth}
    );
  }
`;

/**
 * The persistent side column: hidden below md, where the menu button opens the drawer instead. It
 * sticks below the top bar (the layout token that is its height).
 */
export const Sidebar = styled.div`
  display: none;
  ${up('md')} {
    display: block;
    flex: 0 0 ${sidebarWidth};
    position: sticky;
    top: ${vars.layout.topBar};
    align-self: flex-start;
    height: calc(100vh - ${vars.layout.topBar});
    overflow-y: auto;
    background: ${vars.color.surfaceMuted};
    border-right: 1px solid ${vars.color.border};
  }
  > nav { border-right: 0; }
`;

/** The side navigation inside the drawer: the drawer is already the panel. */
export const DrawerNav = styled(SideNav)`
  padding: 0;
  background: transparent;
  border-right: 0;
`;

// Focused only by the skip link (tabIndex -1): the jump itself is the feedback, so no outline.
export const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${vars.space[4]};
  ${up('md')} { padding: ${vars.space[6]} ${vars.space[8]}; }
  &:focus { outline: none; }
`;
