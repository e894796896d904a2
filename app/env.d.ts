/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `mock` (npm start: in-browser mock) or `real` (a backend at VITE_API_BASE_URL). */
  readonly VITE_API_MODE: 'mock' | 'real';
  /** API origin; empty for same origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /** Deploy-time configuration from /runtime-config.js. */
  __KLASS_CONFIG__?: {
    apiBaseUrl?: string | undefined;
    /** The social providers' authorize pages; without them the mock consent page stands in. */
    oauth?: Partial<
      Record<
        'KAKAO' | 'NAVER',
        { authorizeUrl: string; clientId: string; responseType?: 'code' | 'token' }
      >
    >;
  };
}
