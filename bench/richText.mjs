/**
 * The rich-text editor's benchmark rows (issue 42: "typing in a 10,000-character body: the longest
 * task on a keystroke under 50 ms"), on the Q&A answer page of a waiting question in the built app,
 * as the full operator: a long answer pasted at once (Word-like HTML, about 9,700 characters of
 * Korean in headings, paragraphs and a list: the longest task of the paste, which the editor cleans
 * to what it stores), then keystrokes typed at the end of that body (the longest task of each, the
 * editor counting the length at the field on every one). Measured and listed, never asserted.
 */
import { longestTask, longTask, watchLongTasks } from './catalogue.mjs';
import { launchChromium } from './browser.mjs';
import { desktopPage, operatorTokens } from './listPage.mjs';

/* global document, DataTransfer, ClipboardEvent -- used inside functions that run in the page */

const BUDGET_MS = 50;
/** A waiting question of the seed (the answer stories' own). */
const QUESTION = 'q-learner-2';
const LINE = '강의 노트를 정리하고 복습하는 방법을 단계별로 설명해 드릴게요. ';

/** About 9,700 characters of a long answer as a word processor hands it over: headings, bold, a list, classes and styles to drop. */
function longAnswer() {
  const paragraph = (index) => `<p class="MsoNormal" style="margin:0"><span style="font-family:맑은 고딕">${index}. ${LINE.repeat(4)}</span><b>핵심</b>이에요.</p>`;
  const sections = [];
  for (let section = 1; section <= 12; section += 1) {
    sections.push(`<h1 class="MsoTitle">${section}장 복습 계획</h1>`);
    for (let index = 1; index <= 5; index += 1) sections.push(paragraph(index));
    sections.push(`<ul><li>${LINE}</li></ul>`);
  }
  return sections.join('');
}

/** The HTML pasted into the focused editor, as the browser hands a paste over. */
const pasteHtml = (page, html) =>
  page.evaluate((markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup.replace(/<[^>]+>/g, ''));
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);

export async function measureRichText({ appOrigin, mockOrigin }) {
  const tokens = await operatorTokens(mockOrigin);
  const browser = await launchChromium();
  try {
    const page = await desktopPage(browser, tokens);
    await page.goto(`${appOrigin}/admin/boards/questions/${QUESTION}`, { waitUntil: 'load' });
    const body = page.getByRole('textbox', { name: /답변/ });
    await body.waitFor({ timeout: 60_000 });
    await body.click();
    await watchLongTasks(page);
    await longestTask(page);

    await pasteHtml(page, longAnswer());
    const pasteMs = await longestTask(page);
    const characters = await body.evaluate((element) => [...(element.textContent ?? '')].length);
    if (characters < 9_000) throw new Error(`bench/richText: the pasted answer holds ${characters} characters, not about 9,700`);

    await page.keyboard.press('Control+End');
    await longestTask(page);
    const keystrokes = [];
    // Korean letters are typed as text (there is no key for a syllable); the rest are keys.
    for (const [how, key] of [['type', '가'], ['type', '나'], ['press', 'Space'], ['type', '다'], ['press', 'Backspace'], ['press', 'Enter']]) {
      await page.keyboard[how](key);
      keystrokes.push(await longestTask(page));
    }
    return { characters, pasteMs, keystrokeMs: Math.max(...keystrokes), budgetMs: BUDGET_MS };
  } finally {
    await browser.close();
  }
}

/** The table's rows (bench/table.mjs). */
export function richTextRows({ richText }, skipped) {
  const typing = 'Rich-text editor, an answer of about 9,700 characters: longest task on a keystroke';
  const paste = 'Rich-text editor: longest task on a paste of a long answer from a word processor (about 9,700 characters)';
  if (!richText) return [[typing, skipped, '', '', '—', '—'], [paste, skipped, '', '', '—', '—']];
  const { characters, keystrokeMs, pasteMs, budgetMs } = richText;
  return [
    [typing, `${longTask(keystrokeMs)} (${characters.toLocaleString('en-US')} characters)`, '', '', `< ${budgetMs} ms`, keystrokeMs < budgetMs ? 'ok' : '**OVER**'],
    [paste, longTask(pasteMs), '', '', '— (listed)', '—'],
  ];
}
