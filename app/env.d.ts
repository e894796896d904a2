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
    /** Origin (and path) of the static images; unset: the images bundled with the app. */
    staticAssetsBaseUrl?: string | undefined;
    /** The scenario chatbot widget's script URL; unset: the chatbot is not loaded. */
    chatbotScriptUrl?: string | undefined;
    /** The social providers' authorize pages; without them the mock consent page stands in. */
    oauth?: Partial<
      Record<
        'KAKAO' | 'NAVER',
        { authorizeUrl: string; clientId: string; responseType?: 'code' | 'token' }
      >
    >;
  };
  /**
   * Start-up hook of a page that embeds the app: tokens the session starts with (browser storage is
   * then never read or written). Read once by app/config.ts and removed.
   */
  __KLASS_STARTUP__?: { tokens?: { accessToken?: unknown; refreshToken?: unknown } } | undefined;
  /**
   * Calls app/early.ts sent before the entry arrived, for the client to take over (read once by
   * app/config.ts); each an `EarlyCall` of app/shared/api/client/earlyCalls.ts, spelled out here
   * because a global declaration cannot import it (the compiler checks the two agree where the
   * script writes the list and where config.ts reads it).
   */
  __KLASS_EARLY__?:
    | Array<{ readonly url: string; readonly headers: Readonly<Record<string, string>>; readonly response: Promise<Response> }>
    | undefined;
}
