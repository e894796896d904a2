/**
 * The back-office's routes as the area modules make them (areaRoutes.tsx): every screen under an
 * area's path sits below that area's one guard, wherever it was declared, so a sub-path can never
 * be left without one; and the areas linked as built are exactly those whose folder declares them.
 */
import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROOT, backofficeAreas } from '../access/areas';
import { RequireArea } from '../access/RequireArea';
import { backofficeRoutes } from '../routes';
import { areaModule, areaModules, isAreaBuilt, routePathOf } from './areaModules';

interface Placed {
  path: string;
  guards: string[];
  /** The area this route's own element guards, if it is an area's guard. */
  guard?: string;
}

/** Every route with its full path below `/admin` and the areas whose guards it sits under. */
function placed(routes: readonly RouteObject[], parent: Placed = { path: '', guards: [] }): Placed[] {
  return routes.flatMap((route) => {
    const path = route.path ? [parent.path, route.path].filter(Boolean).join('/') : parent.path;
    const element = route.element;
    const guard = isValidElement<{ areaId: string }>(element) && element.type === RequireArea ? element.props.areaId : undefined;
    const here: Placed = { path, guards: guard ? [...parent.guards, guard] : parent.guards, ...(guard ? { guard } : {}) };
    return [here, ...placed(route.children ?? [], here)];
  });
}

describe('the back-office routes', () => {
  const all = placed(backofficeRoutes);

  it.each(backofficeAreas.filter(isAreaBuilt).map((area) => [area.id, routePathOf(area)] as const))(
    'put every screen under %s (%s) below its guard',
    (id, areaPath) => {
      const under = all.filter((route) => route.path === areaPath || route.path.startsWith(`${areaPath}/`));
      expect(under.length).toBeGreaterThan(1);
      for (const route of under) expect(route.guards, route.path).toContain(id);
    },
  );

  it('mount each built area once, at its path from the area table', () => {
    const guards = all.flatMap((route) => (route.guard ? [[route.guard, route.path]] : []));
    const built = backofficeAreas.filter(isAreaBuilt);
    expect(guards.sort()).toEqual(built.map((area) => [area.id, routePathOf(area)]).sort());
    expect(Object.values(areaModules).map((module) => module.id).sort()).toEqual(built.map((area) => area.id).sort());
  });

  it('land the master workspace\'s bare prefix on the back-office home, which lists the areas the person may use', () => {
    const frame = backofficeRoutes.find((route) => route.children?.length)?.children ?? [];
    const element = frame.find((route) => route.path === 'master')?.element;
    expect(isValidElement<{ to: string; replace: boolean }>(element) && element.type === Navigate ? element.props : null).toEqual({ to: ADMIN_ROOT, replace: true });
  });

  it('link as built every area of backoffice.md §1 and the master workspace: each folder declares its own', () => {
    expect(backofficeAreas.filter(isAreaBuilt).map((area) => area.id).sort()).toEqual(backofficeAreas.map((area) => area.id).sort());
    expect(areaModule('NOT_AN_AREA')).toBeUndefined();
  });
});
