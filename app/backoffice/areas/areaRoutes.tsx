/**
 * The route of each built area: the area's path from the table, its one guard (RequireArea) and
 * every screen it declares below it, so no screen of an area can sit outside its guard.
 */
import type { RouteObject } from 'react-router-dom';
import { areaById } from '../access/areas';
import { RequireArea } from '../access/RequireArea';
import { routePathOf } from './areaModules';
import type { BackofficeAreaModule } from './defineArea';

export function areaRoutes(modules: Readonly<Record<string, BackofficeAreaModule>>): RouteObject[] {
  return Object.values(modules).map((module) => ({
    path: routePathOf(areaById(module.id)),
    element: <RequireArea areaId={module.id} />,
    children: [...module.routes],
  }));
}
