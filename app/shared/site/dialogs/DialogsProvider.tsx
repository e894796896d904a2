/**
 * The app's shared dialogs (spec learner.md §2): the login prompt ("로그인 후 이용할 수 있어요",
 * 로그인 / 취소), an alert with one 확인 button and a confirm with 취소 and a submit button.
 * Feature code asks with `useDialogs()` and awaits the answer:
 *
 *   if (!session.isAuthenticated) return dialogs.promptLogin();
 *   if (await dialogs.confirm({ title: '질문을 삭제할까요?', tone: 'danger' })) remove();
 *
 * One dialog at a time: asking again answers the open one as cancelled.
 */
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { copy } from '@app/shared/copy';
import { loginPathFor } from '@app/shared/auth/returnTarget';
import { lazySection, NoPlaceholder } from '@app/shared/routing/lazySection';
import type { OpenDialog } from './SharedDialogs';

// The dialogs' code loads when a page first asks for one, not with every page (issue 9 budget).
// One that failed offline comes on reconnect (lazySection.tsx), never the error page.
const SharedDialogs = lazySection(async () => (await import('./SharedDialogs')).SharedDialogs, NoPlaceholder);

export interface AlertOptions {
  title: string;
  message?: string;
  confirmLabel?: string;
}

export interface ConfirmOptions {
  title: string;
  message?: string;
  submitLabel?: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
}

export interface DialogsApi {
  alert(options: AlertOptions): Promise<void>;
  /** True when the user submits. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Asks a visitor to log in; 로그인 goes to the login page with this page as return target. */
  promptLogin(): Promise<boolean>;
}

const DialogsContext = createContext<DialogsApi | null>(null);

export function DialogsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const [requested, setRequested] = useState(false);
  const answerRef = useRef<((submitted: boolean) => void) | null>(null);

  const answer = useCallback((submitted: boolean) => {
    const resolve = answerRef.current;
    answerRef.current = null;
    setOpen(null);
    resolve?.(submitted);
  }, []);

  const ask = useCallback((dialog: OpenDialog) => {
    answerRef.current?.(false);
    setRequested(true);
    setOpen(dialog);
    return new Promise<boolean>((resolve) => {
      answerRef.current = resolve;
    });
  }, []);

  const api = useMemo<DialogsApi>(
    () => ({
      alert: async (options) => {
        await ask({ kind: 'alert', options });
      },
      confirm: (options) => ask({ kind: 'confirm', options }),
      async promptLogin() {
        const submitted = await ask({
          kind: 'confirm',
          options: {
            title: copy.site.loginPromptTitle,
            message: copy.site.loginPromptBody,
            submitLabel: copy.common.login,
          },
        });
        if (submitted) navigate(loginPathFor(location));
        return submitted;
      },
    }),
    [ask, navigate, location],
  );

  return (
    <DialogsContext value={api}>
      {children}
      {requested ? <SharedDialogs open={open} answer={answer} /> : null}
    </DialogsContext>
  );
}

export function useDialogs(): DialogsApi {
  const api = useContext(DialogsContext);
  if (!api)
    throw new Error('useDialogs() needs a <DialogsProvider> above it (the site frame has one)');
  return api;
}
