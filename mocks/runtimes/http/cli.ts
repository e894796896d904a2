/**
 * `npm run mock:server [-- --port 8787]`: the mock backend over HTTP on 127.0.0.1.
 */
import { parseArgs } from 'node:util';
import { seedDatabase } from '@mocks/db/seed/index';
import { allHandlers } from '@mocks/handlers';
import { startMockHttpServer } from './server';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '8787' }, host: { type: 'string', default: '127.0.0.1' } },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) {
  console.error(`--port must be a port number, got "${values.port}"`);
  process.exit(2);
}

await seedDatabase();
await startMockHttpServer({
  port,
  host: values.host,
  handlers: allHandlers(),
  async control(request) {
    const { pathname } = new URL(request.url);
    if (pathname === '/__mock/health') return Response.json({ ok: true });
    return undefined;
  },
});
console.log(`[mock:server] listening on http://${values.host}:${port}`);
