/**
 * The bulk manual register on the import kit (issue 16 "bulk manual register … every row
 * validated with the same zod rules as the forms, duplicates (`account.register.exist`) and
 * withdrawn e-mails reported per row, the commit as a job"). The columns are the contract's
 * template columns (so the template and the matching never drift); a row is checked with the
 * member forms' rules (adminMemberFields.ts: name 2–50, e-mail, phone 01x made `010-1234-5678`) and the
 * learner's password rule, since the member logs in with it; e-mails repeat nowhere in the file;
 * the server's dry run turns away taken and withdrawn e-mails, each with §8's words at its e-mail.
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
import { passwordRule } from '@app/shared/lib/validation/account';
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
}));

export const registerRowSchema: ImportSchema<MemberRegisterField, RegisterRowValue> = z.pipe(
  z.object({
    displayName: memberNameSchema,
    email: memberEmailSchema,
    phone: memberPhoneInputSchema(),
    password: passwordRule,
  }),
  z.transform(({ phone, ...row }) => ({ ...row, phone: phone === '' ? null : phone })),
);

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

/** The register's import; `onJob` hears of the job the commit started. */
export function memberRegisterDefinition(onJob: (job: Job) => void): ImportDefinition<MemberRegisterField, RegisterRowValue> {
  return {
    columns: registerColumns,
    schema: registerRowSchema,
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
