/**
 * The cost table `npm test` ends with (scripts/suite/cost.mjs): per-file times read from the
 * reporters' JSON, the slowest files, the table itself and the "grew by more than a minute" rule
 * against the recorded run.
 */
import { describe, expect, it } from 'vitest';
import {
  growthWarning,
  playwrightFileTimes,
  playwrightFlaky,
  renderCostTable,
  slowest,
  vitestFileTimes,
  type SuiteRun,
} from '../../scripts/suite/cost.mjs';

const minute = 60_000;

function suiteRun(
  stageMinutes: Record<string, number>,
  overrides: Partial<SuiteRun> = {},
): SuiteRun {
  return {
    date: '2026-12-07T05:00:00.000Z',
    cores: 2,
    stages: Object.entries(stageMinutes).map(([name, minutes]) => ({
      name,
      ms: minutes * minute,
      exitCode: 0,
    })),
    notRun: [],
    slowest: {},
    ...overrides,
  };
}

describe('per-file times', () => {
  it('reads each shard of a Vitest report, paths relative to the repository', () => {
    const times = vitestFileTimes(
      [
        { testResults: [{ name: '/repo/app/a.stories.tsx', startTime: 1000, endTime: 4500 }] },
        { testResults: [{ name: '/repo/app/b.stories.tsx', startTime: 2000, endTime: 2400.6 }] },
      ],
      '/repo',
    );
    expect(times).toEqual([
      { file: 'app/a.stories.tsx', ms: 3500 },
      { file: 'app/b.stories.tsx', ms: 401 },
    ]);
  });

  it('adds up every attempt of every test of a Playwright file, nested describes included, apart per project', () => {
    const times = playwrightFileTimes({
      suites: [
        {
          file: 'login.spec.ts',
          specs: [
            { tests: [{ projectName: 'built', results: [{ duration: 1000 }, { duration: 500 }] }] },
          ],
          suites: [
            {
              file: 'login.spec.ts',
              specs: [{ tests: [{ projectName: 'built', results: [{ duration: 2000 }] }] }],
            },
          ],
        },
        {
          file: 'tabs.spec.ts',
          specs: [{ tests: [{ projectName: 'built', results: [{ duration: 700 }] }] }],
        },
        {
          file: 'tabs.spec.ts',
          specs: [{ tests: [{ projectName: 'dev', results: [{ duration: 9000 }] }] }],
        },
        {
          file: 'dev/consent.spec.ts',
          specs: [{ tests: [{ projectName: 'dev', results: [{ duration: 400 }] }] }],
        },
      ],
    });
    expect(times).toEqual([
      { file: 'login.spec.ts', ms: 3500 },
      { file: 'tabs.spec.ts', ms: 700 },
      { file: 'dev: tabs.spec.ts', ms: 9000 },
      { file: 'dev/consent.spec.ts', ms: 400 },
    ]);
  });

  it('names the slowest files first, ten at most', () => {
    const files = Array.from({ length: 14 }, (_, index) => ({
      file: `f${index}`,
      ms: index * 100,
    }));
    const top = slowest(files);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ file: 'f13', ms: 1300 });
    expect(top.at(-1)).toEqual({ file: 'f4', ms: 400 });
  });
});

describe('the cost table', () => {
  it('shows each stage beside the recorded run, the total, and the slowest files', () => {
    const run = suiteRun(
      { static: 1, unit: 2.3, stories: 7.6 },
      { slowest: { stories: [{ file: 'app/a.stories.tsx', ms: 42_000 }], e2e: [] } },
    );
    const recorded = suiteRun({ static: 1, unit: 2, stories: 8 });
    const table = renderCostTable(run, recorded);
    expect(table).toContain('| unit | 2.3 min | 2.0 min | ok |');
    expect(table).toContain('| total | 10.9 min | 11.0 min |  |');
    expect(table).toContain('Slowest files of stories:');
    expect(table).toContain('| app/a.stories.tsx | 42 s |');
    expect(table).not.toContain('Slowest files of e2e');
  });

  it('marks a failed stage and the stages after it as not run', () => {
    const run = suiteRun({ static: 1 }, { notRun: ['unit'] });
    run.stages[0]!.exitCode = 2;
    const table = renderCostTable(run, null);
    expect(table).toContain('| static | 1.0 min | — | failed (exit 2) |');
    expect(table).toContain('| unit | — | — | not run |');
  });
});

describe('journeys that passed only on their retry', () => {
  const report = {
    suites: [
      {
        file: 'specs/a.spec.ts',
        specs: [
          { title: 'steady', tests: [{ status: 'expected', results: [{ duration: 1 }] }] },
          { title: 'shaky', tests: [{ status: 'flaky', results: [{ duration: 1 }, { duration: 1 }] }] },
        ],
        suites: [{ file: 'specs/a.spec.ts', specs: [{ title: 'nested shaky', tests: [{ status: 'flaky', results: [] }] }] }],
      },
      { file: 'specs/b.spec.ts', specs: [{ title: 'broken', tests: [{ status: 'unexpected', results: [] }] }] },
    ],
  };

  it('are named by file and title, nested ones too, and failures are not among them', () => {
    expect(playwrightFlaky(report)).toEqual(['specs/a.spec.ts › shaky', 'specs/a.spec.ts › nested shaky']);
  });

  it('are listed in the cost table, to be fixed, and the table says nothing of them when there are none', () => {
    const table = renderCostTable(suiteRun({ e2e: 15 }, { flaky: ['specs/a.spec.ts › shaky'] }), null);
    expect(table).toContain('Passed only on their retry — flaky, to be fixed (1):');
    expect(table).toContain('- specs/a.spec.ts › shaky');
    expect(renderCostTable(suiteRun({ e2e: 15 }), null)).not.toContain('retry');
  });
});

describe('a run that grew by more than a minute', () => {
  const recorded = suiteRun({ static: 1, unit: 2, stories: 8, e2e: 10 });

  it('says so, naming the stages that grew most first', () => {
    const warning = growthWarning(
      suiteRun({ static: 1, unit: 2.5, stories: 9, e2e: 10 }),
      recorded,
    );
    expect(warning).toBe(
      'npm test took 1.5 min longer than the recorded run of 2026-12-07 (21.0 min → 22.5 min; stories +1.0 min, unit +30 s).',
    );
  });

  it('stays quiet at a minute or less', () => {
    expect(
      growthWarning(suiteRun({ static: 1, unit: 3, stories: 8, e2e: 10 }), recorded),
    ).toBeNull();
    expect(
      growthWarning(suiteRun({ static: 1, unit: 1, stories: 8, e2e: 10 }), recorded),
    ).toBeNull();
  });

  it('compares only runs that ran every stage', () => {
    const failed = suiteRun({ static: 1, unit: 20 });
    failed.stages[1]!.exitCode = 1;
    expect(growthWarning(failed, recorded)).toBeNull();
    expect(growthWarning(suiteRun({ static: 30 }), null)).toBeNull();
  });
});
