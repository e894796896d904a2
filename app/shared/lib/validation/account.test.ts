import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { validationMessages as m } from '@app/shared/api/contract/validationMessages';
import {
  displayNameRule,
  emailRule,
  loginIdRule,
  passwordRule,
  verificationCodeRule,
  withPasswordConfirm,
} from './account';

function firstMessage(schema: z.ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('email (§5: required, standard pattern, no spaces)', () => {
  it.each(['learner@klass.test', 'a.b+c@sub.example.co.kr', 'x@y.io'])('accepts %s', (value) => {
    expect(emailRule.safeParse(value).success).toBe(true);
  });
  it('an empty email is a required field', () => {
    expect(firstMessage(emailRule, '')).toBe(m.required);
  });
  it.each(['learner', 'learner@', '@klass.test', 'learner@klass', 'lear ner@klass.test', ' learner@klass.test', 'learner@klass.test ', 'a@b.c'])(
    '"Enter an email in a valid format." for %j',
    (value) => {
      expect(firstMessage(emailRule, value)).toBe(m.emailFormat);
    },
  );
});

describe('verification code (§5: digits only, at most 6)', () => {
  it.each(['1', '123456'])('accepts %s', (value) => {
    expect(verificationCodeRule.safeParse(value).success).toBe(true);
  });
  it.each(['', '1234567', '12a456', '12 456'])('"Enter a code in a valid format." for %j', (value) => {
    expect(firstMessage(verificationCodeRule, value)).toBe(m.codeFormat);
  });
});

describe('password (§5: 10 to 20 of letters, digits, ~!@#$%^&*()_+=, at least 2 kinds)', () => {
  it.each([
    ['10 characters, letters and digits', 'abcdefgh12'],
    ['20 characters', 'abcdefghij1234567890'],
    ['letters and symbols', 'abcdefgh!@'],
    ['digits and symbols', '12345678~='],
    ['every allowed symbol', 'a~!@#$%^&*()_+='],
  ])('accepts %s', (_name, value) => {
    expect(passwordRule.safeParse(value).success).toBe(true);
  });
  it.each([
    ['9 characters', 'abcdefg12'],
    ['21 characters', 'abcdefghij12345678901'],
    ['one kind only (letters)', 'abcdefghijk'],
    ['one kind only (digits)', '12345678901'],
    ['a symbol outside the list', 'abcdefgh1-'],
    ['a space', 'abcd efgh12'],
    ['Korean', '비밀번호abcdef12'],
  ])('refuses %s with the combination message', (_name, value) => {
    expect(firstMessage(passwordRule, value)).toBe(m.password);
  });
});

describe('password confirm (§5: "Enter the same password")', () => {
  const schema = withPasswordConfirm(
    z.object({
      password: passwordRule,
      confirm: z.string(),
      name: z.string().check(z.minLength(1)),
    }),
    'password',
    'confirm',
  );
  it('passes when equal', () => {
    expect(
      schema.safeParse({ password: 'abcdefgh12', confirm: 'abcdefgh12', name: 'a' }).success,
    ).toBe(true);
  });
  it('fails on the confirm field when different, even while another field also fails', () => {
    const result = schema.safeParse({ password: 'abcdefgh12', confirm: 'abcdefgh13', name: '' });
    const confirmIssue = result.error?.issues.find((issue) => issue.path[0] === 'confirm');
    expect(confirmIssue?.message).toBe(m.passwordConfirm);
  });
});

describe('display name (§5: 2 to 15, no emoji)', () => {
  it('2 and 15 characters pass; 1 and 16 fail', () => {
    expect(displayNameRule.safeParse('김하').success).toBe(true);
    expect(displayNameRule.safeParse('가'.repeat(15)).success).toBe(true);
    expect(firstMessage(displayNameRule, '김')).toBe(m.minLength(2));
    expect(firstMessage(displayNameRule, '가'.repeat(16))).toBe(m.maxLength(15, 16));
  });
  it('emoji are refused', () => {
    expect(firstMessage(displayNameRule, '하늘🌤')).toBe(m.allowedCharacters);
  });
});

describe('login id (§5: lowercase letters and digits, 2 to 20, no emoji)', () => {
  it.each(['ab', 'haneul01', 'a'.repeat(20)])('accepts %s', (value) => {
    expect(loginIdRule.safeParse(value).success).toBe(true);
  });
  it.each(['a', 'a'.repeat(21), 'Haneul', 'ha_neul', '하늘', 'ab😀'])('refuses %j', (value) => {
    expect(firstMessage(loginIdRule, value)).toBe(m.loginId);
  });
});
