// Ports and build folder of an end-to-end run: the built app (vite preview) and the mock HTTP
// server it talks to. Uncommon numbers, so a developer's `npm start` (5173) or `npm run
// mock:server` (8787) can keep running. E2E_PORT_OFFSET lets two runs share a machine.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const appPort = 14173 + offset;
export const mockPort = 18787 + offset;
export const devPort = 15173 + offset;
export const appOrigin = `http://127.0.0.1:${appPort}`;
export const mockOrigin = `http://127.0.0.1:${mockPort}`;
export const devOrigin = `http://127.0.0.1:${devPort}`;
export const outDir = offset === 0 ? 'dist' : `.e2e/dist-${offset}`;
