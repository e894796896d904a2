/**
 * Back-office member-group calls (backoffice.md §7 Members "groups CRUD and members"; issue 15's
 * first real screen on the kit). The spec gives shapes only; the paths are chosen here in the
 * style of the learner ones, under `/rest/member/admin/tenant`, and every call needs the MEMBER
 * permission.
 *
 * What the server promises, so the screens can say it before acting:
 * - a group's name is common text (§5: normalised, 2–30, Korean/English/digits/listed symbols) and
 *   unique in the tenant; a taken name answers 409 `member.group.name_taken`;
 * - deleting a group removes only the memberships: the members stay members of the site;
 * - a removal by query scope is refused with 409 `selection.changed` when the frozen filter, less
 *   the rows left out, no longer covers the count the operator was shown (`expectedCount`);
 * - the import's dry run classifies each e-mail or phone as new to the group, already in it, not
 *   a member, or not an e-mail/phone at all; the commit and the export run as jobs (adminJob.ts).
 */
import { z } from 'zod/mini';
import { adminListQuery, adminPageOf, isoDateTime, selectionScope } from './adminKit';
import { queryListOf } from './common';
import { jobSchema } from './adminJob';
import { defineEndpoint } from './endpoint';
import { groupMemberSortFields, groupSortFields } from './adminMemberSorts';

const base = '/rest/member/admin/tenant';
const access = { side: 'operator', permission: 'MEMBER' } as const;

export const GROUP_NAME_MIN = 2;
export const GROUP_NAME_MAX = 30;
/** Most identifiers one import (dry run or commit) carries: a 10,000-row file fits. */
export const MEMBER_IMPORT_ROWS_MAX = 10_000;
/** Most accounts one "add members" call carries (the search dialog adds a page at a time). */
export const ADD_MEMBERS_MAX = 1000;

/** §5 common text's characters: Korean letters and jamo, Latin letters, digits, whitespace, the listed symbols. */
const COMMON_TEXT_CHARACTERS = /^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9\s,.~!=`₩/@#$%^&*()_+|<>?:;{}[\]\\-]*$/u;

/** A group's name as the server keeps it: trimmed, whitespace collapsed, then checked (§5). */
export const groupNameSchema = z.string().check(
  z.overwrite((value) => value.trim().replace(/\s+/g, ' ')),
  z.minLength(GROUP_NAME_MIN),
  z.maxLength(GROUP_NAME_MAX),
  z.regex(COMMON_TEXT_CHARACTERS),
);

/** A Korean mobile number as members' phones are kept and shown: `010-1234-5678`. */
export const memberPhoneSchema = z.string().check(z.regex(/^01[016789]-\d{3,4}-\d{4}$/));

export const memberGroupSchema = z.object({
  groupKey: z.string(),
  name: z.string(),
  memberCount: z.number().check(z.int(), z.gte(0)),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type MemberGroup = z.infer<typeof memberGroupSchema>;

export const groupMemberSchema = z.object({
  accountKey: z.string(),
  displayName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  joinedAt: isoDateTime,
  marketingAgreement: z.boolean(),
  /** When the member was put in this group. */
  addedAt: isoDateTime,
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** Marketing consent as a set filter (the list kit's `set`: either or both). */
export const marketingConsentSchema = z.enum(['AGREED', 'DECLINED']);
export type MarketingConsent = z.infer<typeof marketingConsentSchema>;

/**
 * The filters of a group's member list, as the list kit sends them (`toFilterQuery`): text on
 * name, e-mail or phone; the joined period as the first and last instants of Seoul days; the
 * marketing consents wanted. The same object is frozen into a removal's or export's query scope.
 */
export const groupMembersFilterSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  joinedFrom: z.optional(isoDateTime),
  joinedTo: z.optional(isoDateTime),
  marketing: z.optional(queryListOf(marketingConsentSchema)),
});
export type GroupMembersFilter = z.input<typeof groupMembersFilterSchema>;


export const groupMemberScopeSchema = selectionScope(groupMembersFilterSchema);
export type GroupMemberScope = z.input<typeof groupMemberScopeSchema>;

const groupParams = z.object({ groupKey: z.string().check(z.minLength(1)) });

/** A member the add dialog offers: `inGroup` when the search named a group and they are in it. */
export const memberCandidateSchema = z.object({
  accountKey: z.string(),
  displayName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  inGroup: z.boolean(),
});
export type MemberCandidate = z.infer<typeof memberCandidateSchema>;

/** One row of an imported file: its 1-based row number in the file, and the e-mail or phone typed there. */
export const importIdentifierSchema = z.object({
  row: z.number().check(z.int(), z.gte(1)),
  value: z.string().check(z.maxLength(320)),
});
export type ImportIdentifier = z.infer<typeof importIdentifierSchema>;

const importRows = z.array(importIdentifierSchema).check(z.minLength(1), z.maxLength(MEMBER_IMPORT_ROWS_MAX));

/**
 * What the dry run found for a row: NEW (a member, not yet in the group), ALREADY (in the group),
 * NOT_FOUND (no member has that e-mail or phone), INVALID (neither an e-mail nor a mobile number).
 */
export const importOutcomeSchema = z.enum(['NEW', 'ALREADY', 'NOT_FOUND', 'INVALID']);
export type ImportOutcome = z.infer<typeof importOutcomeSchema>;

export const importDryRunRowSchema = z.object({
  row: z.number(),
  value: z.string(),
  outcome: importOutcomeSchema,
  /** The member found (NEW and ALREADY). */
  accountKey: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
});
export type ImportDryRunRow = z.infer<typeof importDryRunRowSchema>;

export const importDryRunSchema = z.object({
  rows: z.array(importDryRunRowSchema),
  counts: z.object({
    NEW: z.number(),
    ALREADY: z.number(),
    NOT_FOUND: z.number(),
    INVALID: z.number(),
  }),
});
export type ImportDryRun = z.infer<typeof importDryRunSchema>;

/**
 * VALID_ONLY adds the NEW rows and reports the others as the job's item errors; ALL_OR_NOTHING
 * adds nothing unless every row is NEW or ALREADY (the job fails, listing the rows that stop it).
 */
export const importModeSchema = z.enum(['VALID_ONLY', 'ALL_OR_NOTHING']);
export type ImportMode = z.infer<typeof importModeSchema>;

export const exportFormatSchema = z.enum(['XLSX', 'CSV']);

// ---- groups -----------------------------------------------------------------------------------

export const groups = defineEndpoint({
  id: 'adminMember.groups',
  method: 'GET',
  path: `${base}/groups`,
  auth: 'required',
  access,
  query: z.object({ name: z.optional(z.string().check(z.maxLength(100))), ...adminListQuery(groupSortFields, 20) }),
  response: adminPageOf(memberGroupSchema),
  summary: "The tenant's member groups, searched by name, sorted and paged, each with its member count.",
});

export const group = defineEndpoint({
  id: 'adminMember.group',
  method: 'GET',
  path: `${base}/groups/{groupKey}`,
  auth: 'required',
  access,
  params: groupParams,
  response: memberGroupSchema,
  summary: 'One group; 404 request.not_found when it does not exist (any more).',
});

export const createGroup = defineEndpoint({
  id: 'adminMember.createGroup',
  method: 'POST',
  path: `${base}/groups`,
  auth: 'required',
  access,
  body: z.object({ name: groupNameSchema }),
  response: memberGroupSchema,
  summary: 'Create an empty group; 409 member.group.name_taken when another group has the name.',
});

export const renameGroup = defineEndpoint({
  id: 'adminMember.renameGroup',
  method: 'PUT',
  path: `${base}/groups/{groupKey}`,
  auth: 'required',
  access,
  params: groupParams,
  body: z.object({ name: groupNameSchema }),
  response: memberGroupSchema,
  summary: 'Rename a group; 409 member.group.name_taken when another group has the name, 404 when gone.',
});

export const deleteGroup = defineEndpoint({
  id: 'adminMember.deleteGroup',
  method: 'DELETE',
  path: `${base}/groups/{groupKey}`,
  auth: 'required',
  access,
  params: groupParams,
  response: z.null(),
  summary: 'Delete a group (204): only the memberships go, the members stay members. 404 when gone.',
});

// ---- a group's members ------------------------------------------------------------------------

export const groupMembers = defineEndpoint({
  id: 'adminMember.groupMembers',
  method: 'GET',
  path: `${base}/groups/{groupKey}/members`,
  auth: 'required',
  access,
  params: groupParams,
  query: z.extend(groupMembersFilterSchema, adminListQuery(groupMemberSortFields, 50)),
  response: adminPageOf(groupMemberSchema),
  summary: "A group's members, filtered (name/e-mail/phone, joined period, marketing consent), sorted, paged.",
});

export const removeGroupMembers = defineEndpoint({
  id: 'adminMember.removeGroupMembers',
  method: 'POST',
  path: `${base}/groups/{groupKey}/members/remove`,
  auth: 'required',
  access,
  params: groupParams,
  body: z.object({ selection: groupMemberScopeSchema }),
  response: z.object({ removedCount: z.number().check(z.int(), z.gte(0)) }),
  summary:
    'Take members out of the group by keys or by a frozen query scope; 409 selection.changed when the scope no longer matches expectedCount.',
});

export const addGroupMembers = defineEndpoint({
  id: 'adminMember.addGroupMembers',
  method: 'POST',
  path: `${base}/groups/{groupKey}/members`,
  auth: 'required',
  access,
  params: groupParams,
  body: z.object({
    accountKeys: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(ADD_MEMBERS_MAX)),
  }),
  response: z.object({
    addedCount: z.number(),
    alreadyInGroupCount: z.number(),
    /** Keys no member has (withdrawn since the search, say); nothing is added for them. */
    notFound: z.array(z.string()),
  }),
  summary: 'Put members in the group by account key; members already in it are counted, unknown keys listed.',
});

export const memberSearch = defineEndpoint({
  id: 'adminMember.memberSearch',
  method: 'GET',
  path: `${base}/members/search`,
  auth: 'required',
  access,
  query: z.object({
    q: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    /** Marks the candidates already in this group. */
    groupKey: z.optional(z.string()),
    ...adminListQuery(['displayName'], 20),
  }),
  response: adminPageOf(memberCandidateSchema),
  summary: "Active members whose name, e-mail or phone contains q, for the add dialog; marks those already in groupKey.",
});

export const importDryRun = defineEndpoint({
  id: 'adminMember.importDryRun',
  method: 'POST',
  path: `${base}/groups/{groupKey}/members/import/dry-run`,
  auth: 'required',
  access,
  params: groupParams,
  body: z.object({ identifiers: importRows }),
  response: importDryRunSchema,
  summary: 'Classify each e-mail or phone of an import (NEW / ALREADY / NOT_FOUND / INVALID); changes nothing.',
});

export const importCommit = defineEndpoint({
  id: 'adminMember.importCommit',
  method: 'POST',
  path: `${base}/groups/{groupKey}/members/import`,
  auth: 'required',
  access,
  params: groupParams,
  body: z.object({ identifiers: importRows, mode: importModeSchema }),
  response: jobSchema,
  summary: 'Add the imported members as a job (valid rows only, or all-or-nothing); its item errors name the rows left out.',
});

export const exportMembers = defineEndpoint({
  id: 'adminMember.exportMembers',
  method: 'POST',
  path: `${base}/groups/{groupKey}/members/export`,
  auth: 'required',
  access,
  params: groupParams,
  body: z.object({
    format: exportFormatSchema,
    /** Only these members (the selection); every member of the group when absent. */
    selection: z.optional(groupMemberScopeSchema),
  }),
  response: jobSchema,
  summary: "Export the group's members (all, or a selection) as a job whose result is an XLSX or CSV file.",
});

export const adminMemberEndpoints = {
  groups,
  group,
  createGroup,
  renameGroup,
  deleteGroup,
  groupMembers,
  removeGroupMembers,
  addGroupMembers,
  memberSearch,
  importDryRun,
  importCommit,
  exportMembers,
};
