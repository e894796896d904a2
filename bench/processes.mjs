/**
 * Child processes of the benchmark: free ports, the mock HTTP server (`mocks/runtimes/http/cli.ts`
 * through scripts/runTs.mjs, exactly as `npm run mock:server` starts it) and timed commands for --suite.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the mock HTTP server on a free port; answers its origin and a stop function. */
export async function startMockServer() {
  const port = await freePort();
  const child = spawn('node', ['scripts/runTs.mjs', 'mocks/runtimes/http/cli.ts', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stop() ends it with anything it starts
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`mock server did not start in 60 s:\n${output}`)),
      60_000,
    );
    const onData = (data) => {
      output += data;
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/**
 * Runs a command to its end with inherited output; answers its duration and exit code. The
 * benchmark's own Vite builds set NODE_ENV=production in this process; the timed command (npm
 * test, build-storybook) must not inherit it, or its tests would run React's production build.
 */
export function timeCommand(command, args) {
  const started = performance.now();
  const env = { ...process.env };
  delete env.NODE_ENV;
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.once('exit', (code) => resolve({ ms: performance.now() - started, exitCode: code ?? 1 }));
  });
}

/** Runs a command and answers its standard output (throws with its error output on failure). */
export function captureCommand(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data) => (stdout += data));
    child.stderr.on('data', (data) => (stderr += data));
    child.once('exit', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${stderr}`)),
    );
  });
}
