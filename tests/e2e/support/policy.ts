/**
 * Every journey runs the built app under its deploy policy (deploy/securityHeaders.ts, served by
 * `vite preview`) and fails on any `securitypolicyviolation` event in any page or frame of its
 * browser context (issue 20). The listener is an init script reporting through a binding: both
 * come in through the DevTools protocol, so the policy under test cannot block them. A page of
 * the built app served without the policy fails the journey too: no header, no proof.
 */
import type { BrowserContext } from '@playwright/test';
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
}

export async function watchPolicy(context: BrowserContext): Promise<PolicyWatch> {
  const watch: PolicyWatch = { violations: [], unprotected: [] };
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

/** Throws with every violation and unprotected page named; nothing when the journey was clean. */
export function assertPolicyHeld(watch: PolicyWatch): void {
  const problems = [
    ...watch.violations.map(
      (v) => `Content-Security-Policy violation on ${v.page}: ${v.directive} blocked ${v.blocked || '(inline)'}` +
        `${v.source ? ` from ${v.source}:${v.line}` : ''}${v.sample ? ` — ${v.sample}` : ''}`,
    ),
    ...watch.unprotected.map((url) => `served without a Content-Security-Policy: ${url}`),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
