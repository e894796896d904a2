/**
 * Whether the catalogue shows a package or a course to learners (issue 40 "a hidden course or
 * package leaves the learner's lists, as a hidden class already does"): its display state, kept on
 * the inventory's record by the back-office's catalogue. One that is gone counts as shown, so its
 * errors stay the class room's.
 */
import { db } from '@mocks/db/database';

export const packageShown = (packageId: string): boolean => db.packages.findFirst((q) => q.where({ packageId }))?.catalogue.displayState !== 'HIDE';

export const courseShown = (courseId: string): boolean => db.courses.findFirst((q) => q.where({ courseId }))?.catalogue.displayState !== 'HIDE';
