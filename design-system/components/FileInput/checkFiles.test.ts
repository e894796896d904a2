import { describe, expect, it } from 'vitest';
import { designSystemMessages } from '@tests/support/designSystemCopy';
import { checkFiles as checkFilesWith, type FileRules } from './checkFiles';

const checkFiles = (files: readonly File[], rules: FileRules) => checkFilesWith(files, rules, designSystemMessages);

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const images = { accept: ['image/jpeg', 'image/png'], acceptLabel: '이미지 파일(jpg, png)' };

describe('checkFiles — a wrong type is refused with a clear Korean message', () => {
  it('takes files of an accepted MIME type', () => {
    const result = checkFiles([file('a.png', 'image/png'), file('b.jpg', 'image/jpeg')], images);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'b.jpg']);
    expect(result.rejection).toBeNull();
  });

  it('refuses another type and says which types are allowed', () => {
    const result = checkFiles([file('c.gif', 'image/gif'), file('a.png', 'image/png')], images);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(result.rejection).toBe('이미지 파일(jpg, png)만 올릴 수 있어요.');
  });

  it('matches extensions and wildcards, ignoring case', () => {
    expect(checkFiles([file('REPORT.PDF', '')], { accept: ['.pdf'] }).accepted).toHaveLength(1);
    expect(checkFiles([file('x.webp', 'image/webp')], { accept: ['image/*'] }).accepted).toHaveLength(1);
  });

  it('describes the accept list itself when no label is given', () => {
    expect(checkFiles([file('a.txt', 'text/plain')], { accept: ['.pdf', '.hwp'] }).rejection).toBe('pdf, hwp 파일만 올릴 수 있어요.');
  });

  it('takes anything without an accept list', () => {
    expect(checkFiles([file('a.txt', 'text/plain')], {}).accepted).toHaveLength(1);
  });
});

describe('checkFiles — maximum size (sizes in KB/MB at 1024 steps, learner.md §9)', () => {
  it('refuses a file over the limit and names its size', () => {
    const result = checkFiles([file('big.png', 'image/png', 3 * 1024 * 1024)], { ...images, maxSize: 2 * 1024 * 1024 });
    expect(result.accepted).toEqual([]);
    expect(result.rejection).toBe('big.png 파일은 3 MB예요. 2 MB 이하의 파일만 올릴 수 있어요.');
  });

  it('takes a file exactly at the limit', () => {
    expect(checkFiles([file('ok.png', 'image/png', 1024)], { ...images, maxSize: 1024 }).accepted).toHaveLength(1);
  });
});
