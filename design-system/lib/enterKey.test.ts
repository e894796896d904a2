/**
 * The Enter rule (issue 27): an Enter that finishes a Hangul composition — flagged by
 * `isComposing` or by the IME's keyCode 229 — does not act; a plain Enter does; other keys never.
 */
import { describe, expect, it } from 'vitest';
import { isComposingKey, isEnterToAct, type EnterKeyEvent } from './enterKey';

const press = (key: string, { isComposing = false, keyCode = key === 'Enter' ? 13 : 0 } = {}): EnterKeyEvent => ({
  key,
  keyCode,
  nativeEvent: { isComposing },
});

describe('isEnterToAct', () => {
  it('acts on a plain Enter', () => {
    expect(isEnterToAct(press('Enter'))).toBe(true);
  });

  it('does not act on the Enter that commits a composition (isComposing)', () => {
    expect(isEnterToAct(press('Enter', { isComposing: true }))).toBe(false);
    expect(isComposingKey(press('Enter', { isComposing: true }))).toBe(true);
  });

  it('does not act on a key the IME is handling (keyCode 229, as Safari reports it)', () => {
    expect(isEnterToAct(press('Enter', { keyCode: 229 }))).toBe(false);
    expect(isComposingKey(press('Process', { keyCode: 229 }))).toBe(true);
  });

  it('never acts on another key', () => {
    expect(isEnterToAct(press('Escape'))).toBe(false);
    expect(isEnterToAct(press('a'))).toBe(false);
  });
});
