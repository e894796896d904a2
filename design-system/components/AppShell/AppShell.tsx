/**
 * The frame of an operator application: a skip link to the main content, the top bar (brand, then
 * actions such as a job-centre button and the signed-in person's menu), the side navigation by
 * groups and the main area (`<main id="main">`). From md up the navigation is a persistent column;
 * below md it collapses behind a menu button in the top bar that opens it in a Drawer, which a
 * chosen link or Escape closes (focus returns to the button).
 *
 * Every word it shows or announces comes in through props; links render through `renderLink`
 * (react-router's NavLink unless given).
 */
import { useCallback, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useFocusRescue } from '@ds/lib/useFocusRescue';
import { Drawer } from '../Drawer';
import type { SideNavItem, SideNavProps, SideNavSection } from '../SideNav';
import { SideNav } from '../SideNav';
import { TopBar } from '../TopBar';
import { VisuallyHidden } from '../VisuallyHidden';
import { Body, DrawerNav, Main, Root, Sidebar } from './AppShell.styles';

export interface AppShellProps {
  /** Logo or service name, usually a link home. */
  brand: ReactNode;
  /** Right end of the top bar: e.g. a job-centre button and the signed-in person's menu. */
  actions?: ReactNode;
  /** The side navigation's groups: a heading and links each. */
  navigation: readonly SideNavSection[];
  /** Accessible name of the navigation landmark, also the drawer's title. */
  navigationLabel: string;
  /** Renders one navigation link; react-router's NavLink (aria-current="page") unless given. */
  renderLink?: SideNavProps['renderLink'];
  /** Called when a navigation link is chosen (after the drawer closes). */
  onNavigate?: (item: SideNavItem) => void;
  /** Text of the skip link to the main content. */
  skipLinkLabel: string;
  /** Accessible name of the menu button shown below md. */
  menuLabel: string;
  /** Accessible name of the drawer's close button. */
  closeLabel: string;
  /** Id of the main element, the skip link's target. */
  mainId?: string;
  children: ReactNode;
  className?: string;
}

export function AppShell({
  brand,
  actions,
  navigation,
  navigationLabel,
  renderLink,
  onNavigate,
  skipLinkLabel,
  menuLabel,
  closeLabel,
  mainId = 'main',
  children,
  className,
}: AppShellProps) {
  const drawerNavId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Focus whose element went away (a confirmed action replaced its button) lands on the page's h1.
  useFocusRescue(`#${mainId} h1`);
  // No sections (a frame that could not learn what the person may use): no column, no menu button.
  const hasNavigation = navigation.length > 0;
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  function onSkip(event: MouseEvent<HTMLElement>) {
    const main = document.getElementById(mainId);
    if (!main) return;
    // Move focus without touching the URL (the app's router owns it).
    event.preventDefault();
    main.focus();
  }

  function onDrawerNavigate(item: SideNavItem) {
    setDrawerOpen(false);
    onNavigate?.(item);
  }

  return (
    <Root className={className}>
      <VisuallyHidden as="a" href={`#${mainId}`} focusable onClick={onSkip}>
        {skipLinkLabel}
      </VisuallyHidden>
      <TopBar
        fluid
        brand={brand}
        actions={actions}
        onMenuClick={hasNavigation ? () => setDrawerOpen(true) : undefined}
        menuLabel={menuLabel}
        menuExpanded={drawerOpen}
        menuControls={drawerNavId}
      />
      <Body>
        {hasNavigation && (
          <Sidebar>
            <SideNav
              label={navigationLabel}
              sections={navigation}
              renderLink={renderLink}
              onNavigate={onNavigate}
            />
          </Sidebar>
        )}
        <Main id={mainId} tabIndex={-1}>
          {children}
        </Main>
      </Body>
      {hasNavigation && (
        <Drawer
          open={drawerOpen}
          onClose={closeDrawer}
          side="start"
          title={navigationLabel}
          closeLabel={closeLabel}
        >
          <DrawerNav
            id={drawerNavId}
            label={navigationLabel}
            sections={navigation}
            renderLink={renderLink}
            onNavigate={onDrawerNavigate}
          />
        </Drawer>
      )}
    </Root>
  );
}
