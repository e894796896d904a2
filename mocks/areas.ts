/**
 * Every mock area, found from its folder's `area.ts` (mocks/engine/mockArea.ts): the handlers of
 * the runtimes (mocks/handlers) and the seed (mocks/db/seed) read this list; no one writes it.
 */
import type { MockArea, MockAreaDeclaration } from '@mocks/engine/mockArea';

const found = import.meta.glob<MockAreaDeclaration>('./**/area.ts', { eager: true, import: 'default' });

/** `./backoffice/orders/area.ts` → `backoffice/orders`. */
function areaName(path: string): string {
  return path.slice('./'.length, -'/area.ts'.length);
}

export const mockAreas: readonly MockArea[] = Object.entries(found)
  .map(([path, declaration]) => ({ ...declaration, name: areaName(path) }))
  .sort((a, b) => a.name.localeCompare(b.name));
