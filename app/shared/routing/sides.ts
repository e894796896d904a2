/**
 * Where each side of the one app lives: the learner site at the root, the back-office under its
 * own prefix. Both sides read it (the manager login hands a master over to the back-office).
 */
export const BACKOFFICE_ROOT = '/admin';

/** The back-office's sign-in page. */
export const BACKOFFICE_LOGIN_PATH = `${BACKOFFICE_ROOT}/login`;

/** Whether an address belongs to the back-office (its prefix, not a look-alike such as /administrator). */
export function isBackofficePath(pathname: string): boolean {
  return pathname === BACKOFFICE_ROOT || pathname.startsWith(`${BACKOFFICE_ROOT}/`);
}
