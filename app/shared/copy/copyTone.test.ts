/**
 * One tone in the product (issue 27): its copy speaks 해요체 ("환불해요", "보여요"), learner site
 * and back-office alike, so a sentence ending in 합니다체 ("환불합니다.", "탈퇴한 계정입니다.",
 * "봅니까?") beside them is a defect. Read from the modules' source, so a sentence built by a
 * function (a template) is checked too. Every copy module is held to it, the design system's
 * built-in words included. The mock's messages have their own test (mocks/engine/messageTone.test.ts).
 *
 * Set phrases keep their form: a consent checkbox says "…에 동의합니다" (the person's own statement,
 * as every Korean sign-up form words it), and "환영합니다" / "감사합니다" are greetings, not endings
 * of a sentence the product says about something.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const modules = readdirSync(here).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

/** The set phrases above. */
const setPhrases = new Set(['동의합니다', '환영합니다', '감사합니다']);
/** A comment line: the module's description for developers, not words on screen. */
const commentLine = /^\s*(\/\/|\/\*|\*)/;

/** The words of `line` ending in 합니다, 습니다, 봅니다, 아닙니다 … or their questions, set phrases left out. */
function formalEndings(line: string): string[] {
  return [...line.matchAll(/[가-힣]*니[다까](?![가-힣])/g)].map((match) => match[0]).filter((word) => !setPhrases.has(word));
}

describe('copy tone', () => {
  it('finds the learner and back-office modules', () => {
    expect(modules).toEqual(expect.arrayContaining(['account.ts', 'backofficeOrders.ts', 'designSystem.ts']));
  });

  it('catches a 합니다체 sentence and lets a set phrase be', () => {
    expect(formalEndings("loginWithdrawn: '탈퇴한 계정입니다. 다른 계정으로 로그인해 주세요.',")).toEqual(['계정입니다']);
    expect(formalEndings("agreeTerms: '(필수) 서비스 이용약관에 동의합니다.',")).toEqual([]);
  });

  it.each(modules)('%s speaks 해요체: no sentence ends in 합니다체', (name) => {
    const formal = readFileSync(join(here, name), 'utf8')
      .split('\n')
      .map((line, index) => ({ line: line.trim(), number: index + 1 }))
      .filter(({ line }) => !commentLine.test(line) && formalEndings(line).length > 0);
    expect(formal).toEqual([]);
  });
});
