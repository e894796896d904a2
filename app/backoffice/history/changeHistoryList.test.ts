/**
 * The change-history page's list (issue 15, part 6 "a change-history page lists all of it with
 * the list kit"): its URL holds record types, actor, record key and Seoul days; the record-type
 * filter offers only what the person may see; and the endpoint gets Seoul days as they are.
 */
import { describe, expect, it } from 'vitest';
import { parseListState, serializeListState } from '../kit/list/urlState';
import { changeHistoryList, toChangesQuery } from './changeHistoryList';

const full = changeHistoryList(['ORGANIZATION', 'MEMBER_GROUP', 'JOB']);
const limited = changeHistoryList(['MEMBER_GROUP', 'JOB']);

function stateOf(list: typeof full, search: string) {
  return parseListState(list, new URLSearchParams(search));
}

describe('change-history list (issue 15, part 6)', () => {
  it('the menu link is the default view: newest first, 50 a page, no filter', () => {
    expect(toChangesQuery(stateOf(full, ''))).toEqual({ page: 1, size: 50, sort: 'changedAt,desc', folded: true });
  });

  it('record types as a set, actor and record key as trimmed text, Seoul days as days', () => {
    const state = stateOf(
      full,
      '?type=MEMBER_GROUP,ORGANIZATION&actor=%20강운영%20&key=tenant-klass&changed=2026-11-01~2026-11-30&sort=changedAt,asc&page=2&size=20',
    );
    expect(toChangesQuery(state)).toEqual({
      page: 2,
      size: 20,
      sort: 'changedAt,asc',
      recordType: ['ORGANIZATION', 'MEMBER_GROUP'],
      actor: '강운영',
      recordKey: 'tenant-klass',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it("folds a bulk change's per-record entries by default (issue 27); shown when asked for, or when one record is looked up", () => {
    expect(toChangesQuery(stateOf(full, ''))).toMatchObject({ folded: true });
    expect(toChangesQuery(stateOf(full, '?parts=SHOWN'))).not.toHaveProperty('folded');
    expect(toChangesQuery(stateOf(full, '?key=acc-1'))).not.toHaveProperty('folded');
  });

  it('an open-ended day range sends only its given side; blank text sends nothing', () => {
    expect(toChangesQuery(stateOf(full, '?changed=~2026-11-30&actor=%20'))).toEqual({
      page: 1,
      size: 50,
      sort: 'changedAt,desc',
      to: '2026-11-30',
      folded: true,
    });
  });

  it('an operator without SITE is never offered 사이트 정보, and a link naming it is no such filter', () => {
    expect(limited.filters.type.options.map((option) => option.value)).toEqual(['MEMBER_GROUP', 'JOB']);
    expect(toChangesQuery(stateOf(limited, '?type=ORGANIZATION'))).not.toHaveProperty('recordType');
    expect(toChangesQuery(stateOf(limited, '?type=ORGANIZATION,JOB'))).toMatchObject({ recordType: ['JOB'] });
  });

  it('one view has one URL: the filters survive a round trip', () => {
    const search = new URLSearchParams('type=ORGANIZATION&actor=강&changed=2026-11-01~').toString();
    expect(serializeListState(full, stateOf(full, `?${search}`)).toString()).toBe(search);
  });
});
