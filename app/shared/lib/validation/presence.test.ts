import { describe, expect, it } from 'vitest';
import { validationMessages } from '@app/shared/api/contract/validationMessages';
import { allPresent, certificationKey, requiredText } from './presence';

describe('combined "all present" check (§5)', () => {
  it('fails when called with no arguments', () => {
    expect(allPresent()).toBe(false);
  });
  it('passes when every value is present', () => {
    expect(allPresent('a', 1, true, ['x'], { a: 1 })).toBe(true);
  });
  it.each([
    ['an empty array', []],
    ['an empty object', {}],
    ['an empty string', ''],
    ['zero', 0],
    ['false', false],
    ['null', null],
    ['undefined', undefined],
  ])('treats %s as missing', (_name, value) => {
    expect(allPresent('a', value)).toBe(false);
  });
});

describe('required and certification-required messages (§5)', () => {
  it('"This is a required field." for a blank text, not for one character', () => {
    const result = requiredText.safeParse('   ');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(validationMessages.required);
    expect(requiredText.safeParse('a').success).toBe(true);
  });
  it('"Verification is required." without a certification key', () => {
    const result = certificationKey.safeParse('');
    expect(result.error?.issues[0]?.message).toBe(validationMessages.certificationRequired);
    expect(certificationKey.safeParse('cert-1').success).toBe(true);
  });
});
