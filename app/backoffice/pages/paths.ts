/** Where the page editor's screens live under the PAGE area (its path in the area table; the routes, relative, are in area.tsx). */
import { areaById } from '../access/areas';

export const pagesPath = (): string => areaById('PAGE').path;
export const pageEditorPath = (pageKey: string): string => `${pagesPath()}/${encodeURIComponent(pageKey)}`;
