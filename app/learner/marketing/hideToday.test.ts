/**
 * "오늘 하루 보지 않기" hides a popup until the next Seoul day (issue 31), across midnight in
 * Asia/Seoul — not the browser's zone, not UTC's midnight — and for the viewer who hid it only.
 */
import { describe, expect, it } from 'vitest';
import { createHideTodayStore, hideTodayStorageKey, hideTodayViewer } from './hideToday';

const VISITOR = hideTodayViewer(null);

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** A Seoul wall-clock time as an instant. */
const seoul = (local: string) => Date.parse(`${local}+09:00`);

describe('hide a popup for today (Asia/Seoul)', () => {
  it('stays hidden until 23:59:59.999 Seoul time and shows again at 00:00 of the next Seoul day', () => {
    let now = seoul('2026-11-28T09:30:00');
    const store = createHideTodayStore(memoryStorage(), () => now, VISITOR);
    store.hideToday('mkt-popup-09');
    expect(store.isHidden('mkt-popup-09')).toBe(true);
    now = seoul('2026-11-28T23:59:59.999');
    expect(store.isHidden('mkt-popup-09')).toBe(true);
    now = seoul('2026-11-29T00:00:00');
    expect(store.isHidden('mkt-popup-09')).toBe(false);
  });

  it("turns at Seoul's midnight, not UTC's: 08:59 and 09:00 UTC are one Seoul day apart", () => {
    let now = Date.parse('2026-11-28T14:00:00Z'); // 23:00 in Seoul
    const store = createHideTodayStore(memoryStorage(), () => now, VISITOR);
    store.hideToday('popup');
    now = Date.parse('2026-11-28T14:59:00Z'); // 23:59 in Seoul, same UTC day
    expect(store.isHidden('popup')).toBe(true);
    now = Date.parse('2026-11-28T15:00:00Z'); // 00:00 the next Seoul day, still the 28th in UTC
    expect(store.isHidden('popup')).toBe(false);
  });

  it('hides only the popup asked for', () => {
    const store = createHideTodayStore(memoryStorage(), () => seoul('2026-11-28T12:00:00'), VISITOR);
    store.hideToday('a');
    expect(store.isHidden('b')).toBe(false);
  });

  it("drops an earlier day's entries when it writes, and reads a broken entry as nothing hidden", () => {
    const storage = memoryStorage();
    let now = seoul('2026-11-27T12:00:00');
    const store = createHideTodayStore(storage, () => now, VISITOR);
    store.hideToday('old');
    now = seoul('2026-11-28T12:00:00');
    store.hideToday('new');
    expect(JSON.parse(storage.items.get(hideTodayStorageKey(VISITOR)) ?? '')).toEqual({ new: '2026-11-28' });
    storage.items.set(hideTodayStorageKey(VISITOR), 'not json');
    expect(store.isHidden('new')).toBe(false);
  });

  it('is the hiding viewer’s own: another learner, or a visitor, on the same browser still sees the popup', () => {
    const storage = memoryStorage();
    const now = () => seoul('2026-11-28T12:00:00');
    createHideTodayStore(storage, now, hideTodayViewer('acc-kim')).hideToday('popup');
    expect(createHideTodayStore(storage, now, hideTodayViewer('acc-kim')).isHidden('popup')).toBe(true);
    expect(createHideTodayStore(storage, now, hideTodayViewer('acc-lee')).isHidden('popup')).toBe(false);
    expect(createHideTodayStore(storage, now, VISITOR).isHidden('popup')).toBe(false);
  });
});
