/**
 * The card picker's names (issue 41 review: "the card picker shows stored codes and duplicate
 * names"): a title alone when it is the only one, with type and price when another item shares it,
 * and a place when even those agree; never the stored item key.
 */
import { describe, expect, it } from 'vitest';
import { cardDetail, cardKey, cardNames } from './cardNames';

const item = (type: 'KLASS' | 'COURSE' | 'BOOK', itemKey: string, title: string, price: number) => ({ type, itemKey, title, price, priceDisplayMode: 'FREE' as const });

describe('cardNames', () => {
  it('names a unique item by its title, its detail its type and price as the learner site shows them', () => {
    const only = item('KLASS', 'klass-001', '실전 데이터 분석', 35000);
    expect(cardNames([only]).get(cardKey(only))).toEqual({ name: '실전 데이터 분석', detail: '클래스 · 35,000원' });
    expect(cardDetail(item('BOOK', 'book-9', '무료 안내서', 0))).toBe('도서 · 무료');
    expect(cardDetail({ ...item('BOOK', 'book-9', '숨김', 0), priceDisplayMode: 'HIDE' })).toBe('도서 · 가격 숨김');
  });

  it('"tell same-named items apart": two items of one title are named with type and price, never the key', () => {
    const klass = item('KLASS', 'klass-001', '실전 데이터 분석', 35000);
    const course = item('COURSE', 'course-001', '실전 데이터 분석 ', 120000);
    const names = cardNames([klass, course]);
    expect(names.get(cardKey(klass))?.name).toBe('실전 데이터 분석 (클래스 · 35,000원)');
    expect(names.get(cardKey(course))?.name).toBe('실전 데이터 분석 (코스 · 120,000원)');
    for (const { name, detail } of names.values()) expect(`${name} ${detail}`).not.toMatch(/klass-001|course-001/);
  });

  it('numbers the items whose title, type and price all agree, and reads one item once when it is both chosen and found', () => {
    const first = item('KLASS', 'klass-001', '엑셀 기초', 0);
    const second = item('KLASS', 'klass-002', '엑셀 기초', 0);
    const names = cardNames([first, second, first]);
    expect(names.get(cardKey(first))?.name).toBe('엑셀 기초 (클래스 · 무료 · 1번째)');
    expect(names.get(cardKey(second))?.name).toBe('엑셀 기초 (클래스 · 무료 · 2번째)');
    expect(new Set([...names.values()].map((each) => each.name)).size).toBe(2);
  });
});
