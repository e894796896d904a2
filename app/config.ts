/**
 * Where the app's API lives. Deploy-time /runtime-config.js wins over the build-time
 * VITE_API_BASE_URL, so one build can be pointed at another backend without rebuilding.
 */
export const apiMode: 'mock' | 'real' = import.meta.env.VITE_API_MODE === 'mock' ? 'mock' : 'real';

export const apiBaseUrl: string =
  (typeof window === 'undefined' ? undefined : window.__KLASS_CONFIG__?.apiBaseUrl) ??
  import.meta.env.VITE_API_BASE_URL ??
  '';
