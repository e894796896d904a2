/**
 * Accessibility check for an end-to-end page: zero axe violations against the WCAG 2.2 AA rules.
 *
 * A page with frames is checked the way @axe-core/playwright does by default (axe in every
 * frame, results joined in a blank page), so a cross-origin frame is checked too. A page without
 * frames — nearly every page here — is checked with one `axe.run` in the page itself: the same
 * rules on the same document, without the blank page that joining needs (about 1.5 s less per
 * check on two cores, and the e2e run makes over a hundred of them).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
