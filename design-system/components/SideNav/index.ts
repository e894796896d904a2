export {
  SideNav,
  type SideNavItem,
  type SideNavLinkRenderProps,
  type SideNavProps,
  type SideNavSection,
} from './SideNav';
