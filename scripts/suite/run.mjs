#!/usr/bin/env node
/**
 * `npm test`: the stages CI runs, one after another, stopping at the first that fails — the type
 * check and the lint, unit, the size budgets, stories, e2e (with its build) — and then the cost
 * table (scripts/suite/cost.mjs): each stage's wall time beside the recorded run's, and the ten
 * slowest story and e2e files, read from Vitest's and Playwright's JSON reports. The run is
 * written to test-results/suite-cost.json, which `npm run bench -- --suite` reports.
 *
 * The recorded run is bench/suite-recorded.json, committed: `npm test -- --record` replaces it
 * after a full run that passed, on purpose (a quiet machine, cold cache), so a run more than a
 * minute longer than it says so whoever runs it, and a change that makes the suite slower shows
 * in its diff when the record is updated with it.
 */
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  COST_FILE,
  growthWarning,
  playwrightFileTimes,
  playwrightFlaky,
  RECORDED_FILE,
  renderCostTable,
  slowest,
  vitestFileTimes,
} from './cost.mjs';

const REPORT_DIR = resolve('test-results/suite-reports');
const E2E_REPORT = resolve(REPORT_DIR, 'e2e.json');

const stages = [
  { name: 'static', args: ['run', 'test:static'] },
  { name: 'unit', args: ['run', 'test:unit'] },
  { name: 'bench --check', args: ['run', 'bench', '--', '--check'] },
  { name: 'stories', args: ['run', 'test:stories'], env: { STORY_REPORT_DIR: REPORT_DIR } },
  { name: 'e2e', args: ['run', 'test:e2e'], env: { E2E_REPORT_FILE: E2E_REPORT } },
];

function timeStage(stage) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn('npm', stage.args, {
      stdio: 'inherit',
      env: { ...process.env, ...stage.env },
    });
    child.on('close', (code) =>
      done({ name: stage.name, ms: Date.now() - started, exitCode: code ?? 1 }),
    );
  });
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function storyReports() {
  if (!existsSync(REPORT_DIR)) return [];
  return readdirSync(REPORT_DIR)
    .filter((name) => name.startsWith('stories-') && name.endsWith('.json'))
    .map((name) => readJson(resolve(REPORT_DIR, name)));
}

rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });

const ran = [];
for (const stage of stages) {
  const result = await timeStage(stage);
  ran.push(result);
  if (result.exitCode !== 0) break;
}

const run = {
  date: new Date().toISOString(),
  cores: cpus().length,
  stages: ran,
  notRun: stages.slice(ran.length).map((stage) => stage.name),
  slowest: {
    stories: slowest(vitestFileTimes(storyReports(), process.cwd())),
    e2e: existsSync(E2E_REPORT) ? slowest(playwrightFileTimes(readJson(E2E_REPORT))) : [],
  },
  flaky: existsSync(E2E_REPORT) ? playwrightFlaky(readJson(E2E_REPORT)) : [],
};
const recorded = existsSync(RECORDED_FILE) ? readJson(RECORDED_FILE) : null;

writeFileSync(COST_FILE, `${JSON.stringify(run, null, 2)}\n`);
console.log(`\n${renderCostTable(run, recorded)}\n\n(written to ${COST_FILE})`);
const warning = growthWarning(run, recorded);
if (warning) console.warn(`\n${warning}`);
if (!recorded)
  console.log(
    `no recorded run to compare with yet: \`npm test -- --record\` writes ${RECORDED_FILE}`,
  );

const failed = ran.some((stage) => stage.exitCode !== 0);
if (process.argv.includes('--record')) {
  if (failed) console.error(`\nnot recorded: a stage failed`);
  else {
    writeFileSync(RECORDED_FILE, `${JSON.stringify(run, null, 2)}\n`);
    console.log(`recorded in ${RECORDED_FILE}: commit it`);
  }
}
process.exit(failed ? 1 : 0);
