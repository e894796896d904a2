/**
 * What a back-office area's screens declare, in the area's own folder (`area.tsx`,
 * `export default defineBackofficeArea({…})`): which row of the area table it is (areas.ts gives
 * its path, label, group and access), its screens relative to that path, and its section
 * navigation if it has one. The back-office finds every area.tsx (areaModules.ts): the routes put
 * all of an area's screens under its one guard, and the navigation links an area only once its
 * screens exist. Nothing central is edited to add an area (docs/adding-an-area.md).
 */
import type { RouteObject } from 'react-router-dom';
import type { AreaSection } from '../kit/sections';

export interface AreaSections {
  /** The navigation's accessible name ("회원 메뉴"). */
  readonly label: string;
  readonly items: readonly AreaSection[];
}

export interface BackofficeAreaModule {
  /** The area's id in the area table (`MEMBER`, `master.curriculum`). */
  readonly id: string;
  /** Its screens, relative to the area's path: `{ index: true }` is the first screen. */
  readonly routes: readonly RouteObject[];
  readonly sections?: AreaSections;
}

export function defineBackofficeArea(module: BackofficeAreaModule): BackofficeAreaModule {
  return module;
}
