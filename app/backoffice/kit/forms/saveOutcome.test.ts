/**
 * How a back-office form reads a failed save, against the guide ("a save carries the version it
 * was based on, and a stale one is told, with the person's work kept") and backoffice.md §8 (a
 * refused body: 400 `request.invalid` with its `{path, message}` issues). The hook that puts the
 * outcome on screen and keeps the typed values is proven in useFormSave.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/shared/api/client/ApiError';
import { readSaveFailure, type AreaReading } from './saveOutcome';

type Field = 'title' | 'code';

const refused = (issues: Array<{ path: string; message: string }>) =>
  new ApiError({ status: 400, code: 'request.invalid', message: '요청 형식이 올바르지 않아요.', data: { part: 'body', issues } });
const failure = (code: string, status = 409) => new ApiError({ status, code, message: '서버가 거절했어요.', data: null });

const STALE = 'coupon.version.conflict';
const fieldOf = (path: string): Field | null => (path === 'title' || path === 'code' ? path : null);
/** An area that says a taken word at its field and a status moved meanwhile above the form. */
const area = (error: unknown): AreaReading<Field, 'statusChanged'> | null => {
  if (error instanceof ApiError && error.code === 'coupon.exchange.code_taken') return { issues: [{ field: 'code', message: '이미 있는 코드예요.' }] };
  if (error instanceof ApiError && error.code === 'coupon.update.locked') return { problem: 'statusChanged' };
  return null;
};
const readers = { fieldOf, area, staleCode: STALE };

describe('a refused body shows its messages at their fields (backoffice.md §8)', () => {
  it('puts each issue the form knows at its field, in order, and says nothing above the form', () => {
    const outcome = readSaveFailure(
      refused([
        { path: 'title', message: '이미 같은 이름의 쿠폰이 있어요.' },
        { path: 'code', message: '쓸 수 없는 글자가 있어요.' },
      ]),
      readers,
    );
    expect(outcome).toEqual({
      issues: [
        { field: 'title', message: '이미 같은 이름의 쿠폰이 있어요.' },
        { field: 'code', message: '쓸 수 없는 글자가 있어요.' },
      ],
      problem: null,
    });
  });

  it('an issue at a path the form has not is a failure like any other: the person is never left without a word', () => {
    expect(readSaveFailure(refused([{ path: 'tenantKey', message: '알 수 없는 값이에요.' }]), readers)).toEqual({ issues: [], problem: 'failed' });
  });

  it('a form that places no fields says the save failed', () => {
    expect(readSaveFailure(refused([{ path: 'title', message: '이미 있어요.' }]), {})).toEqual({ issues: [], problem: 'failed' });
  });
});

describe("an area's own reading", () => {
  it('may put a message at a field (a word already taken)', () => {
    expect(readSaveFailure(failure('coupon.exchange.code_taken'), readers)).toEqual({ issues: [{ field: 'code', message: '이미 있는 코드예요.' }], problem: null });
  });

  it('may name a notice of its own (a status moved meanwhile)', () => {
    expect(readSaveFailure(failure('coupon.update.locked'), readers)).toEqual({ issues: [], problem: 'statusChanged' });
  });
});

describe("a save based on a stale version says so and keeps the person's work (the guide)", () => {
  it('the conflict code of a save that carries a version is told as stale', () => {
    expect(readSaveFailure(failure(STALE), readers)).toEqual({ issues: [], problem: 'stale' });
  });

  it('a save that carries no version is never called stale: the same code is a plain failure', () => {
    expect(readSaveFailure(failure(STALE), { fieldOf, area })).toEqual({ issues: [], problem: 'failed' });
  });
});

describe('a failed save never loses what was typed', () => {
  it('a server error, a network failure or anything thrown says the save failed and names no field to clear', () => {
    for (const error of [failure('server.error', 500), failure('client.api.process_fail', 0), new TypeError('Failed to fetch')]) {
      expect(readSaveFailure(error, readers)).toEqual({ issues: [], problem: 'failed' });
    }
  });
});
