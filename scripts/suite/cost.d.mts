// Types of scripts/suite/cost.mjs for its TypeScript readers (tests/tools/suiteCost.test.ts).
export interface FileTime {
  file: string;
  ms: number;
}

export interface StageResult {
  name: string;
  ms: number;
  exitCode: number;
}

/** One `npm test` as test-results/suite-cost.json and bench/suite-recorded.json hold it. */
export interface SuiteRun {
  date: string;
  cores: number;
  stages: StageResult[];
  notRun: string[];
  slowest: Record<string, FileTime[]>;
  /** E2E journeys that passed only on their retry (`file › title`); absent in older records. */
  flaky?: string[];
}

/** The part of a Vitest JSON report read here. */
export interface VitestReport {
  testResults: { name: string; startTime: number; endTime: number }[];
}

/** The part of a Playwright JSON report read here. */
export interface PlaywrightSuite {
  file: string;
  specs?: { title?: string; tests: { projectName?: string; status?: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}
export interface PlaywrightReport {
  suites: PlaywrightSuite[];
}

export declare const COST_FILE: string;
export declare const RECORDED_FILE: string;
export declare const GROWTH_ALLOWANCE_MS: number;
export declare const SLOWEST_COUNT: number;
export declare function vitestFileTimes(reports: VitestReport[], root: string): FileTime[];
export declare function playwrightFileTimes(report: PlaywrightReport): FileTime[];
export declare function playwrightFlaky(report: PlaywrightReport): string[];
export declare function slowest(files: FileTime[], count?: number): FileTime[];
export declare function formatDuration(ms: number): string;
export declare function totalMs(run: SuiteRun): number;
export declare function growthWarning(run: SuiteRun, recorded: SuiteRun | null): string | null;
export declare function renderCostTable(run: SuiteRun, recorded: SuiteRun | null): string;
