/**
 * The rule every uploading form holds its submit by (uploadHold.ts; issue 42 "올리기 is not held
 * during an upload"): a file still going up holds it first, then a failed one still listed; a form
 * whose files are all up, cancelled or removed sends.
 */
import { describe, expect, it } from 'vitest';
import { holdOf } from './uploadHold';

describe('holdOf', () => {
  it('holds the submit while any field still uploads, whatever another field failed', () => {
    expect(holdOf({ image: 'FAILED', attachments: 'UPLOADING' })).toBe('UPLOADING');
  });

  it('holds it for a failed file still listed once nothing goes up', () => {
    expect(holdOf({ image: null, attachments: 'FAILED' })).toBe('FAILED');
  });

  it('lets it send when every field has settled, or none reported', () => {
    expect(holdOf({ image: null, attachments: null })).toBeNull();
    expect(holdOf({})).toBeNull();
  });
});
