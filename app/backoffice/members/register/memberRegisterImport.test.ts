/**
 * Issue 16 "bulk manual register: every row validated with the same zod rules as the forms,
 * duplicates (`account.register.exist`) and withdrawn e-mails reported per row": the template's
 * Korean headers match on their own; a row passes the member forms' name, e-mail and phone rules
 * and the learner password rule, each failure with the form's Korean message at its column; the
 * phone is kept hyphenated (or null); an e-mail repeated in the file is refused; the dry run's
 * EXIST and WITHDRAWN rows are refused at their e-mail with §8's words.
 */
import { describe, expect, it } from 'vitest';
import { memberRegisterColumns } from '@app/shared/api/contract/adminMemberRegister';
import { copy } from '@app/shared/copy';
import { autoMatch } from '../../kit/import/mapping';
import type { CsvRecord } from '../../kit/import/parseCsv';
import { validateRows } from '../../kit/import/validateRows';
import { classification, initialPasswordProblem, registerColumns, registerRowSchema } from './memberRegisterImport';

const messages = copy.account.validation;
const headers = memberRegisterColumns.map((column) => column.header);
const mapping = autoMatch(headers, registerColumns);
const records = (...rows: string[][]): CsvRecord[] => rows.map((cells, index) => ({ rowNumber: index + 2, cells }));
const validateWith = (initialPassword: string, rowMapping: typeof mapping, ...rows: string[][]) =>
  validateRows(records(...rows), {
    columns: registerColumns,
    mapping: rowMapping,
    schema: registerRowSchema(initialPassword),
    uniqueBy: { column: 'email', key: (row) => row.email.toLowerCase() },
    yieldToPage: () => Promise.resolve(),
  });
const validate = (...rows: string[][]) => validateWith('', mapping, ...rows);
const register = copy.backofficeMemberRegister;

describe('bulk register rows', () => {
  it("match the template's Korean headers, and an operator's English ones", () => {
    expect(mapping).toEqual({ displayName: 0, email: 1, phone: 2, password: 3 });
    expect(autoMatch(['Email', 'Name', 'Password'], registerColumns)).toEqual({ displayName: 1, email: 0, phone: null, password: 2 });
  });

  it('pass with the name normalised, the phone hyphenated, or no phone at all', async () => {
    const result = await validate(['  김  하나 ', 'hana@klass.kr', '01012345678', 'klass_start1'], ['이두리', 'duri@klass.kr', '', 'abcdefghij1']);
    expect(result.errors).toEqual([]);
    expect(result.valid.map((row) => row.value)).toEqual([
      { displayName: '김 하나', email: 'hana@klass.kr', phone: '010-1234-5678', password: 'klass_start1' },
      { displayName: '이두리', email: 'duri@klass.kr', phone: null, password: 'abcdefghij1' },
    ]);
  });

  it('take a +82 phone as the national 010 number (§9), not refuse it', async () => {
    const result = await validate(['김하나', 'hana@klass.kr', '+82 10-1234-5678', 'klass_start1']);
    expect(result.errors).toEqual([]);
    expect(result.valid[0]?.value.phone).toBe('010-1234-5678');
  });

  it("fail each form rule with the form's Korean message at its column", async () => {
    const result = await validate(['김', 'not-an-email', '02-123-4567', 'onlyletters'], ['박세나', 'sena@klass.kr', '', 'short1']);
    expect(result.invalidCount).toBe(2);
    expect(result.errors.map(({ rowNumber, column, message }) => [rowNumber, column, message])).toEqual([
      [2, 'displayName', messages.minLength(2)],
      [2, 'email', messages.emailFormat],
      [2, 'phone', messages.phoneFormat],
      [2, 'password', messages.password],
      [3, 'password', messages.password],
    ]);
  });

  it('refuse an e-mail repeated in the file, whatever its case', async () => {
    const result = await validate(['김하나', 'hana@klass.kr', '', 'klass_start1'], ['김하나', 'HANA@klass.kr', '', 'klass_start2']);
    expect(result.valid).toHaveLength(1);
    expect(result.errors).toEqual([{ rowNumber: 3, column: 'email', value: 'HANA@klass.kr', message: copy.backofficeImport.duplicateInFile(2) }]);
  });
});

describe('issue 27: a file without passwords, and messages that name the character', () => {
  const withoutPasswords = autoMatch(['이름', '이메일'], registerColumns);

  it('a file with no password column starts the dry run, and its rows take the initial password given on the page', async () => {
    expect(withoutPasswords.password).toBeNull();
    expect(registerColumns.filter((column) => column.required).map((column) => column.key)).toEqual(['displayName', 'email']);
    const result = await validateWith('klass_start9', withoutPasswords, ['김하나', 'hana@klass.kr']);
    expect(result.errors).toEqual([]);
    expect(result.valid[0]?.value.password).toBe('klass_start9');
  });

  it('a row with neither is refused at its password, saying where to give one; its own password wins over the initial one', async () => {
    expect((await validateWith('', withoutPasswords, ['김하나', 'hana@klass.kr'])).errors).toEqual([
      { rowNumber: 2, column: 'password', value: '', message: register.passwordMissing },
    ]);
    const own = await validateWith('klass_start9', mapping, ['김하나', 'hana@klass.kr', '', 'own_pass123']);
    expect(own.valid[0]?.value.password).toBe('own_pass123');
  });

  it('the password column is a secret the error list masks', () => {
    expect(registerColumns.find((column) => column.key === 'password')?.secret).toBe(true);
    expect(registerColumns.filter((column) => column.secret)).toHaveLength(1);
  });

  it("names the character a password may not hold and the ones it may ('Klass-pw-00001' was told '2가지 이상 조합')", async () => {
    const result = await validate(['김하나', 'hana@klass.kr', '', 'Klass-pw-00001']);
    expect(result.errors.map((error) => error.message)).toEqual([register.passwordCharacter("'-'", '~!@#$%^&*()_+=')]);
    expect(initialPasswordProblem('Klass-pw-00001')).toBe(register.passwordCharacter("'-'", '~!@#$%^&*()_+='));
    expect(initialPasswordProblem('klass pass1')).toBe(register.passwordCharacter(register.spaceCharacter, '~!@#$%^&*()_+='));
    expect(initialPasswordProblem('klass_start9')).toBeNull();
  });

  it('names the character a name may not hold: an emoji, a formula’s quote', async () => {
    const result = await validate(['김하나😀', 'hana@klass.kr', '', 'klass_start1'], ['=HYPERLINK("x")', 'duri@klass.kr', '', 'klass_start1']);
    expect(result.errors.map(({ rowNumber, column, message }) => [rowNumber, column, message])).toEqual([
      [2, 'displayName', register.nameCharacter("'😀'")],
      [3, 'displayName', register.nameCharacter("'\"'")],
    ]);
  });
});

describe('the dry run as the kit counts it', () => {
  it('refuses taken and withdrawn e-mails at the e-mail, with §8 words', () => {
    const counted = classification({
      rows: [
        { row: 2, email: 'new@klass.kr', outcome: 'NEW' },
        { row: 3, email: 'learner@klass.test', outcome: 'EXIST' },
        { row: 4, email: 'withdrawn@klass.test', outcome: 'WITHDRAWN' },
      ],
      counts: { NEW: 1, EXIST: 1, WITHDRAWN: 1 },
    });
    expect(counted).toEqual({
      new: 1,
      existing: 1,
      notFound: 1,
      rejected: [
        { rowNumber: 3, column: 'email', value: 'learner@klass.test', message: messages.emailExists },
        { rowNumber: 4, column: 'email', value: 'withdrawn@klass.test', message: messages.emailWithdrawn },
      ],
    });
  });
});
