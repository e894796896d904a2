/**
 * The rich-text editor chosen by the Korean IME (issue 42), typed through Chromium's real IME path
 * (support/richTextTrial/journey.ts): the last syllable before Enter, before a space, a number and
 * a symbol (a lone letter too), inside a bold run, just after bold is switched off, inside a list
 * item and after an undo each arrive once and intact — in tiptap alone (the trial's winner over
 * lexical) and in the back-office's editor built on it, each bundled onto a page of its own, so no
 * app, mock or build is needed. Only the back-office's editor is asked to switch bold off
 * mid-syllable (from the toolbar and by Ctrl+B): it holds the format until the IME commits the
 * syllable (composedFormatting.ts), where tiptap alone types the syllable twice or stays bold.
 */
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { koreanParagraphJourney, servePage } from '../support/richTextTrial/journey';

const entry = (name: string) => fileURLToPath(new URL(`../support/richTextTrial/${name}.tsx`, import.meta.url));

const pages = [
  { name: 'tiptap', bold: '굵게', list: '목록', boldOffMidSyllable: false },
  { name: 'richTextEditor', bold: '굵게', list: '글머리 기호 목록', boldOffMidSyllable: true },
];

for (const editor of pages) {
  test(`${editor.name}: a Korean paragraph typed through the IME arrives once and intact`, async ({ page }) => {
    await servePage(page, entry(editor.name));
    await koreanParagraphJourney(page, {
      editable: page.locator('[contenteditable="true"]'),
      bold: () => page.getByRole('button', { name: editor.bold }).click(),
      list: () => page.getByRole('button', { name: editor.list }).click(),
      boldOffMidSyllable: editor.boldOffMidSyllable,
    });
  });
}
