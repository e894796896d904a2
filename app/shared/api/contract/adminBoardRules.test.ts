/**
 * The board area's long-text rule (backoffice.md §5 "Long text max 10,000"): blank text is refused
 * with the caller's words, 10,000 characters pass and one more is refused saying how many there
 * are, counted as a reader counts them (a Hangul syllable or an emoji is one); a rich text is
 * counted by the text it shows, not its markup; a notice title is 3-30 (§5 "Notice title 3-30");
 * and a question's state follows its answer.
 */
import { describe, expect, it } from 'vitest';
import { validationMessages } from './validationMessages';
import { noticeTitleSchema } from './adminBoardNotice';
import { boardRuleMessages, LONG_TEXT_MAX, longTextProblem, plainTextAsHtml, plainTextOf, questionStatusOf, richTextProblem } from './adminBoardRules';

const empty = boardRuleMessages.answerEmpty;

describe('longTextProblem', () => {
  it('refuses blank text, spaces and line breaks only, with the words given', () => {
    expect(longTextProblem('', empty)).toBe(empty);
    expect(longTextProblem(' \n\t ', empty)).toBe(empty);
  });

  it('takes up to 10,000 characters counted as read, and refuses one more with the count', () => {
    expect(longTextProblem('가'.repeat(LONG_TEXT_MAX), empty)).toBeNull();
    expect(longTextProblem('👍🏽'.repeat(LONG_TEXT_MAX), empty)).toBeNull();
    expect(longTextProblem(`${'가'.repeat(LONG_TEXT_MAX)}나`, empty)).toBe('10,000자까지 쓸 수 있어요. 지금 10,001자예요.');
  });

  it('keeps line breaks as part of the text', () => {
    expect(longTextProblem('안녕하세요\n답변이에요.', empty)).toBeNull();
  });
});

describe('questionStatusOf', () => {
  it('is waiting without an answer and answered with one', () => {
    expect(questionStatusOf(null)).toBe('WAITING');
    expect(questionStatusOf({ content: '답변이에요.' })).toBe('ANSWERED');
  });
});

describe('plainTextOf and richTextProblem: "Long text max 10,000" counted on what a rich text shows', () => {
  it('is the text without tags, a line per block, entities read', () => {
    expect(plainTextOf('<h2>안내</h2><p><strong>꼭</strong> 읽어 주세요 &amp; 확인</p><ul><li>하나</li><li>둘</li></ul>')).toBe('안내\n꼭 읽어 주세요 & 확인\n하나\n둘');
    expect(plainTextOf('<p>첫 줄<br>둘째 줄</p>')).toBe('첫 줄\n둘째 줄');
  });

  it('takes 10,000 characters however much markup wraps them, and refuses one more', () => {
    const bold = (text: string) => `<p><strong>${text}</strong></p>`;
    expect(richTextProblem(bold('가'.repeat(LONG_TEXT_MAX)), boardRuleMessages.noticeBodyEmpty)).toBeNull();
    expect(richTextProblem(bold('가'.repeat(LONG_TEXT_MAX + 1)), boardRuleMessages.noticeBodyEmpty)).toBe(boardRuleMessages.longTextTooLong(LONG_TEXT_MAX + 1));
  });

  it('refuses a body that shows nothing: empty paragraphs', () => {
    expect(richTextProblem('<p></p><p> </p>', boardRuleMessages.noticeBodyEmpty)).toBe(boardRuleMessages.noticeBodyEmpty);
    expect(richTextProblem('', boardRuleMessages.noticeBodyEmpty)).toBe(boardRuleMessages.noticeBodyEmpty);
  });
});

describe('plainTextAsHtml: an answer kept as plain text opens in the editor as it reads', () => {
  it('gives a paragraph per line, an empty line kept, and reads back as the same text', () => {
    const answer = '안녕하세요.\n\n다음 강의에서 설명해 드릴게요.';
    expect(plainTextAsHtml(answer)).toBe('<p>안녕하세요.</p><p></p><p>다음 강의에서 설명해 드릴게요.</p>');
    expect(plainTextOf(plainTextAsHtml(answer))).toBe(answer);
  });

  it('escapes markup typed as text, so it stays text and runs nothing', () => {
    const typed = '<script>alert(1)</script> & "따옴표"';
    expect(plainTextAsHtml(typed)).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;따옴표&quot;</p>');
    expect(plainTextOf(plainTextAsHtml(typed))).toBe(typed);
  });
});

describe('noticeTitleSchema: "Notice title 3-30"', () => {
  const problem = (title: string) => {
    const result = noticeTitleSchema.safeParse(title);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('takes 3 to 30 characters, trimmed and with spaces collapsed', () => {
    expect(problem('공지임')).toBeNull();
    expect(problem('가'.repeat(30))).toBeNull();
    expect(noticeTitleSchema.parse('  이번 주   안내  ')).toBe('이번 주 안내');
  });

  it('refuses 2 characters and 31, saying the bound', () => {
    expect(problem('공지')).toBe(validationMessages.minLength(3));
    expect(problem('가'.repeat(31))).toBe(validationMessages.maxLength(30, 31));
  });
});
