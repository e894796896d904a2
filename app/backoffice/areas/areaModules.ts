/**
 * Every back-office area whose screens exist, found from the areas' own folders (an `area.tsx`
 * anywhere under app/backoffice/, defineArea.ts). The routes mount them (routes.tsx), the
 * navigation and the home page link only these, and the section navigation reads their sections.
 * bench/routes.mjs reads the same glob to measure the areas' pages.
 */
import { ADMIN_ROOT, areaById, type BackofficeArea } from '../access/areas';
import type { BackofficeAreaModule } from './defineArea';

export const areaModules = import.meta.glob<BackofficeAreaModule>('../**/area.tsx', { eager: true, import: 'default' });

const byId = new Map<string, BackofficeAreaModule>();
for (const [file, module] of Object.entries(areaModules)) {
  const area = areaById(module.id); // throws for an id the table does not have
  if (byId.has(area.id)) throw new Error(`back-office areas: ${area.id} is declared twice (again in ${file})`);
  byId.set(area.id, module);
}

/** The screens of an area, or undefined while they are not built ("준비 중"). */
export function areaModule(id: string): BackofficeAreaModule | undefined {
  return byId.get(id);
}

export function isAreaBuilt(area: BackofficeArea): boolean {
  return byId.has(area.id);
}

/** An area's path below the back-office root, as its route's `path` (`members`, `site/organization`). */
export function routePathOf(area: BackofficeArea): string {
  return area.path.slice(`${ADMIN_ROOT}/`.length);
}
