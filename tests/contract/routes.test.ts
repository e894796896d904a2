/**
 * The app makes its calls from the generated route tables (app/shared/api/routes/, without the schemas);
 * they must say exactly what the contract says. Out of date → `npm run contract:routes`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRouteTables } from '../../scripts/apiRoutes';

describe('generated route tables', async () => {
  const tables = await renderRouteTables();

  it('cover every contract module the app calls', () => {
    expect([...tables.keys()].sort()).toEqual(
      ['account', 'adminAccount', 'adminSetting', 'community', 'document', 'inventory', 'session', 'sso', 'tenant'].map(
        (area) => `app/shared/api/routes/${area}.ts`,
      ),
    );
  });

  it.each([...tables])('%s is up to date (npm run contract:routes)', (file, text) => {
    expect(readFileSync(file, 'utf8')).toBe(text);
  });
});
