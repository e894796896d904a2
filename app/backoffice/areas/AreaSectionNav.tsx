/**
 * The section navigation of the area the page is in, as its area.tsx declares it (the kit's
 * SectionNav): a page draws `<AreaSectionNav />` under its header and needs to know nothing else.
 * Nothing is drawn in an area without sections.
 */
import { useLocation } from 'react-router-dom';
import { areaOfPath } from '../access/person';
import { SectionNav } from '../kit/sections';
import { areaModule } from './areaModules';

export function AreaSectionNav() {
  const { pathname } = useLocation();
  const area = areaOfPath(pathname);
  const sections = area ? areaModule(area.id)?.sections : undefined;
  if (!area || !sections) return null;
  return <SectionNav label={sections.label} areaPath={area.path} sections={sections.items} />;
}
