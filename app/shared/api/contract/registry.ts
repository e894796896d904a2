/**
 * Every endpoint of the contract, found rather than listed: a contract module is a file of this
 * folder that exports `<fileName>Endpoints` (adminOrder.ts → `adminOrderEndpoints`), the area's
 * descriptors. The contract tests walk them, the mock checks requests against them, the route
 * generator (scripts/apiRoutes.ts) writes a route table per module, and it is the one place that
 * says which paths exist (learner.md §7 gives them; the back-office paths are chosen in the
 * modules). A new area adds its file here and edits nothing else (registry.test.ts).
 *
 * `import.meta.glob` is Vite's, so everything that reads the registry runs through Vite: the app,
 * Storybook, Vitest, and the Node entries through scripts/runTs.mjs.
 */
import type { AnyEndpoint } from './endpoint';

type ModuleExports = Readonly<Record<string, unknown>>;
type AreaEndpoints = Readonly<Record<string, AnyEndpoint>>;

const files = import.meta.glob<ModuleExports>(['./*.ts', '!./*.test.ts', '!./registry.ts'], { eager: true });

/** `./adminOrder.ts` → `adminOrder`. */
function moduleName(path: string): string {
  return path.slice(2, -'.ts'.length);
}

/** The contract modules by file name, with everything each exports (the route generator reads the descriptors among them). */
export const contractModules: Readonly<Record<string, ModuleExports>> = Object.fromEntries(
  Object.entries(files)
    .map(([path, exports]) => [moduleName(path), exports] as const)
    .filter(([name, exports]) => `${name}Endpoints` in exports),
);

/** Each module's endpoints (`<fileName>Endpoints`), by module name. */
export const contract: Readonly<Record<string, AreaEndpoints>> = Object.fromEntries(
  Object.entries(contractModules).map(([name, exports]) => [name, exports[`${name}Endpoints`] as AreaEndpoints]),
);

/**
 * Every endpoint once. A module may list another's descriptor (the account area lists the
 * session's refresh and logout, kept apart for the start-up budget): the same object counts once.
 */
export function allEndpoints(): AnyEndpoint[] {
  return [...new Set(Object.values(contract).flatMap((area) => Object.values(area)))];
}

/** The back-office endpoints: every one that declares who may call it (permissions.ts). */
export function backofficeEndpoints(): AnyEndpoint[] {
  return allEndpoints().filter((endpoint) => endpoint.access !== undefined);
}
