/**
 * One world across the in-browser mock's tabs (issue 15, part 6): a tab loads what another tab
 * stored before it answers again, never while one of its own answers is in flight, and stores
 * its own writes before the answer is handed back.
 */
import { describe, expect, it } from 'vitest';
import { createTabWorld } from './snapshot';

function fakeTab(initial: { stored: string | null }) {
  const log: string[] = [];
  const shared = initial;
  let saves = 0;
  const world = createTabWorld({
    revision: shared.stored,
    readRevision: () => shared.stored,
    reload: async () => {
      log.push(`reload ${String(shared.stored)}`);
      await Promise.resolve();
    },
    save: () => {
      saves += 1;
      shared.stored = `mine-${saves}`;
      log.push(`save ${shared.stored}`);
      return shared.stored;
    },
  });
  return { world, log, shared };
}

describe('tab world (issue 15: the in-browser mock is one world across tabs)', () => {
  it('answers at once while nobody else stored anything', async () => {
    const { world, log } = fakeTab({ stored: 'r1' });
    await expect(world.answer(async () => 'ok', false)).resolves.toBe('ok');
    expect(log).toEqual([]);
  });

  it('loads a snapshot another tab stored before answering, once', async () => {
    const { world, log, shared } = fakeTab({ stored: 'r1' });
    shared.stored = 'other-2';
    await world.answer(async () => log.push('answer'), false);
    await world.answer(async () => log.push('answer'), false);
    expect(log).toEqual(['reload other-2', 'answer', 'answer']);
  });

  it('stores a write before the answer is handed back, and does not reload its own write', async () => {
    const { world, log } = fakeTab({ stored: 'r1' });
    const answer = await world.answer(async () => {
      log.push('write');
      return 'saved';
    }, true);
    log.push(`answered ${answer}`);
    await world.answer(async () => log.push('read'), false);
    expect(log).toEqual(['write', 'save mine-1', 'answered saved', 'read']);
  });

  it('waits for its answers in flight before loading, and holds new requests until loaded', async () => {
    const { world, log, shared } = fakeTab({ stored: 'r1' });
    let finishSlow: () => void = () => undefined;
    const slow = world.answer(
      () =>
        new Promise<void>((resolve) => {
          finishSlow = () => {
            log.push('slow done');
            resolve();
          };
        }),
      false,
    );
    await Promise.resolve();
    shared.stored = 'other-2';
    const next = world.answer(async () => log.push('next'), false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual([]);
    finishSlow();
    await Promise.all([slow, next]);
    expect(log).toEqual(['slow done', 'reload other-2', 'next']);
  });

  it('keeps its data when the snapshot is gone (another tab reset it)', async () => {
    const { world, log, shared } = fakeTab({ stored: 'r1' });
    shared.stored = null;
    await world.answer(async () => log.push('answer'), false);
    expect(log).toEqual(['answer']);
  });
});
