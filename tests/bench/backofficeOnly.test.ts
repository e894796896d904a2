/**
 * The bench's proof that no back-office code reaches a learner page's first download
 * (`npm run bench -- --check`): the back-office-only modules are found by the path convention of
 * bench/routes.mjs, not by a list, so modules planted under a new name of that convention — an
 * admin-prefixed contract file, a backoffice-prefixed copy file — are reported as soon as a learner
 * route reaches them. The routes are the app's real ones (routeMap reads the route files); the
 * build is a hand-made manifest, so the proof takes milliseconds instead of a build.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isBackofficeOnly, routeMap, type RouteRow } from '../../bench/routes.mjs';
import { backofficeModulesIn, initialFiles, type Manifest, type ModulesByFile } from '../../bench/size.mjs';

const planted = {
  contract: 'app/shared/api/contract/adminPlanted.ts',
  routes: 'app/shared/api/routes/adminPlanted.ts',
  copy: 'app/shared/copy/backofficePlanted.ts',
  screen: 'app/backoffice/planted/PlantedPage.tsx',
};

function measured(id: string): Extract<RouteRow, { modules: string[] }> {
  const row = routeMap().rows.find((candidate) => candidate.id === id);
  if (!row || row.status) throw new Error(`no built route ${id}`);
  return row;
}

/**
 * A build of the app as Vite's manifest describes it: the entry, and each of the route's lazy
 * chunks; the last (the page) imports a shared chunk holding `shared`, as a page importing a
 * planted module would.
 */
function buildOf(row: Extract<RouteRow, { modules: string[] }>, shared: string[]) {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true },
    'app/backoffice/BackofficeApp.tsx': { file: 'assets/backoffice.js', isDynamicEntry: true },
    '_shared.js': { file: 'assets/shared.js' },
  };
  const modulesByFile: ModulesByFile = {
    'assets/index.js': [{ id: 'app/main.tsx', bytes: 1 }],
    'assets/backoffice.js': [{ id: 'app/backoffice/BackofficeApp.tsx', bytes: 1 }],
    'assets/shared.js': shared.map((id) => ({ id, bytes: 1 })),
  };
  row.modules.forEach((module, index) => {
    const file = `assets/route-${index}.js`;
    const isPage = index === row.modules.length - 1;
    manifest[module] = { file, isDynamicEntry: true, ...(isPage ? { imports: ['_shared.js'] } : {}) };
    modulesByFile[file] = [{ id: module, bytes: 1 }];
  });
  return { manifest, modulesByFile };
}

function leaks(id: string, shared: string[]): string[] {
  const row = measured(id);
  const { manifest, modulesByFile } = buildOf(row, shared);
  return backofficeModulesIn(modulesByFile, row, initialFiles(manifest, row));
}

describe('the back-office-only convention (bench/routes.mjs)', () => {
  it('covers a module by its path: the back-office folder, backoffice* copy, admin* contract and routes', () => {
    for (const module of Object.values(planted)) expect(isBackofficeOnly(module), module).toBe(true);
  });

  it('leaves the shared modules both sides read, and generic ones, alone', () => {
    for (const module of [
      'app/shared/copy/account.ts',
      'app/shared/copy/catalogue.ts',
      'app/shared/api/contract/account.ts',
      'app/shared/api/routes/inventory.ts',
      'app/shared/lib/format/price.ts',
      'app/learner/account/LoginPage.tsx',
    ])
      expect(isBackofficeOnly(module), module).toBe(false);
  });

  it("holds every back-office-named file of today's shared copy, contract and routes", () => {
    // Test files are never in a build, whatever their names.
    const modulesNamed = (folder: string, prefix: string) =>
      readdirSync(folder)
        .filter((name) => name.startsWith(prefix) && !name.endsWith('.test.ts'))
        .map((name) => `${folder}/${name}`);
    const named = [
      ...modulesNamed('app/shared/copy', 'backoffice'),
      ...modulesNamed('app/shared/api/contract', 'admin'),
      ...modulesNamed('app/shared/api/routes', 'admin'),
    ];
    expect(named.length).toBeGreaterThan(10);
    for (const module of named) expect(isBackofficeOnly(module), module).toBe(true);
  });
});

describe('a planted back-office module reached from a learner route', () => {
  it.each(['login', 'myClasses'])('is reported on %s, each planted module by name', (id) => {
    expect(leaks(id, [planted.contract, planted.copy, 'app/shared/lib/format/price.ts'])).toEqual([
      planted.contract,
      planted.copy,
    ]);
  });

  it('is not reported when the learner route does not reach it', () => {
    expect(leaks('login', ['app/shared/lib/format/price.ts'])).toEqual([]);
  });

  it('is allowed on a back-office route', () => {
    expect(leaks('backofficeMembers', [planted.contract, planted.copy])).toEqual([]);
  });
});
