/**
 * Routes of the community and certificate pages (spec learner.md §2).
 */
import type { RouteObject } from 'react-router-dom';

export const communityRoutes: RouteObject[] = [];
