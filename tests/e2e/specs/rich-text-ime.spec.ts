/**
 * The rich-text editor chosen by the Korean IME (issue 42), typed through Chromium's real IME path
 * (support/richTextTrial/journey.ts): the last syllable before Enter, before a space, a number and
 * a symbol (a lone letter too), inside a bold run, inside a list item and after an undo each arrive
 * once and intact — in tiptap alone (the trial's winner over lexical) and in the back-office's
 * editor built on it, each bundled onto a page of its own, so no app, mock or build is needed.
 */
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { koreanParagraphJourney, servePage } from '../support/richTextTrial/journey';

const entry = (name: string) => fileURLToPath(new URL(`../support/richTextTrial/${name}.tsx`, import.meta.url));

const pages = [
  { name: 'tiptap', bold: '굵게', list: '목록' },
  { name: 'richTextEditor', bold: '굵게', list: '글머리 기호 목록' },
];

for (const editor of pages) {
  test(`${editor.name}: a Korean paragraph typed through the IME arrives once and intact`, async ({ page }) => {
    await servePage(page, entry(editor.name));
    await koreanParagraphJourney(page, {
      editable: page.locator('[contenteditable="true"]'),
      bold: () => page.getByRole('button', { name: editor.bold }).click(),
      list: () => page.getByRole('button', { name: editor.list }).click(),
    });
  });
}
