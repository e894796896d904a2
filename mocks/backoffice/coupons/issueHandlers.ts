/**
 * Coupon issue handlers (adminCouponIssue.ts): the groups a coupon can be issued to (the member
 * area's groups, read from the one database), issuing an operating specification to a group as a
 * COUPON_ISSUE job of the job engine — one item per member: a holder already is skipped, a
 * withdrawn account is an item error, each new hold raises the specification's issuedCount — and
 * the holders, newest first by cursor.
 */
import { adminCouponIssueEndpoints, type CouponHolder } from '@app/shared/api/contract/adminCouponIssue';
import { allowedCouponActions, canApplyCouponAction } from '@app/shared/api/contract/adminCouponRules';
import type { HttpHandler } from 'msw';
import { recordChange } from '@mocks/backoffice/history/record';
import { startJob } from '@mocks/backoffice/jobs/engine';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { sliceAfter } from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import type { CouponHoldRecord } from './collections';
import { couponError } from './errors';

const holdKeyOf = (couponKey: string, accountKey: string) => `${couponKey}|${accountKey}`;

function toHolder(hold: CouponHoldRecord): CouponHolder {
  return { accountKey: hold.accountKey, displayName: hold.displayName, email: hold.email, issuedAt: hold.issuedAt, jobId: hold.jobId };
}

export const adminCouponIssueHandlers = {
  issueGroups: handle(adminCouponIssueEndpoints.issueGroups, () => ({
    items: db.memberGroups
      .all()
      .map((group) => ({ groupKey: group.groupKey, name: group.name, memberCount: group.members.length }))
      .sort((a, b) => a.name.localeCompare(b.name, 'ko')),
  })),

  issueToGroup: handle(adminCouponIssueEndpoints.issueToGroup, async ({ params, body, auth }) => {
    const coupon = db.couponSpecs.findFirst((q) => q.where({ couponKey: params.couponKey }));
    if (!coupon) throw new MockError('notFound', '쿠폰을 찾을 수 없습니다.', { couponKey: params.couponKey });
    if (!canApplyCouponAction(coupon.status, 'ISSUE')) {
      throw couponError('couponTransitionNotAllowed', '운영 중인 쿠폰만 발급할 수 있습니다.', {
        status: coupon.status,
        allowed: allowedCouponActions(coupon.status),
      });
    }
    const group = db.memberGroups.findFirst((q) => q.where({ groupKey: body.groupKey }));
    if (!group) throw new MockError('notFound', '회원 그룹을 찾을 수 없습니다.', { groupKey: body.groupKey });
    const couponKey = coupon.couponKey;
    const held = new Set(db.couponHolds.findMany((q) => q.where({ couponKey })).map((hold) => hold.holdKey));
    let jobId = '';
    const job = await startJob({
      kind: 'COUPON_ISSUE',
      title: `‘${coupon.internalTitle}’ 쿠폰 발급`,
      scope: `그룹 ‘${group.name}’ 전체 ${group.members.length.toLocaleString('ko-KR')}명${body.description ? ` · ${body.description}` : ''}`,
      area: 'COUPON',
      startedBy: actorOf(auth),
      items: group.members.map((member) => member.accountKey),
      async processItem(accountKey) {
        const holdKey = holdKeyOf(couponKey, accountKey);
        if (held.has(holdKey)) return 'skipped';
        const account = db.accounts.findFirst((q) => q.where({ accountKey }));
        if (!account || account.status !== 'ACTIVE') {
          return { error: '탈퇴했거나 이용할 수 없는 계정이에요.', label: account?.email ?? accountKey, retryable: false };
        }
        held.add(holdKey);
        await db.couponHolds.create({
          holdKey,
          couponKey,
          accountKey,
          displayName: account.displayName,
          email: account.email,
          issuedAt: new Date(settings.now()).toISOString(),
          jobId,
        });
        await db.couponSpecs.update((q) => q.where({ couponKey }), { data: (draft) => void (draft.issuedCount += 1) });
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
      after: { issueJob: `${job.jobId} · ${group.name}` },
    });
    return job;
  }),

  holders: handle(adminCouponIssueEndpoints.holders, ({ params, query }) => {
    if (!db.couponSpecs.findFirst((q) => q.where({ couponKey: params.couponKey }))) {
      throw new MockError('notFound', '쿠폰을 찾을 수 없습니다.', { couponKey: params.couponKey });
    }
    const rows = db.couponHolds.findMany((q) => q.where({ couponKey: params.couponKey })).reverse();
    const slice = sliceAfter(rows, { cursor: query.cursor, size: query.size, key: (hold) => hold.accountKey }, toHolder);
    if (!slice) throw new MockError('badRequest', '목록 위치가 올바르지 않습니다.', { field: 'cursor' });
    return { ...slice, totals: { count: rows.length } };
  }),
} satisfies Record<keyof typeof adminCouponIssueEndpoints, HttpHandler>;
