/**
 * The `assignment-fails-part-way` scenario's world event (scenarios/registry.ts; issue 29: "a job
 * fail[s] part-way (some accounts withdrawn meanwhile, a ticket sold out)"), played on a job
 * started in that world: once its first account is given, the next two generated members
 * (`acc-member-…`, never the seeded learner or a staff account a journey logs in with) of its list
 * withdraw — their items fail with the withdrawn reason, not retryable — and once half the
 * accounts are through, its class or course is CLOSED, so the job FAILS there with the rest left
 * waiting (a retry goes on from them once it sells again). A pass has no CLOSED state: its job only
 * meets the withdrawals.
 */
import type { AccountRecord } from '@mocks/account/schemas';
import { db } from '@mocks/db/database';
import { settings } from '@mocks/engine/settings';
import type { AssignmentRecord } from './collections';

export const ASSIGNMENT_FAILS_PART_WAY = 'assignment.fails-part-way';

/** What happens before each item of a job in that world; null in every other world. */
export interface PartWayPlay {
  beforeItem(accounts: Map<string, AccountRecord>): Promise<void>;
}

async function withdraw(accountKey: string): Promise<AccountRecord | undefined> {
  const at = new Date(settings.now()).toISOString();
  return db.accounts.update((q) => q.where({ accountKey }), {
    data(draft) {
      draft.status = 'WITHDRAWN';
      draft.withdrawal = { at, by: 'SELF' };
    },
  });
}

async function close(record: AssignmentRecord): Promise<void> {
  const data = (draft: { status: 'OPEN' | 'PREPARING' | 'CLOSED' }) => {
    draft.status = 'CLOSED';
  };
  if (record.targetType === 'KLASS') await db.klasses.update((q) => q.where({ klassId: record.targetId }), { data });
  if (record.targetType === 'COURSE') await db.courses.update((q) => q.where({ courseId: record.targetId }), { data });
}

export function partWayPlay(record: AssignmentRecord): PartWayPlay | null {
  if (!settings.events.includes(ASSIGNMENT_FAILS_PART_WAY)) return null;
  const leaving = record.accountKeys.slice(1).filter((accountKey) => accountKey.startsWith('acc-member-')).slice(0, 2);
  const closeBefore = Math.max(2, Math.ceil(record.accountKeys.length / 2) + 1);
  let seen = 0;
  return {
    async beforeItem(accounts) {
      seen += 1;
      if (seen === 2) {
        for (const accountKey of leaving) {
          const left = await withdraw(accountKey);
          if (left) accounts.set(accountKey, left);
        }
      }
      if (seen === closeBefore) await close(record);
    },
  };
}
