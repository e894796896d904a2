/**
 * The tab sync bound to react-query (issue 15, part 6): a successful mutation in one tab
 * invalidates, in the other tabs, the areas its `meta` names — or every query when it names
 * none; a failed mutation and `announces()` with no area tell nobody; `announceChange` reaches
 * the other tabs for changes made outside a mutation.
 */
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { announceChange, announceChanges, announces, areaOfKey, areasOfKeys, connectTabSync } from './querySync';
import { createChannelHub } from './testing';

const disconnects: (() => void)[] = [];
afterEach(() => {
  for (const disconnect of disconnects.splice(0)) disconnect();
});

function twoTabs() {
  const hub = createChannelHub();
  const [here, there] = [new QueryClient(), new QueryClient()];
  disconnects.push(connectTabSync(there, hub.open()), connectTabSync(here, hub.open()));
  for (const client of [here, there]) {
    client.setQueryData(['tenant', 'preferences'], { serviceName: '클래스' });
    client.setQueryData(['adminSetting', 'organization'], { serviceName: '클래스' });
    client.setQueryData(['learner', 'classes'], []);
  }
  return { here, there };
}

const invalidated = (client: QueryClient, key: string[]) => client.getQueryState(key)?.isInvalidated;

function mutate(client: QueryClient, options: { meta?: Record<string, unknown>; fails?: boolean }) {
  return new MutationObserver(client, {
    mutationFn: () => (options.fails ? Promise.reject(new Error('refused')) : Promise.resolve('ok')),
    ...(options.meta ? { meta: options.meta } : {}),
  })
    .mutate()
    .catch(() => undefined);
}

describe('tab sync on react-query (issue 15: one world across tabs)', () => {
  it('a mutation naming its areas invalidates exactly those in the other tab', async () => {
    const { here, there } = twoTabs();
    await mutate(here, { meta: announces(['tenant', 'preferences'], ['adminSetting']) });
    expect(invalidated(there, ['tenant', 'preferences'])).toBe(true);
    expect(invalidated(there, ['adminSetting', 'organization'])).toBe(true);
    expect(invalidated(there, ['learner', 'classes'])).toBe(false);
    // The tab that saved refreshes its own queries itself.
    expect(invalidated(here, ['tenant', 'preferences'])).toBe(false);
  });

  it('a mutation that does not say invalidates every query of the other tab', async () => {
    const { here, there } = twoTabs();
    await mutate(here, {});
    expect(invalidated(there, ['learner', 'classes'])).toBe(true);
    expect(invalidated(there, ['tenant', 'preferences'])).toBe(true);
  });

  it('a failed mutation, and one announcing no area, tell nobody', async () => {
    const { here, there } = twoTabs();
    await mutate(here, { fails: true });
    await mutate(here, { meta: announces() });
    expect(invalidated(there, ['learner', 'classes'])).toBe(false);
  });

  it('announceChange reaches the other tabs for a change made outside a mutation', () => {
    const { there } = twoTabs();
    announceChange(['adminSetting']);
    expect(invalidated(there, ['adminSetting', 'organization'])).toBe(true);
    expect(invalidated(there, ['tenant', 'preferences'])).toBe(false);
  });
});

describe('query keys as areas (what the kit announces for the keys it invalidates)', () => {
  it('a key stands for its leading strings and numbers; a key with none stands for nothing', () => {
    expect(areaOfKey(['adminMember', 'group', 'g1', 'members', { page: 2 }])).toEqual(['adminMember', 'group', 'g1', 'members']);
    expect(areaOfKey(['adminJob', 'detail', 7])).toEqual(['adminJob', 'detail', 7]);
    expect(areaOfKey([{ page: 1 }])).toBeNull();
    expect(areasOfKeys([['adminHistory'], [{}], ['adminJob', 'list', { size: 10 }]])).toEqual([['adminHistory'], ['adminJob', 'list']]);
  });

  it('announceChanges tells the other tabs a list of areas as given', () => {
    const { there } = twoTabs();
    announceChanges([['tenant', 'preferences']]);
    expect(invalidated(there, ['tenant', 'preferences'])).toBe(true);
    expect(invalidated(there, ['adminSetting', 'organization'])).toBe(false);
  });
});
