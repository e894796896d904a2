/**
 * Spec §2 "A failed certificate load closes the dialog", at once (issue 19 item 8): under the
 * app's own query client, whose back-off retries a 5xx for about 7 s, the dialog's load fails on
 * the first answer; the print page, a page of its own, keeps the retries.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { configureApi } from '@app/shared/api/client/api';
import { createHttpClient } from '@app/shared/api/client/httpClient';
import { createQueryClient } from '@app/shared/api/query/queryClient';
import { useCertificate } from './useCertificate';

function failingBackend() {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ status: 504, code: 'gateway.timeout', message: '지연', data: null }), {
        status: 504,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  configureApi(createHttpClient({ baseUrl: 'http://api.test', fetch }));
  return fetch;
}

function withAppQueryClient() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useCertificate', () => {
  it('in the dialog, a 5xx fails at once: one call, no back-off retries', async () => {
    const fetch = failingBackend();
    const { result } = renderHook(() => useCertificate('kt-1', 'KLASS', { open: true }), { wrapper: withAppQueryClient() });
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 500 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('on the print page, a 5xx is retried with the app back-off (still loading after the first failure)', async () => {
    const fetch = failingBackend();
    const { result } = renderHook(() => useCertificate('kt-1', 'KLASS'), { wrapper: withAppQueryClient() });
    await waitFor(() => expect(result.current.failureCount).toBe(1), { timeout: 500 });
    expect(result.current.isError).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
