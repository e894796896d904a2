/**
 * The cost of one `npm test`, without any process or file: the per-file times read from Vitest's
 * and Playwright's JSON reports, the table printed at the end of the run (each stage's wall time,
 * the journeys that passed only on their retry, the ten slowest story and e2e files), and the rule
 * that a run more than a minute longer than the recorded one says so. scripts/suite/run.mjs feeds it; tests/tools/suiteCost.test.ts proves it.
 */

/** Where the last run's cost is written (by scripts/suite/run.mjs, read by `npm run bench -- --suite`). */
export const COST_FILE = 'test-results/suite-cost.json';

/** The recorded run a new one is compared with: committed, replaced by `npm test -- --record`. */
export const RECORDED_FILE = 'bench/suite-recorded.json';

/** A run longer than the recorded one by more than this says so. */
export const GROWTH_ALLOWANCE_MS = 60_000;

/** How many of a stage's slowest files the table names. */
export const SLOWEST_COUNT = 10;

/**
 * Per-file wall times of a Vitest JSON report (`--reporter=json`), paths relative to `root`.
 * A sharded run writes one report per shard: pass them all.
 */
export function vitestFileTimes(reports, root) {
  return reports.flatMap((report) =>
    report.testResults.map((file) => ({
      file: relativeTo(file.name, root),
      ms: Math.max(0, Math.round(file.endTime - file.startTime)),
    })),
  );
}

/**
 * Per-file times of a Playwright JSON report: the sum of its tests' attempts (one worker runs
 * them one after another, so the sum is the file's share of the stage). Files are named from the
 * config's folder (`specs/…`, `dev/…`); one whose path does not start with its project's name is
 * named with it too (`dev: x.spec.ts`), so two projects' files of one name stay apart.
 */
export function playwrightFileTimes(report) {
  const totals = new Map();
  for (const root of report.suites) {
    for (const test of testsOf(root)) {
      const project = test.projectName ?? '';
      const label =
        project === '' || project === 'built' || root.file.startsWith(`${project}/`)
          ? root.file
          : `${project}: ${root.file}`;
      const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
      totals.set(label, (totals.get(label) ?? 0) + ms);
    }
  }
  return [...totals].map(([file, ms]) => ({ file, ms }));
}

/**
 * The journeys that failed and then passed on their retry (CI retries an e2e journey once:
 * tests/e2e/playwright.config.ts), as `file › title`: each is a flake to fix, named at the end of
 * every run so a retry never hides one.
 */
export function playwrightFlaky(report) {
  const flaky = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'flaky')) flaky.push(`${file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const root of report.suites) walk(root, root.file);
  return flaky;
}

function* testsOf(suite) {
  for (const spec of suite.specs ?? []) yield* spec.tests;
  for (const child of suite.suites ?? []) yield* testsOf(child);
}

function relativeTo(path, root) {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/** The `count` slowest files, slowest first. */
export function slowest(files, count = SLOWEST_COUNT) {
  return [...files].sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file)).slice(0, count);
}

/** Whole seconds under a minute, tenths of a minute above: "42 s", "7.6 min". */
export function formatDuration(ms) {
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  return `${(ms / 60_000).toFixed(1)} min`;
}

/** The run's total: the sum of its stages (they run one after another). */
export function totalMs(run) {
  return run.stages.reduce((sum, stage) => sum + stage.ms, 0);
}

/**
 * What the run says against the recorded one: null unless both ran every stage and this one took
 * more than GROWTH_ALLOWANCE_MS longer; then a sentence naming the stages that grew most.
 */
export function growthWarning(run, recorded) {
  if (!recorded || !ranEverything(run) || !ranEverything(recorded)) return null;
  const grown = totalMs(run) - totalMs(recorded);
  if (grown <= GROWTH_ALLOWANCE_MS) return null;
  const before = new Map(recorded.stages.map((stage) => [stage.name, stage.ms]));
  const growths = run.stages
    .map((stage) => ({ name: stage.name, ms: stage.ms - (before.get(stage.name) ?? 0) }))
    .filter((stage) => stage.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .map((stage) => `${stage.name} +${formatDuration(stage.ms)}`);
  return (
    `npm test took ${formatDuration(grown)} longer than the recorded run of ${recorded.date.slice(0, 10)} ` +
    `(${formatDuration(totalMs(recorded))} → ${formatDuration(totalMs(run))}; ${growths.join(', ')}).`
  );
}

function ranEverything(run) {
  return run.stages.length > 0 && run.stages.every((stage) => stage.exitCode === 0);
}

/** The cost table: stages with their times and results, then each stage's slowest files. */
export function renderCostTable(run, recorded) {
  const before = new Map((recorded?.stages ?? []).map((stage) => [stage.name, stage.ms]));
  const stageLine = (name, ms, result, previous) =>
    `| ${name} | ${formatDuration(ms)} | ${previous === undefined ? '—' : formatDuration(previous)} | ${result} |`;
  const lines = [
    `npm test, ${run.date.slice(0, 16).replace('T', ' ')} UTC, ${run.cores} cores`,
    '',
    '| stage | time | recorded run | result |',
    '| --- | --- | --- | --- |',
    ...run.stages.map((stage) =>
      stageLine(
        stage.name,
        stage.ms,
        stage.exitCode === 0 ? 'ok' : `failed (exit ${stage.exitCode})`,
        before.get(stage.name),
      ),
    ),
    ...run.notRun.map(
      (name) =>
        `| ${name} | — | ${before.has(name) ? formatDuration(before.get(name)) : '—'} | not run |`,
    ),
    stageLine('total', totalMs(run), '', recorded ? totalMs(recorded) : undefined),
  ];
  const flaky = run.flaky ?? [];
  if (flaky.length > 0) {
    lines.push('', `Passed only on their retry — flaky, to be fixed (${flaky.length}):`, '');
    lines.push(...flaky.map((test) => `- ${test}`));
  }
  for (const [name, files] of Object.entries(run.slowest)) {
    if (files.length === 0) continue;
    lines.push('', `Slowest files of ${name}:`, '', '| file | time |', '| --- | --- |');
    lines.push(...files.map((file) => `| ${file.file} | ${formatDuration(file.ms)} |`));
  }
  return lines.join('\n');
}
