/** Spec learner.md §7: the class-room token is renewed through `/klass-room/token/refresh` (refreshToken). */
import { describe, expect, it, vi } from 'vitest';
import { createKlassRoomTokenHolder } from './klassRoomTokenHolder';

const t0 = Date.parse('2025-03-10T00:00:00.000Z');
const pair = (name: string, expiresInMs: number, from = t0) => ({
  klassRoomToken: `krt_${name}`,
  refreshToken: `krr_${name}`,
  expiredAt: new Date(from + expiresInMs).toISOString(),
});

describe('class-room token holder', () => {
  it('answers the token as is while it has more than 30 s left', async () => {
    const refresh = vi.fn();
    const holder = createKlassRoomTokenHolder(pair('a', 60_000), refresh, () => t0);
    await expect(holder.current()).resolves.toBe('krt_a');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('renews with the refresh token when less than 30 s are left, once for concurrent callers', async () => {
    const refresh = vi.fn().mockResolvedValue(pair('b', 600_000));
    const holder = createKlassRoomTokenHolder(pair('a', 10_000), refresh, () => t0);
    const [first, second] = await Promise.all([holder.current(), holder.current()]);
    expect([first, second]).toEqual(['krt_b', 'krt_b']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('krr_a');
    await expect(holder.current()).resolves.toBe('krt_b');
    expect(holder.peek()).toBe('krt_b');
  });

  it('a failed renewal rejects and the next call tries again', async () => {
    const refresh = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(pair('c', 600_000));
    const holder = createKlassRoomTokenHolder(pair('a', 0), refresh, () => t0);
    await expect(holder.current()).rejects.toThrow('offline');
    await expect(holder.current()).resolves.toBe('krt_c');
  });

  it('a re-entry replaces the pair', async () => {
    const holder = createKlassRoomTokenHolder(pair('a', 0), vi.fn(), () => t0);
    holder.replace(pair('d', 600_000));
    await expect(holder.current()).resolves.toBe('krt_d');
  });
});
