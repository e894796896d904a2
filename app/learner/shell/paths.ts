/** Paths the shell links to, owned by other features (my classes, account settings). */
export const MY_CLASSES_PATH = '/app/user/klasses';
export const ACCOUNT_SETTINGS_PATH = '/app/user/account';
