/** Spec learner.md §7: media is reached with the resource access token of the ticket. */
import { describe, expect, it } from 'vitest';
import { withResourceToken } from './mediaUrl';

describe('withResourceToken', () => {
  it('appends the token as a query parameter', () => {
    expect(withResourceToken('/mock-media/video/a.webm', 'rat_1')).toBe('/mock-media/video/a.webm?token=rat_1');
  });
  it('keeps an existing query', () => {
    expect(withResourceToken('https://cdn.test/a.pdf?v=2', 'rat 1')).toBe('https://cdn.test/a.pdf?v=2&token=rat+1');
  });
  it('leaves the URL alone without a token', () => {
    expect(withResourceToken('/a.vtt', undefined)).toBe('/a.vtt');
  });
});
