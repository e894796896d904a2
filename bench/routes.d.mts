// Types of bench/routes.mjs for its TypeScript readers (tests/bench/).
export interface MeasuredRoute {
  id: string;
  label: string;
  pattern: string;
  side: 'learner' | 'backoffice';
  page?: string;
  budgetGzip: number | null;
  feature?: string;
}

/** A measured route as found in the app's routes, or `status: 'not built yet'`. */
export type RouteRow = MeasuredRoute & ({ path: string; modules: string[]; status?: never } | { status: 'not built yet' });

export declare const measuredRoutes: readonly MeasuredRoute[];
export declare function isBackofficeOnly(moduleId: string): boolean;
export declare function routeMap(): { rows: RouteRow[]; problems: string[] };
