/**
 * Issue 44: "a malformed WebVTT/SRT file refused with a message naming the line" — the checks the
 * page runs before sending and the mock refuses by.
 */
import { describe, expect, it } from 'vitest';
import { checkSubtitle, subtitleFormatOf, subtitleProblemMessage } from './adminMasterSubtitleRules';

const vtt = ['WEBVTT', '', 'intro', '00:00:01.000 --> 00:00:03.500', '안녕하세요.', '', 'NOTE 두 번째는 시간 없이', '', '00:04.000 --> 00:06.000 line:90%', '오늘은 첫 수업이에요.'].join('\n');
const srt = ['1', '00:00:01,000 --> 00:00:03,500', '안녕하세요.', '', '2', '00:00:04,000 --> 00:00:06,000', '오늘은', '첫 수업이에요.', ''].join('\r\n');

describe('checkSubtitle', () => {
  it('takes a well-formed WebVTT file (identifiers, NOTE blocks, hours left out, cue settings) and SRT file (CRLF)', () => {
    expect(checkSubtitle('ko.vtt', vtt)).toEqual({ ok: true, format: 'vtt', cueCount: 2 });
    expect(checkSubtitle('ko.srt', srt)).toEqual({ ok: true, format: 'srt', cueCount: 2 });
    expect(checkSubtitle('ko.vtt', `\uFEFF${vtt}`)).toMatchObject({ ok: true });
  });

  it('"a message naming the line": a WebVTT file without its header is refused at line 1', () => {
    expect(checkSubtitle('ko.vtt', vtt.replace('WEBVTT', 'WEBVT'))).toEqual({ ok: false, format: 'vtt', line: 1, problem: 'header' });
  });

  it('names the line of a timing it cannot read, and of an end before its start', () => {
    expect(checkSubtitle('ko.vtt', vtt.replace('00:04.000 -->', '00:04 -->'))).toMatchObject({ ok: false, line: 9, problem: 'timing' });
    expect(checkSubtitle('ko.srt', srt.replace('00:00:06,000', '00:00:02,000'))).toMatchObject({ ok: false, line: 6, problem: 'order' });
    expect(checkSubtitle('ko.srt', srt.replace('00:00:01,000 -->', '00:00:01 -->'))).toMatchObject({ ok: false, line: 2, problem: 'timing' });
  });

  it('refuses an SRT block without its number or its text, and a file with no cue at all', () => {
    expect(checkSubtitle('ko.srt', srt.replace('2\r\n', 'x\r\n'))).toMatchObject({ ok: false, line: 5, problem: 'number' });
    expect(checkSubtitle('ko.srt', '1\n00:00:01,000 --> 00:00:02,000\n')).toMatchObject({ ok: false, line: 2, problem: 'text' });
    expect(checkSubtitle('ko.srt', '\n\n')).toMatchObject({ ok: false, problem: 'noCues' });
    expect(checkSubtitle('ko.vtt', 'WEBVTT\n\nNOTE 비어 있어요\n')).toMatchObject({ ok: false, problem: 'noCues' });
  });

  it('tells the format by the name, else by the first line', () => {
    expect(subtitleFormatOf('자막.SRT', 'WEBVTT')).toBe('srt');
    expect(subtitleFormatOf('자막.txt', 'WEBVTT\n')).toBe('vtt');
    expect(subtitleFormatOf('자막', '1\n')).toBe('srt');
  });

  it('says the line and the problem in one sentence', () => {
    expect(subtitleProblemMessage(12, 'order')).toBe('12번째 줄: 끝나는 시간이 시작하는 시간보다 빨라요.');
  });
});
