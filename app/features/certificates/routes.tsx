/**
 * Routes of the completion certificate (spec learner.md §2): the print page opened in a new tab.
 */
import type { RouteObject } from 'react-router-dom';

export const certificatesRoutes: RouteObject[] = [];
