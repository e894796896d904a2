/**
 * The bulk manual register on the import kit (issue 16 "bulk manual register … every row
 * validated with the same zod rules as the forms, duplicates (`account.register.exist`) and
 * withdrawn e-mails reported per row, the commit as a job"). The columns are the contract's
 * template columns (so the template and the matching never drift); a row is checked with the
 * member forms' rules (adminMemberFields.ts: name 2–50, e-mail, phone 01x made `010-1234-5678`) and the
 * learner's password rule, since the member logs in with it; e-mails repeat nowhere in the file;
 * the server's dry run turns away taken and withdrawn e-mails, each with §8's words at its e-mail.
 *
 * Issue 27: the file may leave the password out (no column, or an empty cell): such rows get the
 * initial password the operator gives once on the page (`registerRowSchema(initialPassword)`), so
 * a register can start from a plain list of names and e-mails. The password column is a secret:
 * the error list masks it. A name or password refused for a character says which character, and
 * which the rule allows, instead of repeating the whole rule ("2가지 이상 조합" for a `-`).
 */
import { z } from 'zod/mini';
import type { Job } from '@app/shared/api/contract/adminJob';
import type { ImportMode } from '@app/shared/api/contract/adminMember';
import {
  memberRegisterColumns,
  type MemberRegisterDryRun,
  type MemberRegisterField,
} from '@app/shared/api/contract/adminMemberRegister';
import { memberEmailSchema, memberNameSchema, memberPhoneInputSchema } from '@app/shared/api/contract/adminMemberFields';
import { copy } from '@app/shared/copy';
import { PASSWORD_SYMBOLS, passwordRule, refusedPasswordCharacter } from '@app/shared/lib/validation/account';
import { refusedTextCharacter } from '@app/shared/lib/validation/text';
import { registerCommit, registerDryRun } from '../../api/adminMemberRegister';
import type { ImportClassification, ImportColumn, ImportCommitMode, ImportDefinition, ImportRow, ImportSchema } from '../../kit/import';

const text = copy.backofficeMemberRegister;

/** A row as the rules made it: the name normalised, the phone hyphenated or null. */
export interface RegisterRowValue {
  displayName: string;
  email: string;
  phone: string | null;
  password: string;
}

/** Other headers an operator's own sheet may use for each template column. */
const aliases: Record<MemberRegisterField, readonly string[]> = {
  displayName: ['name', '성명', '회원명', '이름(실명)'],
  email: ['email', 'e-mail', '메일', '이메일 주소'],
  phone: ['phone', 'mobile', '휴대폰', '휴대전화', '휴대폰번호', '전화번호', '연락처'],
  password: ['password', '초기 비밀번호', '패스워드'],
};

export const registerColumns: readonly ImportColumn<MemberRegisterField>[] = memberRegisterColumns.map(({ key, header, required }) => ({
  key,
  label: header,
  aliases: aliases[key],
  required,
  secret: key === 'password',
}));

/** A character the rule refuses, named: a space reads as the word, not as nothing between quotes. */
function shown(character: string): string {
  return /\s/.test(character) ? text.spaceCharacter : `'${character}'`;
}

/** Fails with `message(character)` at the first character `refused` finds, before the rule runs. */
function charactersFirst(refused: (value: string) => string | null, message: (character: string) => string) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const character = refused(value);
      if (character !== null) ctx.addIssue({ code: 'custom', message: message(shown(character)), input: value });
    }),
  );
}

const nameRule = z.pipe(charactersFirst(refusedTextCharacter, text.nameCharacter), memberNameSchema);
const passwordWithCharacters = z.pipe(charactersFirst(refusedPasswordCharacter, (character) => text.passwordCharacter(character, PASSWORD_SYMBOLS)), passwordRule);

/** The page's initial password against the same rule as a row's: the message, or null when it passes. */
export function initialPasswordProblem(value: string): string | null {
  const result = passwordWithCharacters.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * A row's rules; a row without a password takes `initialPassword` (the page's, checked there with
 * the same rule), and with neither it is refused at its password cell saying where to give one.
 */
export function registerRowSchema(initialPassword: string): ImportSchema<MemberRegisterField, RegisterRowValue> {
  return z.pipe(
    z.object({
      displayName: nameRule,
      email: memberEmailSchema,
      phone: memberPhoneInputSchema(),
      password: z.pipe(
        z.string().check(
          z.overwrite((value) => value || initialPassword),
          z.minLength(1, text.passwordMissing),
        ),
        passwordWithCharacters,
      ),
    }),
    z.transform(({ phone, ...row }) => ({ ...row, phone: phone === '' ? null : phone })),
  );
}

/** The dry run's answer as the kit counts it: EXIST and WITHDRAWN rows refused at their e-mail. */
export function classification(answer: MemberRegisterDryRun): ImportClassification<MemberRegisterField> {
  const messages = { EXIST: text.emailExists, WITHDRAWN: text.emailWithdrawn } as const;
  return {
    new: answer.counts.NEW,
    existing: answer.counts.EXIST,
    notFound: answer.counts.WITHDRAWN,
    rejected: answer.rows.flatMap(({ row, email, outcome }) =>
      outcome === 'NEW' ? [] : [{ rowNumber: row, column: 'email' as const, value: email, message: messages[outcome] }],
    ),
  };
}

const modes: Record<ImportCommitMode, ImportMode> = { validOnly: 'VALID_ONLY', allOrNothing: 'ALL_OR_NOTHING' };

/**
 * The register's import; `onJob` hears of the job the commit started; rows without a password
 * take `initialPassword` ('' when the page has none).
 */
export function memberRegisterDefinition(onJob: (job: Job) => void, initialPassword: string): ImportDefinition<MemberRegisterField, RegisterRowValue> {
  return {
    columns: registerColumns,
    schema: registerRowSchema(initialPassword),
    uniqueBy: { column: 'email', key: (row) => row.email.toLowerCase() },
    async classify(rows, { signal }) {
      return classification(await registerDryRun(rows.map((row) => ({ row: row.rowNumber, email: row.value.email })), { signal }));
    },
    async commit(rows: readonly ImportRow<RegisterRowValue>[], mode) {
      const job = await registerCommit({ rows: rows.map((row) => ({ row: row.rowNumber, ...row.value })), mode: modes[mode] });
      onJob(job);
      return { count: rows.length, jobId: job.jobId };
    },
  };
}
