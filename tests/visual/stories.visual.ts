/**
 * One screenshot test per design-system story listed in the built Storybook's index.json. A story
 * opts out with the tag `no-visual` (for example one whose content is random or time-based).
 * Screens under "Learner/…" show mock data with dates relative to today, so pixels would change
 * daily: their play functions and axe review them instead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { staticDir } from './settings.mjs';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter(
  (entry) =>
    entry.type === 'story' && entry.title.startsWith('Design system/') && !entry.tags?.includes('no-visual'),
);

/** Render phases after which the story (and its play function) is done. */
const settled = ['completed', 'afterEach', 'finished', 'played', 'errored', 'aborted'];

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ page }) => {
    await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    await page.locator('body.sb-show-main, body.sb-show-errordisplay').first().waitFor();
    await page.waitForFunction((phases) => {
      const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      return phase === undefined || phases.includes(phase);
    }, settled);
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
