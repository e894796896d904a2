/**
 * What a screen is told is still pending among its uploads (useUploads.ts `pendingOf`): a file
 * going up comes first, then one that failed and is still listed; cancelled and finished files are
 * settled, so a send or save may go on without them.
 */
import { describe, expect, it } from 'vitest';
import { pendingOf, type UploadEntry } from './useUploads';

const entries = (...statuses: UploadEntry<unknown>['status'][]) => statuses.map((status) => ({ status }));

describe('pendingOf', () => {
  it('says a file still going up, whatever else is listed', () => {
    expect(pendingOf(entries('done', 'failed', 'uploading'))).toBe('UPLOADING');
  });

  it('says a failed file that is still listed, once nothing goes up', () => {
    expect(pendingOf(entries('done', 'failed', 'cancelled'))).toBe('FAILED');
  });

  it('is settled when every file is up or was cancelled, or none was chosen', () => {
    expect(pendingOf(entries('done', 'cancelled'))).toBeNull();
    expect(pendingOf([])).toBeNull();
  });
});
