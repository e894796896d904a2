/**
 * The app makes its calls from the generated route tables (app/shared/api/routes/, without the schemas);
 * they must say exactly what the contract says. Out of date → `npm run contract:routes`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract } from '@app/shared/api/contract/registry';
import { renderRouteTables } from '../../scripts/apiRoutes';

describe('generated route tables', async () => {
  const tables = await renderRouteTables();

  it('cover every area of the contract registry (and the session calls)', () => {
    expect([...tables.keys()].sort()).toEqual(
      [...Object.keys(contract), 'session'].sort().map((area) => `app/shared/api/routes/${area}.ts`),
    );
  });

  it.each([...tables])('%s is up to date (npm run contract:routes)', (file, text) => {
    expect(readFileSync(file, 'utf8')).toBe(text);
  });
});
