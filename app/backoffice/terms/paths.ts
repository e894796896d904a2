/** Where the terms screens live under the TERMS area (its path in the area table; the routes, relative, are in area.tsx). */
import { areaById } from '../access/areas';

export const termsListPath = (): string => areaById('TERMS').path;
export const termsPagePath = (termsKey: string): string => `${termsListPath()}/${encodeURIComponent(termsKey)}`;
export const termsVersionPath = (termsKey: string, version: number): string => `${termsPagePath(termsKey)}/versions/${version}`;
