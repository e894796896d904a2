// Deploy-time configuration, read before the app starts (README "Runtime configuration").
// apiBaseUrl: undefined uses the value given at build time (VITE_API_BASE_URL); set it to point a
// built app at another backend. staticAssetsBaseUrl: where the status pages' images are served
// (undefined: the images bundled with the app). chatbotScriptUrl: the scenario chatbot widget's
// script (undefined: the chatbot is not loaded).
window.__KLASS_CONFIG__ = { apiBaseUrl: undefined, staticAssetsBaseUrl: undefined, chatbotScriptUrl: undefined };
