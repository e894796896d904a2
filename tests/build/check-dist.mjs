#!/usr/bin/env node
/**
 * Proves a production build carries no mock code: no msw, @msw/data, faker or scenario code in any
 * emitted file, and no service worker script. Usage: node tests/build/check-dist.mjs dist
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.argv[2] ?? 'dist';

/** Strings that only mock code contains (package names, msw internals, faker, scenario registry). */
const forbidden = [
  { label: 'msw', pattern: /mockServiceWorker|MSW_ACTIVATE|msw\/browser|setupWorker/ },
  { label: '@msw/data', pattern: /@msw\/data|OperationError/ },
  { label: '@faker-js/faker', pattern: /faker-js|fakerKO|@faker/ },
  { label: 'scenarios', pattern: /scenarioRegistry|__mock\/scenario|token-expiring/ },
  { label: 'mock seed accounts', pattern: /klass_learner_1|acc-learner/ },
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const problems = [];
let count = 0;
for (const file of files(root)) {
  count += 1;
  if (file.endsWith('mockServiceWorker.js')) problems.push(`${relative(root, file)}: service worker script shipped`);
  if (!/\.(js|mjs|html|css)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const { label, pattern } of forbidden) {
    if (pattern.test(text)) problems.push(`${relative(root, file)}: contains ${label} code (${pattern})`);
  }
}

if (count === 0) {
  console.error(`check-dist: ${root}/ is empty; run the build first.`);
  process.exit(1);
}
if (problems.length > 0) {
  console.error('check-dist: the production build contains mock code:\n  ' + problems.join('\n  '));
  process.exit(1);
}
console.log(`check-dist: ${count} files in ${root}/, no mock code.`);
