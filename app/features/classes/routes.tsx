/**
 * Routes of my classes and the class room (spec learner.md §2).
 */
import type { RouteObject } from 'react-router-dom';

export const classesRoutes: RouteObject[] = [];
