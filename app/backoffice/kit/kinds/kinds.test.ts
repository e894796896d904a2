/**
 * Job kinds and record types declared by their areas (issue 37): two areas declaring one kind
 * fail (the contract's declarations and the app's words alike), and every kind the contract finds
 * has its words in an area's kinds.ts — none missing, none for a kind no area declares — with
 * every field labelled in Korean.
 */
import { describe, expect, it } from 'vitest';
import { declaredJobKinds, declaredRecordTypes } from '@app/shared/api/contract/areaKinds';
import { defineAreaKinds, gatherAreaKinds } from '@app/shared/api/contract/defineKinds';
import { defineKindWords } from './defineKindWords';
import { gatherKindWords, kindWords } from './foundKindWords';

const capabilities = { stoppable: false, itemActions: false };

describe('kinds declared by their areas', () => {
  it('refuses a job kind or record type two areas declare, naming both files', () => {
    const first = defineAreaKinds({ jobKinds: { BOARD_EXPORT: capabilities }, recordTypes: { BOARD: { permission: 'BOARD' } } });
    const again = defineAreaKinds({ jobKinds: { BOARD_EXPORT: capabilities } });
    expect(() => gatherAreaKinds({ './adminBoardKinds.ts': first, './adminMessageKinds.ts': again })).toThrow(
      'job kind BOARD_EXPORT is declared twice: in ./adminBoardKinds.ts and in ./adminMessageKinds.ts',
    );
    expect(() => gatherAreaKinds({ './adminBoardKinds.ts': first, './adminPageKinds.ts': { recordTypes: { BOARD: { permission: null } } } })).toThrow(
      'history record type BOARD is declared twice',
    );
    expect(gatherAreaKinds({ './adminBoardKinds.ts': first, './adminMessageKinds.ts': { jobKinds: { MESSAGE_SEND: capabilities } } }).jobKinds).toEqual({
      BOARD_EXPORT: capabilities,
      MESSAGE_SEND: capabilities,
    });
  });

  it('refuses words two areas give one kind', () => {
    const words = defineKindWords({ jobKinds: { EXPORT: '내보내기' } });
    expect(() => gatherKindWords({ '../../boards/kinds.ts': words, '../../messages/kinds.ts': words })).toThrow('job kind EXPORT has words in');
    const group = defineKindWords({ recordTypes: { MEMBER_GROUP: { name: '회원 그룹', fields: {} } } });
    expect(() => gatherKindWords({ '../../a/kinds.ts': group, '../../b/kinds.ts': group })).toThrow('history record type MEMBER_GROUP has words in');
  });

  it('finds the areas’ declarations, an exchange code its own record type', () => {
    expect(declaredJobKinds).toEqual(expect.arrayContaining(['EXPORT', 'COUPON_ISSUE', 'TICKET_ASSIGNMENT']));
    expect(declaredRecordTypes).toEqual(expect.arrayContaining(['COUPON', 'EXCHANGE_CODE', 'MEMBER', 'JOB']));
  });

  it('has words for exactly the declared kinds', () => {
    expect([...kindWords.jobKinds.keys()].sort()).toEqual([...declaredJobKinds].sort());
    expect([...kindWords.recordTypes.keys()].sort()).toEqual([...declaredRecordTypes].sort());
  });

  it('labels every declared field in Korean', () => {
    const unlabelled = [...kindWords.recordTypes].flatMap(([type, { words }]) =>
      [words.name, ...Object.values(words.fields).map((field) => field.label)].filter((label) => !/[가-힣]/.test(label)).map((label) => `${type}: ${label}`),
    );
    expect(unlabelled).toEqual([]);
  });
});
