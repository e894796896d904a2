/**
 * How the mock words a refused field (issue 20, errors.ts header): a text or a list over or under
 * its length says the limit in Korean with zod's code, so a form can show it at the field; the
 * contract's own rules keep their Korean message; anything else keeps zod's.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { requestIssueOf } from './handle';

function issuesOf(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues.map(requestIssueOf);
}

describe('requestIssueOf', () => {
  it('a text over its length: the field, the limit and a Korean message', () => {
    const schema = z.object({ memo: z.string().check(z.maxLength(300)) });
    expect(issuesOf(schema, { memo: 'a'.repeat(301) })).toEqual([
      { path: 'memo', code: 'too_big', maximum: 300, message: '최대 300자까지 입력할 수 있어요.' },
    ]);
  });

  it('a text under its length, and a list over its count, at their paths', () => {
    const schema = z.object({ name: z.string().check(z.minLength(2)), rows: z.array(z.number()).check(z.maxLength(2)) });
    expect(issuesOf(schema, { name: 'a', rows: [1, 2, 3] })).toEqual([
      { path: 'name', code: 'too_small', minimum: 2, message: '2자 이상 입력해 주세요.' },
      { path: 'rows', code: 'too_big', maximum: 2, message: '한 번에 최대 2개까지 보낼 수 있어요.' },
    ]);
  });

  it("keeps a rule's own message, and zod's for anything that is not a length", () => {
    const schema = z.object({
      content: z.string().check(z.refine((value) => value !== 'x', { message: '규칙의 메시지' })),
      amount: z.number().check(z.lte(5)),
    });
    const [rule, amount] = issuesOf(schema, { content: 'x', amount: 6 });
    expect(rule).toEqual({ path: 'content', message: '규칙의 메시지' });
    expect(amount).toEqual({ path: 'amount', message: expect.stringMatching(/^Too big/) });
  });
});
