import { describe, expect, it } from 'vitest';
import type { JobResult } from '@app/shared/api/contract/adminJob';
import { declareJobEffect, queryKeysChangedBy, type EffectJob, type JobEffect } from './jobEffects';

const members: JobEffect = { area: 'MEMBER', kinds: ['IMPORT'], queryKeys: [['adminMemberList'], ['adminMember']] };
const shipping: JobEffect = { area: 'SHIPPING', kinds: ['IMPORT'], queryKeys: [['adminShipping']] };
const effects = [members, shipping];

const counts = (succeeded: number, failed = 0): JobResult => ({ type: 'COUNTS', succeeded, failed, skipped: 0 });
const job = (patch: Partial<EffectJob> = {}): EffectJob => ({ area: 'MEMBER', kind: 'IMPORT', status: 'DONE', result: counts(2), ...patch });

describe('a finished job refreshes the queries of the area it changed (issue 16 closing note: the member list after a register job)', () => {
  it("a member register (IMPORT of MEMBER) that ended refreshes the member area's declared queries, not shipping's", () => {
    expect(queryKeysChangedBy(job(), effects)).toEqual([['adminMemberList'], ['adminMember']]);
  });
  it("a bulk invoice file (IMPORT of SHIPPING) refreshes the shipping queries", () => {
    expect(queryKeysChangedBy(job({ area: 'SHIPPING' }), effects)).toEqual([['adminShipping']]);
  });
  it('an export of the same area changes no data', () => {
    expect(queryKeysChangedBy(job({ kind: 'EXPORT', result: null }), effects)).toEqual([]);
  });
  it('a job still queued, running or paused has not changed what it will change yet', () => {
    for (const status of ['QUEUED', 'RUNNING', 'STOPPED'] as const) expect(queryKeysChangedBy(job({ status }), effects)).toEqual([]);
  });
  it('a job whose counts say nothing succeeded changed nothing (an all-or-nothing file refused whole)', () => {
    expect(queryKeysChangedBy(job({ status: 'FAILED', result: counts(0, 3) }), effects)).toEqual([]);
  });
  it('a job that failed or was cancelled part-way did change data', () => {
    expect(queryKeysChangedBy(job({ status: 'FAILED', result: counts(1, 1) }), effects)).toHaveLength(2);
    expect(queryKeysChangedBy(job({ status: 'CANCELLED', result: counts(1) }), effects)).toHaveLength(2);
  });
  it('a job of no area (its starter only) matches no effect', () => {
    expect(queryKeysChangedBy(job({ area: null }), effects)).toEqual([]);
  });
  it('the declared effects are what the job centre reads by default', () => {
    const declared = declareJobEffect({ area: 'COUPON', kinds: ['COUPON_ISSUE'], queryKeys: [['test.couponSpecs']] });
    expect(queryKeysChangedBy({ area: 'COUPON', kind: 'COUPON_ISSUE', status: 'DONE', result: counts(5) })).toEqual(declared.queryKeys);
  });
});
