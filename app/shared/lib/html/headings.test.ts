// @vitest-environment jsdom
/**
 * The learner's rendering of rich text shifts headings under the page's level (issue 42: "an h2
 * under an h4 from the rich text" in the answer view).
 */
import { describe, expect, it } from 'vitest';
import { shiftHeadingsUnder, type HeadingLevel } from './headings';

function shifted(html: string, under: HeadingLevel): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  shiftHeadingsUnder(template.content, under);
  return template.innerHTML;
}

describe('shiftHeadingsUnder', () => {
  it('puts an answer’s h2 and h3 under the answer’s h4 as h5 and h6, keeping their step', () => {
    expect(shifted('<h2>준비물</h2><p>노트북</p><h3>설치</h3>', 4)).toBe('<h5>준비물</h5><p>노트북</p><h6>설치</h6>');
  });

  it('leaves a page whose content sits under its h1 as the editor stored it', () => {
    const html = '<h2>안내</h2><h3>일정</h3>';
    expect(shifted(html, 1)).toBe(html);
  });

  it('raises headings that sit too low: an h4 first heading under an h1 becomes h2', () => {
    expect(shifted('<h4>공지</h4><h5>세부</h5>', 1)).toBe('<h2>공지</h2><h3>세부</h3>');
  });

  it('never goes past h6: deeper levels all become h6', () => {
    expect(shifted('<h2>하나</h2><h3>둘</h3><h4>셋</h4>', 5)).toBe('<h6>하나</h6><h6>둘</h6><h6>셋</h6>');
  });

  it('keeps a heading’s attributes and its children (bold, links)', () => {
    expect(shifted('<h2 id="a"><strong>굵게</strong> <a href="https://klass.test">링크</a></h2>', 3)).toBe(
      '<h4 id="a"><strong>굵게</strong> <a href="https://klass.test">링크</a></h4>',
    );
  });

  it('changes nothing in text without headings', () => {
    expect(shifted('<p>본문만 있어요.</p>', 4)).toBe('<p>본문만 있어요.</p>');
  });
});
