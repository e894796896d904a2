/**
 * The mock HTTP server's one trust boundary: pages on this machine (vite dev 5173, vite preview
 * 4173, Storybook 6006, the e2e ports; https for the paint benchmark's HTTP/2 pages,
 * bench/staticServer.mjs). CORS answers only these origins, and the mock OAuth provider redirects
 * only to them, so the mock is never an open redirector.
 */
export function isLocalOrigin(origin: string | null): origin is string {
  if (!origin) return false;
  try {
    const { hostname, protocol } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && (hostname === 'localhost' || hostname === '127.0.0.1');
  } catch {
    return false;
  }
}
