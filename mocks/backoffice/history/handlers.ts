/**
 * Change-history handlers (`/rest/history/admin/tenant/changes`, issue 15 part 6): the recorded
 * changes, filtered, sorted and paged by the one list query, holding only the record types the
 * caller's permissions show (adminHistory.ts `historyRecordPermission`), and of the JOB entries only
 * those of jobs the job centre shows the caller (a job they started or of an area they hold): a
 * job's history says no more than the job centre would. The actor filter finds its text
 * in the account key or the name, as an operator types it on the history page. `folded` leaves out
 * the entries that are one record of a bulk change (issue 27): the bulk change's entry names them.
 */
import {
  adminHistoryEndpoints,
  historyRecordPermission,
  visibleRecordTypes,
} from '@app/shared/api/contract/adminHistory';
import type { HttpHandler } from 'msw';
import { db } from '@mocks/db/database';
import { operatorGrant } from '@mocks/engine/access';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { findJob, jobVisibleTo } from '@mocks/backoffice/jobs/engine';
import { allOf, between, by, contains, equals, oneOf, orderBy, pageOf, select } from '@mocks/engine/query';
import { seoulDayEnd, seoulDayStart } from '@mocks/engine/seoulTime';

export const adminHistoryHandlers = {
  changes: handle(adminHistoryEndpoints.changes, ({ query, auth }) => {
    const visible = visibleRecordTypes(operatorGrant(auth?.sub ?? '')?.permissions ?? []);
    const hidden = query.recordType?.find((type) => !visible.includes(type));
    if (hidden) {
      throw new MockError('permissionDenied', '이 변경 이력을 볼 권한이 없어요.', {
        required: historyRecordPermission(hidden),
      });
    }
    const jobVisible = jobVisibleTo(auth);
    const [, direction = 'desc'] = (query.sort ?? 'changedAt,desc').split(',') as [string, 'asc' | 'desc'];
    const rows = select(db.historyChanges.all(), {
      where: allOf(
        oneOf((row) => row.record.type, query.recordType ?? visible),
        (row) => {
          if (row.record.type !== 'JOB') return true;
          const job = findJob(row.record.key);
          return job !== undefined && jobVisible(job);
        },
        equals((row) => row.record.key, query.recordKey),
        equals((row) => row.partOf, query.partOf),
        // Folded: one record of a bulk change is read through the bulk change's entry.
        (row) => !query.folded || row.partOf === undefined,
        // One line each, so a search never matches across the key and the name.
        contains((row) => `${row.actor.accountKey}\n${row.actor.displayName}`, query.actor),
        between((row) => Date.parse(row.changedAt), {
          min: query.from ? seoulDayStart(query.from) : undefined,
          max: query.to ? seoulDayEnd(query.to) : undefined,
        }),
      ),
      orderBy: orderBy(
        by((row) => row.changedAt, direction),
        by((row) => row.changeKey, direction),
      ),
    });
    return pageOf(rows, query);
  }),
} satisfies Record<keyof typeof adminHistoryEndpoints, HttpHandler>;
