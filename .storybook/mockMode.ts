/**
 * Storybook always runs on the mock, dev or built (issue 39). `storybook build` builds in Vite's
 * `production` mode, which reads `.env.production` (VITE_API_MODE=real, the app's build for a real
 * backend): the published Storybook then took the real-backend branches (no mock consent page, so
 * no Kakao and Naver buttons) that no story test ever ran. This plugin pins the mode whatever the
 * env files say; main.ts adds it in `viteFinal`, which the story tests' Vite plugin also applies.
 */
import type { Plugin } from 'vite';

const STORYBOOK_API_MODE = 'mock';

export function storybookMockMode(): Plugin {
  return {
    name: 'klass:storybook-mock-mode',
    config: () => ({
      define: {
        'import.meta.env.VITE_API_MODE': JSON.stringify(STORYBOOK_API_MODE),
        // Same origin: the mock's service worker answers the app's requests.
        'import.meta.env.VITE_API_BASE_URL': JSON.stringify(''),
      },
    }),
  };
}
