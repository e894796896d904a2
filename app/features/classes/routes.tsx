/**
 * Routes of my classes, course tickets and the class room (spec learner.md §2). Each page is its
 * own lazy chunk.
 */
import type { RouteObject } from 'react-router-dom';

export const classesRoutes: RouteObject[] = [
  {
    path: 'app/user/klasses',
    lazy: async () => ({ Component: (await import('./myClasses/MyClassesPage')).MyClassesPage }),
  },
  {
    path: 'app/user/course-tickets/:courseTicketId',
    lazy: async () => ({ Component: (await import('./courseTickets/CourseTicketPage')).CourseTicketPage }),
  },
  {
    path: 'app/klass/:klassId',
    lazy: async () => ({ Component: (await import('./classRoom/KlassRoomPage')).KlassRoomPage }),
  },
];
