// Types of bench/size.mjs's route checks for their TypeScript readers (tests/bench/).
import type { RouteRow } from './routes.mjs';

/** The part of Vite's build manifest the bench reads. */
export type Manifest = Record<string, { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }>;

/** What each output file holds: source modules (paths from the repository root) and their bytes. */
export type ModulesByFile = Record<string, { id: string; bytes: number }[]>;

type FoundRoute = Extract<RouteRow, { modules: string[] }>;

export declare function initialFiles(manifest: Manifest, row: FoundRoute): string[];
export declare function backofficeModulesIn(modulesByFile: ModulesByFile, row: FoundRoute, files: string[]): string[];
