/**
 * One tone in the back office (issue 27): its copy speaks 해요체 ("환불해요", "보여요"), so a
 * sentence ending in 합니다체 ("환불합니다.", "있습니다.", "봅니까?") beside them is a defect. Read
 * from the modules' source, so a sentence built by a function (a template) is checked too. The
 * shared words every back-office screen shows too — the common messages ("문제가 생겼어요") and the
 * design system's built-in words — are held to the same tone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const modules = [
  ...readdirSync(here).filter((name) => /^backoffice.*\.ts$/.test(name) && !name.endsWith('.test.ts')),
  'common.ts',
  'designSystem.ts',
];

/** 합니다, 습니다, 봅니다, 아닙니다 … and their questions, as the end of a word. */
const formalEnding = /[가-힣]니[다까](?![가-힣])/;
/** A comment line: the module's description for developers, not words on screen. */
const commentLine = /^\s*(\/\/|\/\*|\*)/;

describe('back-office copy tone', () => {
  it('finds the back-office modules', () => {
    expect(modules).toContain('backofficeOrders.ts');
  });

  it.each(modules)('%s speaks 해요체: no sentence ends in 합니다체', (name) => {
    const formal = readFileSync(join(here, name), 'utf8')
      .split('\n')
      .map((line, index) => ({ line: line.trim(), number: index + 1 }))
      .filter(({ line }) => !commentLine.test(line) && formalEnding.test(line));
    expect(formal).toEqual([]);
  });
});
