/**
 * The safe-link helper (issue 20; OWASP ASVS 5.0 1.2.2 and 3.7.2): script schemes in every
 * disguise are refused, web links pass, a redirect stays on its allow-list — protocol-relative and
 * backslash forms included, read as a browser reads them.
 */
import { describe, expect, it } from 'vitest';
import { safeUrl } from './safeUrl';

const base = 'https://klass.example/app/classes/1';
const link = (raw: string | null | undefined) => safeUrl(raw, { base });

describe('script and data schemes are never followed', () => {
  it.each([
    ['plain', 'javascript:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline inside the scheme', 'java\nscript:alert(1)'],
    ['leading spaces and control characters', ' \u0001\u000e javascript:alert(1)'],
    ['decimal character references', '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)'],
    ['hex references without semicolons', '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)'],
    ['a tab as a character reference', 'jav&#x09;ascript:alert(1)'],
    ['a named &colon;', 'javascript&colon;alert(1)'],
    ['a named &Tab; in mixed case', 'java&Tab;script:alert(1)'],
    ['vbscript', 'VBScript:msgbox(1)'],
    ['data html', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['blob', 'blob:https://klass.example/uuid'],
    ['file', 'file:///etc/passwd'],
  ])('%s', (_, raw) => {
    expect(link(raw)).toBeNull();
  });

  it('mailto and tel only where the caller allows them', () => {
    expect(link('mailto:help@klass.example')).toBeNull();
    expect(safeUrl('mailto:help@klass.example', { base, schemes: ['mailto:'] })).toBe('mailto:help@klass.example');
    expect(safeUrl('tel:0212345678', { base, schemes: ['mailto:'] })).toBeNull();
  });

  it('nothing and unparsable values answer null', () => {
    expect(link(null)).toBeNull();
    expect(link(undefined)).toBeNull();
    expect(link('http://')).toBeNull();
    expect(safeUrl('/relative', { base: 'about:blank' })).toBeNull();
  });
});

describe('web links pass, resolved as a click would resolve them', () => {
  it('absolute and relative http(s) links', () => {
    expect(link('https://cdn.example/files/a.pdf?token=1')).toBe('https://cdn.example/files/a.pdf?token=1');
    expect(link('http://partner.example/live')).toBe('http://partner.example/live');
    expect(link('/mock-media/a.pdf')).toBe('https://klass.example/mock-media/a.pdf');
    expect(link('notes.txt')).toBe('https://klass.example/app/classes/notes.txt');
  });

  it('protocol-relative and backslash forms are other origins, as the browser reads them', () => {
    expect(link('//evil.example/x')).toBe('https://evil.example/x');
    expect(link('/\\evil.example/x')).toBe('https://evil.example/x');
    expect(link('\\\\evil.example/x')).toBe('https://evil.example/x');
  });
});

describe('a redirect stays on its allow-list', () => {
  const redirect = (raw: string) => safeUrl(raw, { base, origins: ['https://sso.partner.example'] });

  it('this origin and the listed ones', () => {
    expect(redirect('/app/classes')).toBe('https://klass.example/app/classes');
    expect(redirect('https://sso.partner.example/login?x=1')).toBe('https://sso.partner.example/login?x=1');
  });

  it('refuses any other origin, however it is written', () => {
    expect(redirect('https://evil.example/')).toBeNull();
    expect(redirect('//evil.example/')).toBeNull();
    expect(redirect('/\\evil.example/')).toBeNull();
    expect(redirect('https://sso.partner.example.evil.example/')).toBeNull();
    expect(redirect('http://sso.partner.example/')).toBeNull();
    expect(redirect('https://klass.example@evil.example/')).toBeNull();
  });
});
