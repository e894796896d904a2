/**
 * Coupon issue handlers (adminCouponIssue.ts): the groups and the member search a coupon can be
 * issued to (the member area's, read from the one database through the shared recipients module),
 * a list's dry run against the coupon's holders, issuing an operating specification as a
 * COUPON_ISSUE job of the job engine — one item per account: a holder already is skipped, a
 * withdrawn account is an item error for good, a blocked one an item error the job centre can
 * retry once the block is lifted; each new hold raises the specification's issuedCount (derived from
 * the holds, usage.ts) — and the
 * holders, newest first by cursor.
 */
import { adminCouponIssueEndpoints, type CouponHolder } from '@app/shared/api/contract/adminCouponIssue';
import { allowedCouponActions, canApplyCouponAction } from '@app/shared/api/contract/adminCouponRules';
import type { HttpHandler } from 'msw';
import { recordChange } from '@mocks/backoffice/history/record';
import { startJob } from '@mocks/backoffice/jobs/engine';
import { classifyRecipients, recipientAccounts, recipientGroups, recipientSearch } from '@mocks/backoffice/recipients';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { sliceAfter } from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import type { CouponHoldRecord, CouponSpecRecord } from './collections';
import { couponError } from './errors';

const holdKeyOf = (couponKey: string, accountKey: string) => `${couponKey}|${accountKey}`;

function toHolder(hold: CouponHoldRecord): CouponHolder {
  return { accountKey: hold.accountKey, displayName: hold.displayName, email: hold.email, issuedAt: hold.issuedAt, jobId: hold.jobId };
}

function requireCoupon(couponKey: string): CouponSpecRecord {
  const coupon = db.couponSpecs.findFirst((q) => q.where({ couponKey }));
  if (!coupon) throw new MockError('notFound', '쿠폰을 찾을 수 없어요.', { couponKey });
  return coupon;
}

/** Who holds the coupon now, by account key. */
function holderKeys(couponKey: string): Set<string> {
  return new Set(db.couponHolds.findMany((q) => q.where({ couponKey })).map((hold) => hold.accountKey));
}

export const adminCouponIssueHandlers = {
  issueGroups: handle(adminCouponIssueEndpoints.issueGroups, () => ({ items: recipientGroups() })),

  issueMembers: handle(adminCouponIssueEndpoints.issueMembers, ({ query }) => recipientSearch(query)),

  issueDryRun: handle(adminCouponIssueEndpoints.issueDryRun, ({ params, body }) => {
    const coupon = requireCoupon(params.couponKey);
    return { rows: classifyRecipients(body.identifiers, holderKeys(coupon.couponKey)) };
  }),

  issue: handle(adminCouponIssueEndpoints.issue, async ({ params, body, auth }) => {
    const coupon = requireCoupon(params.couponKey);
    if (!canApplyCouponAction(coupon.status, 'ISSUE')) {
      throw couponError('couponTransitionNotAllowed', '운영 중인 쿠폰만 발급할 수 있어요.', {
        status: coupon.status,
        allowed: allowedCouponActions(coupon.status),
      });
    }
    const { accounts, scope } = recipientAccounts(body.recipients);
    if (accounts.length === 0) throw new MockError('badRequest', '발급할 계정이 없어요.', { field: 'recipients' });
    const couponKey = coupon.couponKey;
    let jobId = '';
    const job = await startJob({
      kind: 'COUPON_ISSUE',
      title: `‘${coupon.internalTitle}’ 쿠폰 발급`,
      scope: `${scope}${body.description ? ` · ${body.description}` : ''}`,
      area: 'COUPON',
      startedBy: actorOf(auth),
      items: accounts.map((account) => account.accountKey),
      // Each item reads the account and the holds as they are when it runs: a retry after a block
      // is lifted finds the account usable, and a hold given meanwhile is never given twice.
      async processItem(accountKey) {
        const holdKey = holdKeyOf(couponKey, accountKey);
        if (db.couponHolds.findFirst((q) => q.where({ holdKey }))) return 'skipped';
        const account = db.accounts.findFirst((q) => q.where({ accountKey }));
        if (!account || account.status === 'WITHDRAWN') {
          return { error: '탈퇴한 계정이라 발급할 수 없어요.', label: account?.email ?? accountKey, retryable: false };
        }
        if (account.status === 'BLOCKED') {
          return { error: '이용이 정지된 계정이에요. 정지가 풀리면 다시 시도할 수 있어요.', label: account.email, retryable: true };
        }
        await db.couponHolds.create({
          holdKey,
          couponKey,
          accountKey,
          displayName: account.displayName,
          email: account.email,
          issuedAt: new Date(settings.now()).toISOString(),
          jobId,
        });
        return 'ok';
      },
    });
    jobId = job.jobId;
    await recordChange({
      actor: auth,
      recordType: 'COUPON',
      recordKey: couponKey,
      recordLabel: coupon.internalTitle,
      action: 'UPDATE',
      before: { issueJob: null },
      after: { issueJob: `${job.jobId} · ${scope}` },
    });
    return job;
  }),

  holders: handle(adminCouponIssueEndpoints.holders, ({ params, query }) => {
    requireCoupon(params.couponKey);
    const rows = db.couponHolds.findMany((q) => q.where({ couponKey: params.couponKey })).reverse();
    const slice = sliceAfter(rows, { cursor: query.cursor, size: query.size, key: (hold) => hold.accountKey }, toHolder);
    if (!slice) throw new MockError('badRequest', '목록 위치가 올바르지 않아요.', { field: 'cursor' });
    return { ...slice, totals: { count: rows.length } };
  }),
} satisfies Record<keyof typeof adminCouponIssueEndpoints, HttpHandler>;
