/**
 * Toasts: short messages that hide by themselves, shown bottom-left, at most 3 at once, 5000 ms by
 * default (the app passes 2000 ms for learner messages, learner.md §9). `useToast().show()` adds
 * one from anywhere under the provider. A toast stays while hovered or focused (WCAG 2.2.1) and
 * its timer starts again afterwards. The region is a polite live region that is always present,
 * so screen readers announce new messages.
 *
 * A provider inside another sets only its part of the tree's duration (the back-office's toasts
 * keep this default while the learner's app around it passes 2000 ms): it shows its toasts in the
 * outer provider's region, so a page never has two regions or two queues.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { Portal } from '@ds/lib/Portal';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { TextButton } from '../TextButton';
import { Item, List, Region } from './Toast.styles';
import { addToast, removeToast, type ToastAction, type ToastItem, type ToastTone } from './toastQueue';

export const DEFAULT_TOAST_DURATION = 5000;
export const MAX_TOASTS = 3;

export interface ToastOptions {
  message: string;
  tone?: ToastTone;
  /** Overrides the provider's duration for this toast. */
  duration?: number;
  /** A button in the toast; choosing it runs `onSelect` and dismisses the toast. */
  action?: ToastAction;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: string | ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** Milliseconds a toast stays; 5000 by default. */
  duration?: number;
  /** Most toasts shown at once; 3 by default. */
  max?: number;
  children: ReactNode;
}

const toneIcon = { success: 'success', danger: 'danger' } as const;

function Toast({ toast, onDismiss, dismissLabel }: { toast: ToastItem; onDismiss: (id: number) => void; dismissLabel: string }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, toast.duration, onDismiss]);
  return (
    <Item
      data-tone={toast.tone}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {toast.tone !== 'neutral' && <Icon name={toneIcon[toast.tone]} size="sm" />}
      <p>{toast.message}</p>
      {toast.action && (
        <TextButton
          onClick={() => {
            toast.action?.onSelect();
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </TextButton>
      )}
      <IconButton label={dismissLabel} icon="close" size="sm" onClick={() => onDismiss(toast.id)} />
    </Item>
  );
}

export function ToastProvider(props: ToastProviderProps) {
  const outer = useContext(ToastContext);
  return outer ? <ToastDuration outer={outer} duration={props.duration ?? DEFAULT_TOAST_DURATION}>{props.children}</ToastDuration> : <ToastLayer {...props} />;
}

/** A provider inside another: its toasts go to the outer one's queue, with this part's duration. */
function ToastDuration({ outer, duration, children }: { outer: ToastApi; duration: number; children: ReactNode }) {
  const api = useMemo<ToastApi>(
    () => ({
      show: (input) => outer.show({ duration, ...(typeof input === 'string' ? { message: input } : input) }),
      dismiss: outer.dismiss,
    }),
    [outer, duration],
  );
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}

function ToastLayer({ duration = DEFAULT_TOAST_DURATION, max = MAX_TOASTS, children }: ToastProviderProps) {
  const messages = useDesignSystemMessages();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((queue) => removeToast(queue, id)), []);
  const show = useCallback(
    (input: string | ToastOptions) => {
      const options = typeof input === 'string' ? { message: input } : input;
      const id = nextId.current;
      nextId.current += 1;
      const toast = {
        id,
        message: options.message,
        tone: options.tone ?? 'neutral',
        duration: options.duration ?? duration,
        ...(options.action ? { action: options.action } : {}),
      };
      setToasts((queue) => addToast(queue, toast, max));
      return id;
    },
    [duration, max],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Portal>
        <Region aria-label={messages.notices} aria-live="polite" data-print="hide">
          {toasts.length > 0 && (
            <List>
              {toasts.map((toast) => (
                <Toast key={toast.id} toast={toast} onDismiss={dismiss} dismissLabel={messages.dismissNotice} />
              ))}
            </List>
          )}
        </Region>
      </Portal>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside a <ToastProvider>.');
  return api;
}
