/** The kit's section navigation: declare an area's screens once, draw them as tabs. */
export { SectionNav, type SectionNavProps } from './SectionNav';
export { currentSectionId, sectionHref, type AreaSection } from './sections';
