// @vitest-environment jsdom
/**
 * What the rich-text editor stores (issue 42: "stored content is sanitised HTML", "paste from Word,
 * Hangul (HWP) and web pages keeps headings, lists, bold, links and images and drops the rest"):
 * the tags and attributes kept, those dropped (their text kept), and no script in any form.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText: "keeps headings, lists, bold, links and images and drops the rest"', () => {
  it.each([
    ['a paragraph with a line break', '<p>첫 줄<br>둘째 줄</p>'],
    ['headings of the second and third level', '<h2>수강 안내</h2><h3>준비물</h3>'],
    ['bold', '<p><strong>꼭</strong> 읽어 주세요</p>'],
    ['a bulleted and a numbered list', '<ul><li>하나</li></ul><ol><li>둘</li></ol>'],
    ['an image with its description', '<p><img src="https://cdn.klass.test/a.png" alt="교재 표지"></p>'],
  ])('keeps %s as it is', (_, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps a link, opened in a new tab without the opener', () => {
    expect(sanitizeRichText('<a href="https://klass.test/library">자료실</a>')).toBe(
      '<a href="https://klass.test/library" target="_blank" rel="noopener noreferrer">자료실</a>',
    );
  });

  it.each([
    ['a fourth-level heading', '<h4>소제목</h4>', '소제목'],
    ['a first-level heading', '<h1>제목</h1>', '제목'],
    ['italic and underline', '<p><em>기울임</em> <u>밑줄</u></p>', '<p>기울임 밑줄</p>'],
    ["Word's spans and namespaced tags", '<p class="MsoNormal"><span style="mso-bidi-font-weight:bold">본문</span><o:p></o:p></p>', '<p>본문</p>'],
    ["HWP's styled paragraph", '<p style="font-family:함초롬바탕;line-height:160%"><span style="font-size:10pt">한글 문서</span></p>', '<p>한글 문서</p>'],
    ['a table', '<table><tbody><tr><td>칸</td></tr></tbody></table>', '칸'],
    ['a class and an id on a kept tag', '<p class="x" id="y">글</p>', '<p>글</p>'],
  ])('drops %s, keeping its text', (_, html, kept) => {
    expect(sanitizeRichText(html)).toBe(kept);
  });

  it.each([
    ['a script', '<p>글</p><script>alert(1)</script>', '<p>글</p>'],
    ['an event handler on an image', '<img src="https://cdn.klass.test/a.png" onerror="alert(1)">', '<img src="https://cdn.klass.test/a.png">'],
    ['a javascript: link', '<a href="javascript:alert(1)">여기</a>', '<a>여기</a>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">', '<img alt="x">'],
    ['a frame', '<iframe src="https://evil.test"></iframe><p>글</p>', '<p>글</p>'],
    ['a style block', '<style>p{color:red}</style><p>글</p>', '<p>글</p>'],
    ['an svg with a script', '<svg><script>alert(1)</script></svg><p>글</p>', '<p>글</p>'],
  ])('removes %s', (_, html, kept) => {
    expect(sanitizeRichText(html)).toBe(kept);
  });
});
