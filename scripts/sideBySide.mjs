/**
 * Runs commands side by side, each line of their output named by its command, and answers how
 * many failed. The test stages that mostly wait or run on one core (the type check and the lint,
 * the story shards) share the machine's two cores this way instead of taking turns.
 *
 * As a script: `node scripts/sideBySide.mjs <npm script> <npm script> …` runs those npm scripts
 * and exits non-zero when any failed.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Runs `command args…`, writing each line of its output after `prefix`; answers its exit code. */
export function runPrefixed(command, args, prefix) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scripts = process.argv.slice(2);
  const codes = await Promise.all(scripts.map((script) => runPrefixed('npm', ['run', '--silent', script], `[${script}] `)));
  const failed = scripts.filter((_, index) => codes[index] !== 0);
  if (failed.length > 0) console.error(`failed: ${failed.join(', ')}`);
  process.exit(failed.length > 0 ? 1 : 0);
}
