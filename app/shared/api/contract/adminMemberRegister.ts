/**
 * Bulk manual register of members by import (backoffice.md §7 Members "bulk manual register";
 * issue 16). The spec gives the call's name only; the paths are chosen here in the style of
 * adminMember.ts, under `/rest/member/admin/tenant/members/register`, and every call needs the
 * MEMBER permission.
 *
 * The operator downloads the template (a CSV with the Korean headers of `memberRegisterColumns`),
 * fills one member a row, uploads it: the page checks every row with the forms' rules, the dry
 * run says which e-mails are free, taken (`account.register.exist`) or belong to a withdrawn
 * account (`account.status.withdrawal`, §8), and the commit creates the accounts as a job whose
 * item errors name the rows left out.
 *
 * Password or invitation: each row carries an initial PASSWORD (the learner password rule, §5:
 * 10–20, two kinds of letters/digits/symbols), and the member logs in on the learner site with
 * it at once. The file may leave the column out: the page then fills every such row with the one
 * initial password the operator gives there, so the commit still carries one per row. The invitation flow was weighed and not taken: an invitation creates the account
 * only when the invitee accepts (`inviteRegister` refuses an e-mail that already has one), so a
 * register by invitation would leave the operator with no members to put in a group, assign a
 * class to or find in the list until each person answered a mail, which is the opposite of what
 * a bulk register is for (a company cohort that starts on Monday). The password never leaves the
 * commit: the dry run takes e-mails only, and neither the job, its item errors nor the change
 * history carry it.
 *
 * What the server promises:
 * - every committed row is checked again with the same rules (a body breaking them answers 400);
 * - an e-mail taken between the dry run and the commit becomes that row's item error with the
 *   §8 message; ALL_OR_NOTHING creates no one when any row cannot be created (the job fails,
 *   listing the rows that stop it);
 * - a created member is an active learner with the e-mail unverified (the operator typed it, the
 *   person has not proved it) and no terms agreement yet; each creation is one CREATE in the
 *   change history (record type MEMBER).
 */
import { z } from 'zod/mini';
import { passwordSchema } from './account';
import { storedFileSchema } from './adminFile';
import { jobSchema } from './adminJob';
import { MEMBER_IMPORT_ROWS_MAX, importModeSchema, memberPhoneSchema } from './adminMember';
import { defineEndpoint } from './endpoint';
import { memberEmailSchema, memberNameSchema } from './adminMemberFields';

const base = '/rest/member/admin/tenant/members/register';
const access = { side: 'operator', permission: 'MEMBER' } as const;

/**
 * The template's columns in file order, with the Korean header each carries. The mock writes the
 * template from this list and the screen matches an uploaded file's headers to it, so the two
 * cannot drift apart.
 */
export const memberRegisterColumns = [
  { key: 'displayName', header: '이름', required: true },
  { key: 'email', header: '이메일', required: true },
  { key: 'phone', header: '휴대폰 번호', required: false },
  // A file may leave it out: the page gives its rows one initial password (issue 27).
  { key: 'password', header: '비밀번호', required: false },
] as const;
export type MemberRegisterField = (typeof memberRegisterColumns)[number]['key'];

/** The template's file name (Korean kept by the download). */
export const MEMBER_REGISTER_TEMPLATE_NAME = '회원_일괄등록_양식.csv';

const rowNumber = z.number().check(z.int(), z.gte(1));

/** One member to create: the file's 1-based row number and the row's cells as the rules made them. */
export const memberRegisterRowSchema = z.object({
  row: rowNumber,
  displayName: memberNameSchema,
  email: memberEmailSchema,
  /** `010-1234-5678`; null when the row left it empty. */
  phone: z.nullable(memberPhoneSchema),
  password: passwordSchema,
});
export type MemberRegisterRow = z.infer<typeof memberRegisterRowSchema>;

const dryRunRows = z
  .array(z.object({ row: rowNumber, email: memberEmailSchema }))
  .check(z.minLength(1), z.maxLength(MEMBER_IMPORT_ROWS_MAX));

/**
 * What the dry run found for a row's e-mail: NEW (free), EXIST (an active account has it:
 * `account.register.exist`), WITHDRAWN (a withdrawn account had it: `account.status.withdrawal`).
 */
export const memberRegisterOutcomeSchema = z.enum(['NEW', 'EXIST', 'WITHDRAWN']);
export type MemberRegisterOutcome = z.infer<typeof memberRegisterOutcomeSchema>;

export const memberRegisterDryRunSchema = z.object({
  rows: z.array(z.object({ row: z.number(), email: z.string(), outcome: memberRegisterOutcomeSchema })),
  counts: z.object({ NEW: z.number(), EXIST: z.number(), WITHDRAWN: z.number() }),
});
export type MemberRegisterDryRun = z.infer<typeof memberRegisterDryRunSchema>;

export const template = defineEndpoint({
  id: 'adminMemberRegister.template',
  method: 'GET',
  path: `${base}/template`,
  auth: 'required',
  access,
  response: storedFileSchema,
  summary: 'The register template as a stored CSV file (Korean headers, one example row); download it with adminFile.download.',
});

export const dryRun = defineEndpoint({
  id: 'adminMemberRegister.dryRun',
  method: 'POST',
  path: `${base}/dry-run`,
  auth: 'required',
  access,
  body: z.object({ rows: dryRunRows }),
  response: memberRegisterDryRunSchema,
  summary: "Classify each row's e-mail (NEW / EXIST / WITHDRAWN); changes nothing and takes no password.",
});

export const commit = defineEndpoint({
  id: 'adminMemberRegister.commit',
  method: 'POST',
  path: base,
  auth: 'required',
  access,
  body: z.object({
    rows: z.array(memberRegisterRowSchema).check(z.minLength(1), z.maxLength(MEMBER_IMPORT_ROWS_MAX)),
    mode: importModeSchema,
  }),
  response: jobSchema,
  summary: 'Create the members as a job (valid rows only, or all-or-nothing); its item errors name the rows not created and why.',
});

export const adminMemberRegisterEndpoints = { template, dryRun, commit };
