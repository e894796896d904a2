/**
 * The member-group screens' rules as pure functions (backoffice.md §5 "Common text: default 2-30,
 * allowed Korean/English/digits/specials", §9 dates, issue 15): the group-name field with its
 * Korean messages (the same rule the contract holds the server to), and the import's one column —
 * an e-mail or a mobile number — with its key for spotting the same member twice in a file; and
 * how a removal from the group shows on a page of its members while in its undo window, and how it
 * is taken back (undone, or its send failed after later removals were applied).
 */
import { z } from 'zod/mini';
import { GROUP_NAME_MAX, GROUP_NAME_MIN, type GroupMember, type MemberGroup } from '@app/shared/api/contract/adminMember';
import { copy } from '@app/shared/copy';
import { emailRule } from '@app/shared/lib/validation/account';
import { phoneRule } from '@app/shared/lib/validation/phone';
import { boundedText } from '@app/shared/lib/validation/text';
import type { MemberSelection } from '../api/adminMember';
import type { ListPageData } from '../kit/list/ListPage';

export const groupNameFormSchema = z.object({ name: boundedText({ min: GROUP_NAME_MIN, max: GROUP_NAME_MAX }) });

/** The forms' mobile-number rule (it lets an empty field pass: an import row must name someone). */
const mobileRule = phoneRule();
const isMobile = (value: string) => value !== '' && mobileRule.safeParse(value).success;

export type ImportContactKey = 'contact';
export interface ImportContact {
  contact: string;
}

/** An e-mail as typed, or a mobile number (spaces ignored, hyphens optional). */
export const importContactSchema = z.object({
  contact: z.string().check(
    z.trim(),
    z.refine((value) => emailRule.safeParse(value).success || isMobile(value.replace(/\s/g, '')), {
      message: copy.backofficeMembers.importContactRule,
    }),
  ),
});

/** One member per key: e-mails ignore case, phones their hyphens and spaces. */
export function contactKey({ contact }: ImportContact): string {
  return contact.includes('@') ? contact.toLowerCase() : contact.replace(/\D/g, '');
}

export type GroupMembersPage = ListPageData<GroupMember>;

/** Whether a removal's selection takes `member` out of the group. */
function selects(selection: MemberSelection): (member: GroupMember) => boolean {
  if (selection.kind === 'keys') {
    const keys = new Set(selection.keys);
    return (member) => keys.has(member.accountKey);
  }
  const excluded = new Set(selection.excluded);
  return (member) => !excluded.has(member.accountKey);
}

/** The page as it looks with the selection's `count` members out of the group (the undo window's view). */
export function withoutSelected(page: GroupMembersPage, selection: MemberSelection, count: number): GroupMembersPage {
  const removed = selects(selection);
  return { ...page, items: page.items.filter((member) => !removed(member)), totalCount: Math.max(0, page.totalCount - count) };
}

/**
 * Takes one removal back on the page as it is `now`: the members it took off (as `before` showed
 * them) come back in their places, and `count` is added back — while what later changes did stays
 * (a member another removal took off stays off). Restoring `before` whole would hide those: a
 * send that fails answers after the next removal was already applied.
 */
export function withRemovalTakenBack(
  now: GroupMembersPage | undefined,
  before: GroupMembersPage,
  selection: MemberSelection,
  count: number,
): GroupMembersPage | undefined {
  if (!now) return now;
  const removed = selects(selection);
  const onScreen = new Set(now.items.map((member) => member.accountKey));
  const known = new Set(before.items.map((member) => member.accountKey));
  const items = [
    ...before.items.filter((member) => removed(member) || onScreen.has(member.accountKey)),
    // Rows the page gained since (a refetch): kept, after the ones it had.
    ...now.items.filter((member) => !known.has(member.accountKey)),
  ];
  return { ...now, items, totalCount: now.totalCount + count };
}

/** The group's count with one removal of `count` members taken back. */
export function withCountTakenBack(now: MemberGroup | undefined, count: number): MemberGroup | undefined {
  return now ? { ...now, memberCount: now.memberCount + count } : now;
}
