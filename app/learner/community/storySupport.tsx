/**
 * What the community stories share: the site frame's toast and dialog layers (the preview has
 * neither), an msw override that makes one call fail with a documented error, and one that never
 * answers (loading state).
 */
import type { Decorator } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { ToastProvider } from '@ds/components/Toast';
import { LEARNER_TOAST_DURATION_MS } from '@app/shared/site';
import { DialogsProvider } from '@app/shared/site/dialogs/DialogsProvider';

export const withSiteLayers: Decorator = (Story) => (
  <ToastProvider duration={LEARNER_TOAST_DURATION_MS}>
    <DialogsProvider>
      <Story />
    </DialogsProvider>
  </ToastProvider>
);

type Method = 'get' | 'post' | 'put' | 'delete';

/** `path` is matched under any origin, e.g. `/rest/community/klasses/:klassId/reviews`. */
export function failing(method: Method, path: string, status = 504, code = 'gateway.timeout') {
  return http[method](`*${path}`, () =>
    HttpResponse.json({ status, code, message: '서버 오류', data: null }, { status }),
  );
}

export function neverAnswering(method: Method, path: string) {
  return http[method](`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  });
}
