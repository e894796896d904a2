/**
 * Every journey runs the built app under its deploy policy (deploy/securityHeaders.ts, served by
 * `vite preview`) and fails on any `securitypolicyviolation` event in any page or frame of its
 * browser context (issue 20). The listener is an init script reporting through a binding: both
 * come in through the DevTools protocol, so the policy under test cannot block them. A page of
 * the built app served without the policy fails the journey too: no header, no proof.
 *
 * Both are set on the context, so every page of it is watched — a second tab, a popup, a frame.
 * A context the journey opens itself (`browser.newContext()`, `browser.newPage()`: another
 * person's browser) is watched too: `watchContextsOf` wraps the browser's `newContext` for the
 * test (newPage goes through it), so the context is watched before the journey gets it; the
 * browser's `context` event checks that none was opened past the wrapper.
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { appOrigin } from '../ports.mjs';

export interface PolicyViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
}

const REPORT_BINDING = '__klassReportPolicyViolation';

export interface PolicyWatch {
  violations: PolicyViolation[];
  /** Documents of the built app answered without a Content-Security-Policy header. */
  unprotected: string[];
  /** Browser contexts opened during the test that the guard did not watch. */
  unwatched: number;
}

/** Watches `context`, reporting into `watch` (one watch collects every context of a test). */
export async function watchPolicy(
  context: BrowserContext,
  watch: PolicyWatch = { violations: [], unprotected: [], unwatched: 0 },
): Promise<PolicyWatch> {
  await context.exposeBinding(REPORT_BINDING, ({ page }, violation: Omit<PolicyViolation, 'page'>) => {
    watch.violations.push({ page: page.url(), ...violation });
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (violation: unknown) => void>)[binding];
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
          line: event.lineNumber,
          sample: event.sample,
        });
      },
      true,
    );
  }, REPORT_BINDING);
  context.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'document' || !response.url().startsWith(`${appOrigin}/`)) return;
    if (!response.headers()['content-security-policy']) watch.unprotected.push(response.url());
  });
  return watch;
}

/**
 * Watches every context opened on `browser` from now on, into `watch`, until the answered stop
 * is called (which puts the browser's own `newContext` back and counts the contexts it missed).
 */
export function watchContextsOf(browser: Browser, watch: PolicyWatch): () => void {
  const watched = new WeakSet<BrowserContext>();
  const opened: BrowserContext[] = [];
  const onContext = (context: BrowserContext) => opened.push(context);
  const newContext = browser.newContext;
  browser.on('context', onContext);
  browser.newContext = async (options) => {
    const context = await newContext.call(browser, options);
    watched.add(context);
    await watchPolicy(context, watch);
    return context;
  };
  return () => {
    browser.newContext = newContext;
    browser.off('context', onContext);
    watch.unwatched += opened.filter((context) => !watched.has(context)).length;
  };
}

/**
 * The violation the running test provokes on purpose (tests/e2e/specs/content-policy.spec.ts): the
 * guard then excuses exactly the violations matching it and fails the test when there is none, so
 * the proof passes only through the guard seeing that violation — not on any failure, as
 * `test.fail` would (a missing heading would have "proved" it). Cleared by the guard's check.
 */
let expectedViolation: RegExp | null = null;

/** Announces the violation this test provokes; the guard's check at its end consumes it. */
export function expectPolicyViolation(pattern: RegExp): void {
  if (expectedViolation) {
    throw new Error(`an expected policy violation (${expectedViolation}) was never checked by the guard`);
  }
  expectedViolation = pattern;
}

/** True while an announced violation waits for the guard's check (it should never outlive its test). */
export function policyViolationPending(): boolean {
  return expectedViolation !== null;
}

function violationMessage(v: PolicyViolation): string {
  return `Content-Security-Policy violation on ${v.page}: ${v.directive} blocked ${v.blocked || '(inline)'}` +
    `${v.source ? ` from ${v.source}:${v.line}` : ''}${v.sample ? ` — ${v.sample}` : ''}`;
}

/** Throws with every violation and unprotected page named; nothing when the journey was clean. */
export function assertPolicyHeld(watch: PolicyWatch): void {
  const expected = expectedViolation;
  expectedViolation = null;
  const violations = watch.violations.map(violationMessage);
  const excused = expected ? violations.filter((message) => expected.test(message)) : [];
  const problems = [
    ...violations.filter((message) => !excused.includes(message)),
    ...(expected && excused.length === 0
      ? [`expected a Content-Security-Policy violation matching ${expected}; the guard saw none`]
      : []),
    ...watch.unprotected.map((url) => `served without a Content-Security-Policy: ${url}`),
    ...(watch.unwatched > 0 ? [`${watch.unwatched} browser context(s) opened past the policy guard`] : []),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
