/**
 * Issue 7 "Nothing is lost when the network drops": reports that fail after their retries are
 * kept in storage and sent when the connection returns.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/shared/api/client/ApiError';
import { errorCodes } from '@app/shared/api/contract/errors';
import { createProgressOutbox, flushWhenOnline, type OutboxEntry, type OutboxStorage } from './progressOutbox';

function memoryStorage(): OutboxStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

function entry(id: string, position = 3): OutboxEntry {
  return {
    id,
    klassId: 'klass-001',
    kind: 'lesson',
    body: {
      klassRoomToken: 'krt_1',
      lessonKey: 'klass-001-l2',
      lessonType: 'video',
      eventType: 'PLAY',
      createdAt: '2025-03-10T00:00:00.000Z',
      payload: { start: 0, end: position, position, isLast: false },
    },
  };
}

const offline = new ApiError({ status: 0, code: 'client.api.process_fail', message: '', data: null });
const redundant = new ApiError({ ...errorCodes.ticketTokenRedundantAccess, message: '', data: null });

describe('progress outbox', () => {
  it('keeps entries in storage, so a new outbox (after a reload) still has them', () => {
    const storage = memoryStorage();
    createProgressOutbox(storage).add(entry('a'));
    expect(createProgressOutbox(storage).entries().map((e) => e.id)).toEqual(['a']);
  });

  it('sends every entry in order and empties itself', async () => {
    const outbox = createProgressOutbox(memoryStorage());
    outbox.add(entry('a'));
    outbox.add(entry('b'));
    const sent: string[] = [];
    const result = await outbox.flush((e) => {
      sent.push(e.id);
      return Promise.resolve();
    });
    expect(sent).toEqual(['a', 'b']);
    expect(result).toEqual({ sent: 2, kept: 0, dropped: 0 });
    expect(outbox.entries()).toEqual([]);
  });

  it('keeps what still fails for a network reason, drops what the server refuses for good', async () => {
    const outbox = createProgressOutbox(memoryStorage());
    outbox.add(entry('offline'));
    outbox.add(entry('refused'));
    const result = await outbox.flush((e) => Promise.reject(e.id === 'offline' ? offline : redundant));
    expect(result).toEqual({ sent: 0, kept: 1, dropped: 1 });
    expect(outbox.entries().map((e) => e.id)).toEqual(['offline']);
  });

  it('keeps a report added while a flush is running', async () => {
    const outbox = createProgressOutbox(memoryStorage());
    outbox.add(entry('a'));
    await outbox.flush(() => {
      outbox.add(entry('late'));
      return Promise.resolve();
    });
    expect(outbox.entries().map((e) => e.id)).toEqual(['late']);
  });

  it('runs one flush at a time', async () => {
    const outbox = createProgressOutbox(memoryStorage());
    outbox.add(entry('a'));
    const send = vi.fn().mockResolvedValue(undefined);
    await Promise.all([outbox.flush(send), outbox.flush(send)]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('starts empty on unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem('klass.progressOutbox', '{not json');
    expect(createProgressOutbox(storage).entries()).toEqual([]);
  });

  it('flushes when the connection returns (online event) until unsubscribed', () => {
    const target = new EventTarget();
    const flush = vi.fn();
    const stop = flushWhenOnline(target, flush);
    target.dispatchEvent(new Event('online'));
    expect(flush).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(new Event('online'));
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
