#!/usr/bin/env node
/**
 * `npm run test:stories`: every story's play function and axe check (vitest's storybook project),
 * in STORY_SHARDS shards run side by side (default 2), each its own vitest and its own page. A
 * story run mostly waits — on React, timers, the mock's latency, `findBy*` polling — and used a
 * quarter of two cores run one file after another, so a second shard nearly halves the time.
 * Arguments go to every shard (a file filter runs the matching stories, sharded the same way).
 */
import { spawn } from 'node:child_process';

const shards = Math.max(1, Number(process.env.STORY_SHARDS ?? 2));
const extra = process.argv.slice(2);

function runShard(index) {
  const args = ['vitest', 'run', '--project', 'storybook', ...(shards > 1 ? [`--shard=${index}/${shards}`] : []), ...extra];
  return new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    // Each line names its shard: two runs write into one log.
    const prefix = shards > 1 ? `[stories ${index}/${shards}] ` : '';
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

const codes = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index + 1)));
const failed = codes.filter((code) => code !== 0).length;
if (failed > 0) console.error(`test:stories: ${failed} of ${shards} shards failed`);
process.exit(failed > 0 ? 1 : 0);
