/**
 * Routes of my classes, course tickets and the class room (spec learner.md §2). Each page is its
 * own lazy chunk.
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@app/shared/routing/lazyPage';

export const classesRoutes: RouteObject[] = [
  {
    path: 'app/user/klasses',
    element: lazyPage(() => import('./myClasses/MyClassesPage'), 'MyClassesPage'),
  },
  {
    path: 'app/user/course-tickets/:courseTicketId',
    element: lazyPage(() => import('./courseTickets/CourseTicketPage'), 'CourseTicketPage'),
  },
  {
    path: 'app/klass/:klassId',
    element: lazyPage(() => import('./classRoom/KlassRoomPage'), 'KlassRoomPage'),
  },
];
