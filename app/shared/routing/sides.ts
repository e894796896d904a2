/**
 * Where each side of the one app lives: the learner site at the root, the back-office under its
 * own prefix. Both sides read it (the manager login hands a master over to the back-office).
 */
export const BACKOFFICE_ROOT = '/admin';
