/** Paths the shell links to, owned by other features (my classes, account settings). */
export const MY_CLASSES_PATH = '/app/user/klasses';
export const ACCOUNT_SETTINGS_PATH = '/app/user/account';
/** The class room's player (learner.md §2 class room): nothing is laid over a lesson, nor above it. */
export const PLAYER_PATH_PREFIX = '/app/klass/';
