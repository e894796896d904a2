/**
 * Issue 16 "duplicates (`account.register.exist`) and withdrawn e-mails reported per row", on the
 * kit: rows the server's dry run refuses with a reason of its own are listed with the rule errors
 * in row order, counted as rejected once each (even when also not found), and never committed.
 */
import { describe, expect, it } from 'vitest';
import type { ImportDefinition } from './dryRun';
import { runDryRun } from './dryRun';
import { parseCsv } from './parseCsv';
import { contactColumns, contactSchema, contactUniqueness, type Contact, type ContactKey } from './testing';

const immediately = () => Promise.resolve();

function definition(classify: ImportDefinition<ContactKey, Contact>['classify']): ImportDefinition<ContactKey, Contact> {
  return { columns: contactColumns, schema: contactSchema, uniqueBy: contactUniqueness, classify, commit: () => Promise.resolve({ count: 0 }) };
}

const csv = () => parseCsv(['이메일,이름', 'a@klass.kr,가', 'not-an-email,나', 'taken@klass.kr,다', 'gone@klass.kr,라', 'b@klass.kr,마'].join('\n'), { yieldToPage: immediately });

describe('runDryRun', () => {
  it("lists the server's refusals with the rule errors by row, and leaves them out of the commit", async () => {
    const run = await runDryRun(
      definition(() =>
        Promise.resolve({
          new: 2,
          existing: 0,
          notFound: 1,
          notFoundRows: [5],
          rejected: [
            { rowNumber: 4, column: 'email', value: 'taken@klass.kr', message: '이미 사용 중인 이메일입니다.' },
            { rowNumber: 5, column: 'email', value: 'gone@klass.kr', message: '탈퇴한 계정의 이메일입니다.' },
          ],
        }),
      ),
      await csv(),
      { email: 0, name: 1 },
      { signal: new AbortController().signal, yieldToPage: immediately },
    );
    expect(run.errors.map((error) => [error.rowNumber, error.value])).toEqual([
      [3, 'not-an-email'],
      [4, 'taken@klass.kr'],
      [5, 'gone@klass.kr'],
    ]);
    expect(run.committable.map((row) => row.value.email)).toEqual(['a@klass.kr', 'b@klass.kr']);
    // One invalid row, two refused rows (row 5 both not found and refused counts once).
    expect(run.rejectedCount).toBe(3);
  });

  it('with no refusals keeps the rule errors as they are', async () => {
    const run = await runDryRun(
      definition((rows) => Promise.resolve({ new: rows.length, existing: 0, notFound: 0 })),
      await csv(),
      { email: 0, name: 1 },
      { signal: new AbortController().signal, yieldToPage: immediately },
    );
    expect(run.errors).toEqual(run.validation.errors);
    expect(run.rejectedCount).toBe(1);
    expect(run.committable).toHaveLength(4);
  });
});
