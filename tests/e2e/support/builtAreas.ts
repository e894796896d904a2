/**
 * The back-office areas whose screens exist, read as the app finds them: an `area.tsx` under
 * app/backoffice/ declaring the area's `id` (app/backoffice/areas/areaModules.ts). The app finds
 * them with Vite's `import.meta.glob`, which Playwright's loader does not have, so the journeys
 * read the same files from disk; the paths come from the one area table.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backofficeAreas, type BackofficeArea } from '@app/backoffice/access/areas';

function areaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return areaFiles(path);
    return entry.name === 'area.tsx' ? [path] : [];
  });
}

export function builtAreas(): BackofficeArea[] {
  const ids = new Set(areaFiles(fileURLToPath(new URL('../../../app/backoffice', import.meta.url))).map((file) => /\bid: '([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1]));
  return backofficeAreas.filter((area) => ids.has(area.id));
}
