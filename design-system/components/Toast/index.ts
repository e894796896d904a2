export { DEFAULT_TOAST_DURATION, MAX_TOASTS, ToastProvider, useToast, type ToastApi, type ToastOptions, type ToastProviderProps } from './ToastProvider';
export type { ToastTone } from './toastQueue';
