export { SideNav, type SideNavItem, type SideNavProps, type SideNavSection } from './SideNav';
