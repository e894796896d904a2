/**
 * The member-group screens' rules as pure functions (backoffice.md §5 "Common text: default 2-30,
 * allowed Korean/English/digits/specials", §9 dates, issue 15): the group-name field with its
 * Korean messages (the same rule the contract holds the server to), and the import's one column —
 * an e-mail or a mobile number — with its key for spotting the same member twice in a file.
 */
import { z } from 'zod/mini';
import { GROUP_NAME_MAX, GROUP_NAME_MIN } from '@app/shared/api/contract/adminMember';
import { copy } from '@app/shared/copy';
import { emailRule } from '@app/shared/lib/validation/account';
import { boundedText } from '@app/shared/lib/validation/text';

export const groupNameFormSchema = z.object({ name: boundedText({ min: GROUP_NAME_MIN, max: GROUP_NAME_MAX }) });
export type GroupNameFormValues = z.infer<typeof groupNameFormSchema>;

const MOBILE = /^01[016789]-?\d{3,4}-?\d{4}$/;

export type ImportContactKey = 'contact';
export interface ImportContact {
  contact: string;
}

/** An e-mail as typed, or a mobile number (spaces ignored, hyphens optional). */
export const importContactSchema = z.object({
  contact: z.string().check(
    z.trim(),
    z.refine((value) => emailRule.safeParse(value).success || MOBILE.test(value.replace(/\s/g, '')), {
      message: copy.backofficeMembers.importContactRule,
    }),
  ),
});

/** One member per key: e-mails ignore case, phones their hyphens and spaces. */
export function contactKey({ contact }: ImportContact): string {
  return contact.includes('@') ? contact.toLowerCase() : contact.replace(/\D/g, '');
}
