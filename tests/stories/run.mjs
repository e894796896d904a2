#!/usr/bin/env node
/**
 * `npm run test:stories`: every story's play function and axe check (vitest's storybook project),
 * in STORY_SHARDS shards run side by side (default 2), each its own vitest and its own page. A
 * story run mostly waits — on React, timers, the mock's latency, `findBy*` polling — and used a
 * quarter of two cores run one file after another, so a second shard nearly halves the time.
 * With arguments (a file filter, say) it is one run: a few matching files cannot be split in two
 * (vitest refuses a shard with no file).
 */
import { runPrefixed } from '../../scripts/sideBySide.mjs';

const extra = process.argv.slice(2);
const shards = extra.length > 0 ? 1 : Math.max(1, Number(process.env.STORY_SHARDS ?? 2));

/** `npm test` (scripts/suite/run.mjs) asks for each shard's JSON report here: its per-file times. */
const reportDir = process.env.STORY_REPORT_DIR;

function reportArgs(index) {
  if (!reportDir) return [];
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${reportDir}/stories-${index}.json`];
}

function runShard(index) {
  const args = [
    'vitest',
    'run',
    '--project',
    'storybook',
    ...(shards > 1 ? [`--shard=${index}/${shards}`] : []),
    ...reportArgs(index),
    ...extra,
  ];
  // Each line names its shard: two runs write into one log.
  return runPrefixed('npx', args, shards > 1 ? `[stories ${index}/${shards}] ` : '');
}

const codes = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index + 1)));
const failed = codes.filter((code) => code !== 0).length;
if (failed > 0) console.error(`test:stories: ${failed} of ${shards} shards failed`);
process.exit(failed > 0 ? 1 : 0);
