/**
 * The app makes its calls from the generated route tables (app/shared/api/routes/, without the schemas);
 * they must say exactly what the contract says. Out of date → `npm run contract:routes`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractModules } from '@app/shared/api/contract/registry';
import { renderRouteTables, routesDir } from '../../scripts/apiRoutes';

describe('generated route tables', async () => {
  const tables = await renderRouteTables();

  it('are one per contract module the registry finds, and no other file is in their folder', () => {
    const expected = Object.keys(contractModules).map((area) => `${routesDir}/${area}.ts`).sort();
    expect([...tables.keys()].sort()).toEqual(expected);
    expect(readdirSync(routesDir).map((file) => `${routesDir}/${file}`).sort()).toEqual(expected);
  });

  it.each([...tables])('%s is up to date (npm run contract:routes)', (file, text) => {
    expect(readFileSync(file, 'utf8')).toBe(text);
  });
});
