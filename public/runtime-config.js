// Deploy-time configuration, read before the app starts. Leave apiBaseUrl undefined to use the
// value given at build time (VITE_API_BASE_URL); set it to point a built app at another backend.
window.__KLASS_CONFIG__ = { apiBaseUrl: undefined };
