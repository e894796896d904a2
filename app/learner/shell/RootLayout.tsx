/**
 * The page frame of the learner site (spec learner.md §2, issue 8 "App shell"): a skip link, the
 * top bar (the tenant's logo or service name, 내 강의실 and the published menu — below md behind a
 * menu button that opens them in a panel, SiteMenuPanel.tsx —, the account menu or login), the routed
 * page inside the page container, the footer with the corporation's details, and the tenant's
 * plugins (tag manager, support chat with its floating button, chatbot), and what is laid over the
 * pages (the live marketing popups and banner, a request to agree to newer terms: SiteNotices). The
 * top banner is drawn in the strip above the top bar (bannerSlot.tsx), in the page's flow.
 */
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { FAB_CLEARANCE } from '@ds/components/FloatingActionButton/clearance';
import { PageContainer } from '@ds/components/PageContainer';
import { useFocusRescue } from '@ds/lib/useFocusRescue';
import { Link } from '@ds/components/TextButton';
import { TopBar } from '@ds/components/TopBar';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { SitePlugins, usePagesLoaded } from '@app/learner/shell/plugins/SitePlugins';
import { useSession } from '@app/shared/session/react';
import { usePreferences } from '@app/shared/site/usePreferences';
import { BannerSlot, BannerSlotProvider } from '@app/learner/marketing/bannerSlot';
import { showsTopBanner } from '@app/learner/marketing/topBannerPages';
import { AccountActions } from './AccountActions';
import { MY_CLASSES_PATH } from './paths';
import { lazySection, NoPlaceholder } from '@app/shared/routing/lazySection';
import { RouteOutlet } from '@app/shared/routing/RouteOutlet';
import { SiteFooter } from './SiteFooter';
import type { MenuPlacement } from './SiteMenu';

/** Popups, banner and re-agreement: loaded after the page's own code (issue 31; budgets of issue 18). */
const SiteNotices = lazySection(async () => (await import('@app/learner/marketing/SiteNotices')).default, NoPlaceholder);
/** The published header menu (issue 41): loaded after the page's own code, like the notices. */
const SiteMenu = lazySection(async () => (await import('./SiteMenu')).default, NoPlaceholder);
/** The phone's menu panel: downloaded on the menu button's first press. */
const SiteMenuPanel = lazySection(async () => (await import('./SiteMenuPanel')).default, NoPlaceholder);

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${vars.space[2]};
  top: -100px;
  padding: ${vars.space[2]} ${vars.space[3]};
  background: ${vars.color.surface};
  z-index: ${vars.z.tooltip};
  &:focus { top: ${vars.space[2]}; }
`;

const Logo = styled.img`
  height: 32px;
  width: auto;
`;

// At least a screen tall, so the footer starts below the first screen: a page that is still
// loading (its code, its list) is short, and the footer it showed would jump down when the page
// fills in (a layout shift of the whole footer; issue 18 keeps CLS ≤ 0.1). The support chat button
// floats at the bottom right: the page's last content stays clear of it.
const Main = styled(PageContainer)`
  flex: 1;
  min-height: 100vh;
  padding-bottom: ${FAB_CLEARANCE};
`;

/**
 * The site's navigation entries, drawn in the top bar from md up and in the phone's menu panel
 * below it: 내 강의실, then the published menu once the page's own code is in.
 */
function NavigationEntries({ placement }: { placement: MenuPlacement }) {
  const pagesLoaded = usePagesLoaded();
  const here = useLocation().pathname === MY_CLASSES_PATH;
  return (
    <>
      <li>
        <Link to={MY_CLASSES_PATH} tone="neutral" aria-current={here ? 'page' : undefined}>
          {copy.site.myClasses}
        </Link>
      </li>
      {pagesLoaded && <SiteMenu placement={placement} />}
    </>
  );
}

export function RootLayout() {
  const preferences = usePreferences().data;
  const serviceName = preferences?.corporation.serviceName ?? copy.common.serviceNameFallback;
  const logoUrl = preferences?.theme.logoUrl;
  // Inside the native app the session settles when the bridge answers the token (a moment after
  // start); until then a page that needs a learner would send them to the login page.
  const settled = useSession().status !== 'uninitialised';
  const pagesLoaded = usePagesLoaded();
  // The menu button is drawn from the first paint below md (its room never appears late); what
  // it opens is downloaded on the first press.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const withBanner = showsTopBanner(useLocation().pathname);
  // Focus whose element went away (an action replaced its button) lands on the page's h1.
  useFocusRescue('#main h1');
  return (
    <BannerSlotProvider active={withBanner}>
      <Frame>
        <SkipLink href="#main">{copy.site.skipToContent}</SkipLink>
        <BannerSlot />
        <TopBar
          brand={
            <Link to="/" tone="neutral">
              {logoUrl ? <Logo src={logoUrl} alt={serviceName} /> : serviceName}
            </Link>
          }
          navigationLabel={copy.site.mainNavigation}
          navigation={
            <ul>
              <NavigationEntries placement="bar" />
            </ul>
          }
          actions={<AccountActions />}
          onMenuClick={() => setMenuOpen(true)}
          menuExpanded={menuOpen}
          menuControls={menuId}
        />
        {menuOpen && (
          <SiteMenuPanel id={menuId} onClose={() => setMenuOpen(false)}>
            <NavigationEntries placement="panel" />
          </SiteMenuPanel>
        )}
        <Main forwardedAs="main" id="main" padded tabIndex={-1}>
          {settled && <RouteOutlet />}
        </Main>
        {pagesLoaded && <SiteNotices />}
        <SiteFooter corporation={preferences?.corporation}>
          {preferences && <SitePlugins plugins={preferences.plugins} />}
        </SiteFooter>
      </Frame>
    </BannerSlotProvider>
  );
}
