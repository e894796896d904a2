// Ports of the end-to-end run: the built app (vite preview) and the mock HTTP server it talks to.
// Uncommon numbers, so a developer's `npm start` (5173) or `npm run mock:server` (8787) can keep running.
export const appPort = 14173;
export const mockPort = 18787;
export const appOrigin = `http://127.0.0.1:${appPort}`;
export const mockOrigin = `http://127.0.0.1:${mockPort}`;
