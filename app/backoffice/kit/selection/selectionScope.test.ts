/**
 * The selection scope against issue 15 part 2: select rows, the page, or "all N matching" — a
 * frozen filter plus exclusions sent to the server, never a list of ids; toggling a row under
 * "all matching" adds or removes an exclusion; a selection belongs to its list and its filter;
 * the count and scope in words ("검색 결과 전체 8,214명" vs "선택한 12명"); picked rows keep the fact
 * they were picked with across pages (issue 17 closing note: the shipping bulk bar across pages).
 */
import { describe, expect, it } from 'vitest';
import {
  describeSelection,
  emptySelection,
  isSelected,
  isTooLarge,
  pickedFacts,
  selectAllMatching,
  selectedCount,
  selectionFor,
  selectionKeepingPicks,
  selectionOwner,
  setVisible,
  toSelectionScope,
  toggleKey,
  type SelectionWords,
} from './selectionScope';

type Filter = { status?: string[] };
const owner = selectionOwner('members', 'status=ACTIVE');
const start = emptySelection<Filter>(owner);
const page = ['a', 'b', 'c'];
const words: SelectionWords = {
  picked: (count, unit) => `선택한 ${count}${unit}`,
  allMatching: (total, unit) => `검색 결과 전체 ${total}${unit}`,
  matchingExcept: (count, total, unit) => `검색 결과 ${total}${unit} 중 ${count}${unit}`,
};

describe('select rows and the page', () => {
  it('nothing selected sends nothing', () => {
    expect(toSelectionScope(start)).toBeNull();
    expect(selectedCount(start)).toBe(0);
  });

  it('picked rows are sent by key', () => {
    const picked = toggleKey(toggleKey(start, 'a'), 'c');
    expect(toSelectionScope(picked)).toEqual({ kind: 'keys', keys: ['a', 'c'] });
    expect(toggleKey(picked, 'a').keys).toEqual(new Set(['c']));
  });

  it('"this page" selects the rows shown and keeps rows picked on other pages', () => {
    const elsewhere = toggleKey(start, 'z');
    const wholePage = setVisible(elsewhere, page, new Set(page));
    expect(selectedCount(wholePage)).toBe(4);
    expect(selectedCount(setVisible(wholePage, page, new Set()))).toBe(1);
  });
});

describe('"all N matching" is a frozen filter plus exclusions, never a list of ids', () => {
  const all = selectAllMatching(setVisible(start, page, new Set(page)), { status: ['ACTIVE'] }, 8214);

  it('sends the filter, no keys, and the count the screen showed', () => {
    expect(toSelectionScope(all)).toEqual({ kind: 'query', filter: { status: ['ACTIVE'] }, excluded: [], expectedCount: 8214 });
    expect(isSelected(all, 'any-row-on-any-page')).toBe(true);
  });

  it('toggling a row adds an exclusion, toggling it again removes it', () => {
    const without = toggleKey(all, 'b');
    expect(isSelected(without, 'b')).toBe(false);
    expect(toSelectionScope(without)).toEqual({ kind: 'query', filter: { status: ['ACTIVE'] }, excluded: ['b'], expectedCount: 8213 });
    expect(toSelectionScope(toggleKey(without, 'b'))).toMatchObject({ excluded: [], expectedCount: 8214 });
  });

  it('unchecking the page excludes the rows shown', () => {
    const pageOut = setVisible(all, page, new Set(['a']));
    expect(toSelectionScope(pageOut)).toMatchObject({ excluded: ['b', 'c'], expectedCount: 8212 });
  });

  it('excluding every matching row leaves nothing selected', () => {
    const tiny = selectAllMatching(start, {}, 2);
    expect(toSelectionScope(toggleKey(toggleKey(tiny, 'a'), 'b'))).toBeNull();
  });

  it('more exclusions than one request may carry is flagged', () => {
    const many = Array.from({ length: 1001 }, (_, index) => `k${index}`);
    expect(isTooLarge(setVisible(selectAllMatching(start, {}, 5000), many, new Set()))).toBe(true);
    expect(isTooLarge(all)).toBe(false);
  });
});

describe('picked rows keep their facts across pages (what the bulk bar offers depends on them)', () => {
  type Status = 'PENDING' | 'PREPARED_DELIVERY';
  const base = emptySelection<Filter, Status>(owner);
  const page1 = new Map<string, Status>([['a', 'PENDING'], ['b', 'PREPARED_DELIVERY']]);
  const page2 = new Map<string, Status>([['x', 'PENDING']]);
  const on = (shown: Map<string, Status>) => (key: string) => shown.get(key);

  it('a row picked on page 1 keeps its status when page 2 is shown', () => {
    const picked = toggleKey(toggleKey(base, 'a', on(page1)), 'x', on(page2));
    expect(pickedFacts(picked, on(page2))).toEqual(['PENDING', 'PENDING']);
  });
  it('"this page" remembers every row shown; unpicking forgets it', () => {
    const picked = setVisible(base, [...page1.keys()], new Set(page1.keys()), on(page1));
    expect(pickedFacts(picked, on(page2))?.sort()).toEqual(['PENDING', 'PREPARED_DELIVERY']);
    const less = setVisible(picked, [...page1.keys()], new Set(['a']), on(page1));
    expect(pickedFacts(less, on(page2))).toEqual(['PENDING']);
    expect(less.facts.has('b')).toBe(false);
  });
  it("a row shown now gives its current fact, fresher than the one it was picked with", () => {
    const picked = toggleKey(base, 'a', on(page1));
    expect(pickedFacts(picked, on(new Map([['a', 'PREPARED_DELIVERY']])))).toEqual(['PREPARED_DELIVERY']);
  });
  it('a row picked without a fact makes the facts unknown, and "all matching" has none', () => {
    expect(pickedFacts(toggleKey(base, 'a'), on(page2))).toBeNull();
    const all = selectAllMatching(toggleKey(base, 'a', on(page1)), {}, 10);
    expect(pickedFacts(all, on(page1))).toBeNull();
    expect(all.facts.size).toBe(0);
  });
  it('nothing picked: no facts, which offers nothing', () => {
    expect(pickedFacts(base)).toEqual([]);
  });
});

describe('a selection belongs to its list and its filter', () => {
  it('under the same owner it is kept', () => {
    const picked = toggleKey(start, 'a');
    expect(selectionFor(picked, owner)).toBe(picked);
  });

  it('changing the filter clears it', () => {
    const picked = selectAllMatching(start, {}, 10);
    const changed = selectionFor(picked, selectionOwner('members', 'status=DORMANT'));
    expect(selectedCount(changed)).toBe(0);
    expect(changed.matching).toBeNull();
  });

  it('another list does not see it', () => {
    expect(selectedCount(selectionFor(toggleKey(start, 'a'), selectionOwner('orders', 'status=ACTIVE')))).toBe(0);
  });
});

describe('picks that outlive a search (the recipient picker, issue 38)', () => {
  const searched = (q: string) => selectionOwner('members', `q=${q}`);

  it('rows picked under one search stay picked, with their facts, under the next ones', () => {
    const first = toggleKey(emptySelection<Filter, string>(searched('김')), 'a', () => '김하늘');
    const second = toggleKey(selectionKeepingPicks(first, searched('이')), 'b', () => '이서준');
    const third = toggleKey(selectionKeepingPicks(second, searched('박')), 'c', () => '박지우');
    expect(toSelectionScope(third)).toEqual({ kind: 'keys', keys: ['a', 'b', 'c'] });
    expect(pickedFacts(third)).toEqual(['김하늘', '이서준', '박지우']);
  });

  it('"all matching" belonged to its search and is gone under another', () => {
    const all = selectAllMatching(emptySelection<Filter>(searched('김')), { status: ['ACTIVE'] }, 40);
    expect(selectedCount(selectionKeepingPicks(all, searched('이')))).toBe(0);
  });
});

describe('the count and scope in words, with the list’s unit', () => {
  it('"선택한 12명" for picked rows', () => {
    const twelve = setVisible(start, Array.from({ length: 12 }, (_, i) => `r${i}`), new Set(Array.from({ length: 12 }, (_, i) => `r${i}`)));
    expect(describeSelection(twelve, '명', words)).toBe('선택한 12명');
  });

  it('"검색 결과 전체 8,214명" for all matching', () => {
    expect(describeSelection(selectAllMatching(start, {}, 8214), '명', words)).toBe('검색 결과 전체 8,214명');
  });

  it('with exclusions, how many of the total', () => {
    expect(describeSelection(toggleKey(selectAllMatching(start, {}, 8214), 'a'), '건', words)).toBe('검색 결과 8,214건 중 8,213건');
  });
});
