/**
 * The Korean IME journey a rich-text editor must pass (issue 42; tiptap #4108, lexical #5877 are
 * the open Hangul bugs it looks for), typed through Chromium's real IME path (support/ime.ts): the
 * last syllable before Enter, before a space, a number and a symbol, inside a bold run, just after
 * bold is switched off, inside a list item, and after an undo must each arrive once and intact (and
 * for the product's editor, also when bold is switched off mid-syllable).
 *
 * `servePage` bundles a page entry (esbuild, the repository's tsconfig paths) and serves it at its
 * own address, so a candidate is tried on a page of its own, with no app around it.
 */
import { build } from 'esbuild';
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { koreanIme } from '../ime';

const ORIGIN = 'http://rich-text-trial.test';

/** Bundles `entry` (a page that renders into #root) and opens it on `page`. */
export async function servePage(page: Page, entry: string): Promise<void> {
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': '{}' },
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  await page.route(`${ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/page.js') return route.fulfill({ contentType: 'text/javascript', body: script });
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>편집기</title></head><body><div id="root"></div><script src="/page.js"></script></body></html>' });
  });
  await page.goto(`${ORIGIN}/`);
}

/** The editor's blocks as text, a list's items one by one. */
function blocksOf(editable: Locator): Promise<string[]> {
  return editable.evaluate((root) =>
    [...root.children].flatMap((block) => (block.matches('ul, ol') ? [...block.querySelectorAll('li')] : [block])).map((block) => block.textContent ?? ''),
  );
}

/** Hangul letters on their own (ㄱ, ㅏ): a syllable the IME left broken. */
const LOOSE_JAMO = /[\u3131-\u318e]/;

export interface JourneyControls {
  /** The editor's editable element. */
  editable: Locator;
  /** Starts (or ends) a bold run at the caret. */
  bold: () => Promise<void>;
  /** Turns the block at the caret into a bulleted list item. */
  list: () => Promise<void>;
  /**
   * Also switch bold off while a syllable is still composing, from the toolbar and by Ctrl+B (the
   * product's editor holds the format until the IME commits it; tiptap alone typed the syllable
   * twice from the toolbar and did not hear Ctrl+B, leaving what followed bold).
   */
  boldOffMidSyllable?: boolean;
}

/**
 * Types the paragraph and checks each case as it goes (soft: a trial reads every case a candidate
 * fails, not only its first).
 */
export async function koreanParagraphJourney(page: Page, { editable, bold, list, boldOffMidSyllable = false }: JourneyControls): Promise<void> {
  await editable.click();
  const ime = await koreanIme(page);
  try {
    // The last syllable before Enter.
    await ime.type('안녕하세요');
    await ime.enter();
    await page.keyboard.press('Enter');
    expect.soft((await blocksOf(editable))[0], 'the last syllable before Enter').toBe('안녕하세요');

    // Before a space, a number and a symbol.
    await ime.type('띄어 쓰기 제1장 값은 5,000원이에요!');
    await page.keyboard.press('Enter');
    expect.soft((await blocksOf(editable))[1], 'before a space, a number and a symbol').toBe('띄어 쓰기 제1장 값은 5,000원이에요!');

    // A lone letter before a symbol, a space and a number (lexical #5877: the consonant vanished).
    await ime.type('ㅋㅋ! 좋아요 ㅎㅎ 3번');
    await ime.commit();
    await page.keyboard.press('Enter');
    expect.soft((await blocksOf(editable))[2], 'a lone letter before a symbol, a space and a number').toBe('ㅋㅋ! 좋아요 ㅎㅎ 3번');

    // Inside a bold run.
    await bold();
    await ime.type('굵은 글씨');
    await ime.commit();
    await bold();
    await ime.type(' 보통');
    await ime.commit();
    expect.soft((await blocksOf(editable))[3], 'inside a bold run').toBe('굵은 글씨 보통');
    expect.soft(await editable.locator('strong, b').allTextContents(), 'inside a bold run').toEqual(['굵은 글씨']);
    await page.keyboard.press('Enter');

    // Bold turned off and Korean typed at once, no space first: plain, each syllable whole.
    await bold();
    await ime.type('굵게');
    await ime.commit();
    await bold();
    await ime.type('바로 보통');
    await ime.commit();
    expect.soft((await blocksOf(editable))[4], 'bold turned off, Korean typed at once').toBe('굵게바로 보통');
    expect.soft(await editable.locator('strong, b').allTextContents(), 'bold turned off, Korean typed at once').toEqual(['굵은 글씨', '굵게']);
    await page.keyboard.press('Enter');

    if (boldOffMidSyllable) {
      // Bold switched off while 게 is still composing — from the toolbar, then by Ctrl+B — and the
      // IME commits it after (as a person's click or shortcut makes it): 게 arrives once, in the
      // bold run it was typed in, and what is typed next is plain.
      await bold();
      await ime.type('굵게');
      await bold();
      await ime.commit();
      await ime.type('보통');
      await ime.commit();
      await page.keyboard.press('ControlOrMeta+b');
      await ime.type('다시');
      await page.keyboard.press('ControlOrMeta+b');
      await ime.commit();
      await ime.type('끝');
      await ime.commit();
      expect.soft((await blocksOf(editable))[5], 'bold switched off mid-syllable').toBe('굵게보통다시끝');
      expect.soft(await editable.locator('strong, b').allTextContents(), 'bold switched off mid-syllable').toEqual(['굵은 글씨', '굵게', '굵게', '다시']);
      await page.keyboard.press('Enter');
    }

    // Inside a list item.
    await list();
    await ime.type('첫째 항목');
    await ime.enter();
    await page.keyboard.press('Enter');
    await ime.type('둘째 항목');
    await ime.enter();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect.soft(await editable.locator('li').allTextContents(), 'inside a list item').toEqual(['첫째 항목', '둘째 항목']);

    // After an undo: what is typed next arrives once, whatever the undo took back.
    await ime.type('실수');
    await ime.commit();
    await page.keyboard.press('ControlOrMeta+z');
    await ime.type('고침');
    await ime.commit();
    // An empty paragraph an editor keeps at the end (tiptap's trailing node) is not typing.
    const after = (await blocksOf(editable)).filter((block, index, all) => block !== '' || all.slice(index).some(Boolean));
    const whole = after.join('\n');
    expect.soft(whole, 'after an undo').not.toContain('실수');
    expect.soft(whole.split('고침').length - 1, 'after an undo').toBe(1);
    expect.soft(after.at(-1)?.endsWith('고침'), 'after an undo').toBe(true);

    const syllables = after.filter((_, index) => index !== 2).join('\n');
    expect.soft(LOOSE_JAMO.test(syllables), 'no syllable left broken').toBe(false);
  } finally {
    await ime.detach();
  }
}
