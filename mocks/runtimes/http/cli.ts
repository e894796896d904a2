/**
 * `npm run mock:server [-- --port 8787 --scenario NAME --static dist]`: the mock backend over HTTP
 * on 127.0.0.1, with the dev-only `/__mock/` routes (see `control.ts`); with `--static`, also the
 * built app in that folder on the same origin, under the deploy headers (see `staticApp.ts`).
 */
import { parseArgs } from 'node:util';
import { loadScenario } from '@mocks/engine/applyScenario';
import { allHandlers } from '@mocks/handlers';
import { DEFAULT_SCENARIO, findScenario, scenarioMenu } from '@scenarios/registry';
import { mockControl } from './control';
import { startMockHttpServer } from './server';
import { staticApp } from './staticApp';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    scenario: { type: 'string', default: DEFAULT_SCENARIO },
    /** A built app to serve on the same origin, with the deploy headers (staticApp.ts). */
    static: { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) {
  console.error(`--port must be a port number, got "${values.port}"`);
  process.exit(2);
}
if (!findScenario(values.scenario)) {
  console.error(`--scenario: unknown scenario "${values.scenario}". Known scenarios:`);
  for (const { name, description } of scenarioMenu)
    console.error(`  ${name.padEnd(28)} ${description}`);
  process.exit(2);
}

await loadScenario(values.scenario);
await startMockHttpServer({
  port,
  host: values.host,
  handlers: allHandlers(),
  control: mockControl,
  ...(values.static ? { app: staticApp(values.static) } : {}),
});
console.log(
  `[mock:server] listening on http://${values.host}:${port} (scenario: ${values.scenario})`,
);
