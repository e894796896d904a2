/**
 * The `test` every journey imports: each test starts from a freshly seeded mock world under the
 * scenario it names (default `default`), so journeys that write (register, review, withdraw) never
 * leak into the next one. `scenarioSession` is the token pair the scenario logs in with (null for
 * a visitor): `logInWithPair(page, scenarioSession)` starts the app inside it. Every test also
 * runs under the built app's deploy policy and fails on a violation of it, in any page of any
 * browser context it opens (policy.ts).
 */
import { test as base, expect } from '@playwright/test';
import { appOrigin, mockOrigin } from '../ports.mjs';
import { assertPolicyHeld, watchContextsOf, watchPolicy } from './policy';
import type { TokenPairJson } from './session';

export interface WorldOptions {
  /** Scenario of the mock world for this test (scenarios/registry.ts). */
  scenario: string;
}

export const test = base.extend<WorldOptions & { scenarioSession: TokenPairJson | null; policyHeld: void }>({
  scenario: ['default', { option: true }],
  // The built app of this test's worker (ports.mjs): the config names worker 0's.
  baseURL: async ({ baseURL }, provide, testInfo) => {
    await provide(testInfo.project.name === 'built' ? appOrigin : baseURL);
  },
  scenarioSession: [
    async ({ scenario, request }, use) => {
      const response = await request.post(`${mockOrigin}/__mock/scenario`, { data: { name: scenario } });
      if (!response.ok()) throw new Error(`could not load scenario ${scenario}: ${await response.text()}`);
      const { session } = (await response.json()) as { session: TokenPairJson | null };
      await use(session);
    },
    { auto: true },
  ],
  policyHeld: [
    async ({ context, browser }, use) => {
      // The test's own context first (it exists already), then any it opens on the browser.
      const watch = await watchPolicy(context);
      const stopWatching = watchContextsOf(browser, watch);
      // `use` returns when the test ends, failed or not: the browser's own newContext comes back.
      await use();
      stopWatching();
      assertPolicyHeld(watch);
    },
    { auto: true },
  ],
});

export { expect };
