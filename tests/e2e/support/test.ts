/**
 * The `test` every journey imports: each test starts from a freshly seeded mock world under the
 * scenario it names (default `default`), so journeys that write (register, review, withdraw) never
 * leak into the next one.
 */
import { test as base, expect } from '@playwright/test';
import { mockOrigin } from '../ports.mjs';

export interface WorldOptions {
  /** Scenario of the mock world for this test (scenarios/registry.ts). */
  scenario: string;
}

export const test = base.extend<WorldOptions & { freshWorld: void }>({
  scenario: ['default', { option: true }],
  freshWorld: [
    async ({ scenario, request }, use) => {
      const response = await request.post(`${mockOrigin}/__mock/scenario`, { data: { name: scenario } });
      if (!response.ok()) throw new Error(`could not load scenario ${scenario}: ${await response.text()}`);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
