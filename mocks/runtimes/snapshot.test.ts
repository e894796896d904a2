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

  it('reads the revision where the data is, waiting for it before answering', async () => {
    const log: string[] = [];
    let stored = 'other-2';
    const world = createTabWorld({
      revision: 'r1',
      // As IndexedDB answers: a task later.
      readRevision: () => new Promise((resolve) => setTimeout(() => resolve(stored), 0)),
      reload: async () => void log.push(`reload ${stored}`),
      save: () => null,
    });
    await Promise.all([world.answer(async () => log.push('first'), false), world.answer(async () => log.push('second'), false)]);
    stored = 'other-3';
    await world.answer(async () => log.push('third'), false);
    // One load for both answers (their order between them is free), then one for the next write.
    expect(log[0]).toBe('reload other-2');
    expect(log.slice(1, 3).sort()).toEqual(['first', 'second']);
    expect(log.slice(3)).toEqual(['reload other-3', 'third']);
  });

  it('keeps its data when the snapshot is gone (another tab reset it)', async () => {
    const { world, log, shared } = fakeTab({ stored: 'r1' });
    shared.stored = null;
    await world.answer(async () => log.push('answer'), false);
    expect(log).toEqual(['answer']);
  });
});
