/**
 * The confirm-and-recount flow of the kit's recipient picker without React (startFlow.ts; issues 29
 * and 30, one flow for the assign page and the coupon issue page): a failed start asks again only
 * when the server says the count moved, and the second answer sends the same people with the count
 * found — never more than was confirmed, never a silent resend.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';
import { idleStep, movedChoice, stepAfterFailure, type ChosenRecipients } from './startFlow';

const moved = (matchingCount: number) =>
  new ApiError({ status: 409, code: errorCodes.selectionChanged.code, message: '바뀌었어요', data: { expectedCount: 20, matchingCount } });

const fromMembers: ChosenRecipients = {
  recipients: { source: 'SELECTION', selection: { kind: 'query', filter: { group: ['grp-1'] }, excluded: ['acc-9'], expectedCount: 20 } },
  count: 20,
  scope: '회원 목록에서 고른 20명',
};

describe('after a start failed', () => {
  it('asks again with the count the server found when the scope moved', () => {
    expect(stepAfterFailure(fromMembers, moved(25))).toEqual({ kind: 'moved', chosen: fromMembers, matching: 25 });
  });

  it('asks nothing for any other failure: the page says it at its form', () => {
    expect(stepAfterFailure(fromMembers, new ApiError({ status: 500, code: errorCodes.serverError.code, message: '오류', data: null }))).toBe(idleStep);
    expect(stepAfterFailure(fromMembers, new Error('network'))).toBe(idleStep);
  });
});

describe('the second answer', () => {
  it('sends the same scope, filter and exclusions with the count found, and says that count', () => {
    const step = stepAfterFailure(fromMembers, moved(25));
    if (step.kind !== 'moved') throw new Error('expected to be asked again');
    expect(movedChoice(step)).toEqual({
      recipients: { source: 'SELECTION', selection: { kind: 'query', filter: { group: ['grp-1'] }, excluded: ['acc-9'], expectedCount: 25 } },
      count: 25,
      scope: '회원 목록에서 고른 20명',
    });
  });

  it('moves a group by its count; picked keys are sent as they were', () => {
    const group: ChosenRecipients = { recipients: { source: 'GROUP', groupKey: 'grp-1', expectedCount: 20 }, count: 20, scope: '그룹' };
    expect(movedChoice({ kind: 'moved', chosen: group, matching: 18 }).recipients).toEqual({ source: 'GROUP', groupKey: 'grp-1', expectedCount: 18 });
    const keys: ChosenRecipients = { recipients: { source: 'SELECTION', selection: { kind: 'keys', keys: ['acc-1'] } }, count: 1, scope: '선택한 1명' };
    expect(movedChoice({ kind: 'moved', chosen: keys, matching: 1 }).recipients).toBe(keys.recipients);
  });
});
