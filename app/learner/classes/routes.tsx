/**
 * Routes of my classes, course tickets, passes (issue 40) and the class room (spec learner.md §2). Each page is its
 * own lazy chunk. My classes names its first request, so a first visit asks for the class list
 * beside the page's code (issue 18); only a signed-in learner has one to ask for.
 */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@app/shared/routing/lazyPage';

export const classesRoutes: RouteObject[] = [
  {
    path: 'app/user/klasses',
    element: lazyPage(
      () => import('./myClasses/MyClassesPage'),
      'MyClassesPage',
      async ({ queryClient, signedIn }) => {
        if (signedIn) await (await import('./myClasses/firstPage')).prefetchMyClasses(queryClient);
      },
    ),
  },
  {
    path: 'app/user/course-tickets/:courseTicketId',
    element: lazyPage(() => import('./courseTickets/CourseTicketPage'), 'CourseTicketPage'),
  },
  {
    path: 'app/user/passes/:passTicketKey',
    element: lazyPage(() => import('./passes/PassPage'), 'PassPage'),
  },
  {
    path: 'app/klass/:klassId',
    element: lazyPage(() => import('./classRoom/KlassRoomPage'), 'KlassRoomPage'),
  },
];
