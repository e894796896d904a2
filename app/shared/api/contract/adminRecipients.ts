/**
 * Choosing the people a back-office job gives something to (issue 29 assignments, issue 30 coupons
 * issued to individual accounts): one shape for whom, and one for the dry run of an imported list,
 * so every area that gives to people reads and sends them alike and the kit's recipient picker
 * (app/backoffice/kit/recipients/) serves them all. Each area keeps its own calls (its permission,
 * its paths); it re-uses these schemas in them.
 *
 * What an area's server promises with them:
 * - the people are the member search's selection (keys, or "all N matching" as the member list's
 *   query scope, never 10,000 ids), a member group with the count the operator saw, or the account
 *   keys a dry run found new; a query scope or a group whose count moved since is refused with 409
 *   `selection.changed` (`data.matchingCount`), so a job never touches more people than were seen;
 * - the dry run tells every identifier of a list apart before anything is sent: new, already holds
 *   what is given, a withdrawn (or blocked) account, no such account, not an identifier at all.
 */
import { z } from 'zod/mini';
import { countSchema as count, recordKeySchema as key } from './common';
import { memberListScopeSchema } from './adminMemberList';

/** Most accounts one list (pasted or a file) names at once. */
export const RECIPIENT_LIST_MAX = 10_000;


const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LOGIN_ID = /^[A-Za-z0-9._-]{3,30}$/;

/**
 * Whether a line of an imported list can name an account: an e-mail or a login id. The file check
 * in the page and every server dry run (its INVALID rows) read this one rule.
 */
export function isAccountIdentifier(value: string): boolean {
  const trimmed = value.trim();
  return EMAIL.test(trimmed) || LOGIN_ID.test(trimmed);
}

export const accountIdentifierMessage = '이메일 또는 아이디 형식이 아니에요.';

/** A member group as a picker offers it, with its member count (the count a GROUP sends back). */
export const recipientGroupSchema = z.object({ groupKey: z.string(), name: z.string(), memberCount: count });
export type RecipientGroup = z.infer<typeof recipientGroupSchema>;

/** A row of the member search. */
export const recipientMemberSchema = z.object({
  accountKey: z.string(),
  displayName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
});
export type RecipientMember = z.infer<typeof recipientMemberSchema>;

/** Whom to give it to: the three ways of choosing people (an imported list arrives as the dry run's keys). */
export const recipientsSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('SELECTION'), selection: memberListScopeSchema }),
  z.object({ source: z.literal('GROUP'), groupKey: key, expectedCount: z.number().check(z.int(), z.gte(1)) }),
  z.object({ source: z.literal('LIST'), accountKeys: z.array(key).check(z.minLength(1), z.maxLength(RECIPIENT_LIST_MAX)) }),
]);
export type Recipients = z.input<typeof recipientsSchema>;

/** The identifiers of a list sent to a dry run (e-mails or login ids, as typed). */
export const recipientIdentifiersSchema = z.array(z.string().check(z.maxLength(200))).check(z.minLength(1), z.maxLength(RECIPIENT_LIST_MAX));

/** What a dry run says of one identifier; only NEW ones are sent on. */
export const recipientRowKinds = ['NEW', 'ALREADY_HOLDS', 'WITHDRAWN', 'NOT_FOUND', 'INVALID'] as const;
export const recipientRowKindSchema = z.enum(recipientRowKinds);
export type RecipientRowKind = z.infer<typeof recipientRowKindSchema>;

export const recipientRowSchema = z.object({
  identifier: z.string(),
  kind: recipientRowKindSchema,
  /** The account named (NEW, ALREADY_HOLDS, WITHDRAWN); null when there is none. */
  accountKey: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
});
export type RecipientRow = z.infer<typeof recipientRowSchema>;

/** A dry run's answer: one row per identifier, in the order sent. */
export const recipientDryRunSchema = z.object({ rows: z.array(recipientRowSchema) });
export type RecipientDryRun = z.infer<typeof recipientDryRunSchema>;
