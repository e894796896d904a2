/**
 * The toast list as pure functions: a new toast goes to the end and, past the limit, the oldest
 * ones leave (issue 3 / learner.md §9: at most 3 toasts at once).
 */
export type ToastTone = 'neutral' | 'success' | 'danger';

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
  /** Milliseconds before it hides by itself. */
  duration: number;
  /** One thing to do about the message (e.g. open what it is about); choosing it dismisses the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onSelect: () => void;
}

export function addToast(queue: readonly ToastItem[], toast: ToastItem, max: number): ToastItem[] {
  return [...queue, toast].slice(-Math.max(1, max));
}

export function removeToast(queue: readonly ToastItem[], id: number): ToastItem[] {
  return queue.filter((toast) => toast.id !== id);
}
