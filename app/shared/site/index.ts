/** Public entry of the site feature: what other features may import. */
export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { showsErrorPage } from './errorPageVariant';
export { useDialogs, type AlertOptions, type ConfirmOptions, type DialogsApi } from './dialogs/DialogsProvider';
export { LEARNER_TOAST_DURATION_MS } from './toasts';
export { usePreferences } from './usePreferences';
