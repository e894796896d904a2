/**
 * The class room's resource access token for the hub's play calls (resourceAccess.ts): renewed
 * once for calls rejected together (learner.md §4 "Concurrent refreshes share one pending
 * request"), and not renewed again for a token already replaced.
 */
import { describe, expect, it, vi } from 'vitest';
import { createResourceAccess } from './resourceAccess';

function source(initial: string) {
  let held: string | undefined = initial;
  let fetched = 0;
  const fetch = vi.fn(async (fresh: boolean) => {
    if (!fresh && held !== undefined) return held;
    fetched += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    held = `rat-${fetched + 1}`;
    return held;
  });
  return { fetch, held: () => held };
}

describe('the class room resource access token', () => {
  it('sends the token held while it is fresh', async () => {
    const tokens = source('rat-1');
    await expect(createResourceAccess(tokens).token()).resolves.toBe('rat-1');
    expect(tokens.fetch).toHaveBeenCalledWith(false);
  });

  it('"Concurrent refreshes share one pending request": calls rejected together renew once', async () => {
    const tokens = source('rat-1');
    const access = createResourceAccess(tokens);
    const renewed = await Promise.all([access.renew('rat-1'), access.renew('rat-1'), access.renew('rat-1')]);
    expect(renewed).toEqual(['rat-2', 'rat-2', 'rat-2']);
    expect(tokens.fetch).toHaveBeenCalledTimes(1);
  });

  it('a renewal for a token already replaced takes the replacement without asking again', async () => {
    const tokens = source('rat-1');
    const access = createResourceAccess(tokens);
    await access.renew('rat-1');
    await expect(access.renew('rat-1')).resolves.toBe('rat-2');
    expect(tokens.fetch).toHaveBeenCalledTimes(1);
  });

  it('a later expiry of the replacement renews again', async () => {
    const tokens = source('rat-1');
    const access = createResourceAccess(tokens);
    await access.renew('rat-1');
    await expect(access.renew('rat-2')).resolves.toBe('rat-3');
    expect(tokens.fetch).toHaveBeenCalledTimes(2);
  });
});
