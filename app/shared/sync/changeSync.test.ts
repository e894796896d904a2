/**
 * The tab sync's rules (issue 15, part 6 "a change made in one tab reaches the other open tabs of
 * the same browser without a reload"): what one tab announces reaches every other tab, never
 * itself; areas are sent once each; nothing is sent for no change; foreign messages are ignored;
 * a closed sync neither hears nor sends.
 */
import { describe, expect, it, vi } from 'vitest';
import { createChangeSync, mergeChanges, readChangeMessage, type Changes } from './changeSync';
import { createChannelHub } from './testing';

function tabs(count: number) {
  const hub = createChannelHub();
  return Array.from({ length: count }, () => {
    const heard = vi.fn<(changes: Changes) => void>();
    const channel = hub.open();
    return { heard, channel, sync: createChangeSync({ channel, onRemoteChange: heard }) };
  });
}

describe('tab change sync (issue 15: one world across tabs)', () => {
  it('what one tab announces reaches every other tab, and not itself', () => {
    const [backoffice, secondBackoffice, learner] = tabs(3);
    backoffice?.sync.announce([['tenant', 'preferences'], ['adminSetting']]);
    const expected = [['tenant', 'preferences'], ['adminSetting']];
    expect(secondBackoffice?.heard).toHaveBeenCalledWith(expected);
    expect(learner?.heard).toHaveBeenCalledWith(expected);
    expect(backoffice?.heard).not.toHaveBeenCalled();
  });

  it('"all" is sent as such', () => {
    const [one, two] = tabs(2);
    one?.sync.announce('all');
    expect(two?.heard).toHaveBeenCalledWith('all');
  });

  it('an empty list sends nothing', () => {
    const [one, two] = tabs(2);
    one?.sync.announce([]);
    expect(two?.heard).not.toHaveBeenCalled();
  });

  it('each area is sent once', () => {
    const [one, two] = tabs(2);
    one?.sync.announce([['a'], ['a', 1], ['a']]);
    expect(two?.heard).toHaveBeenCalledWith([['a'], ['a', 1]]);
  });

  it('ignores anything else posted on the channel', () => {
    const [one, two] = tabs(2);
    for (const data of [null, 'changed', { type: 'other', changes: 'all' }, { type: 'klass.changed', changes: [] }, { type: 'klass.changed', changes: [[{}]] }]) {
      one?.channel.postMessage(data);
    }
    expect(two?.heard).not.toHaveBeenCalled();
  });

  it('a closed tab neither hears nor sends', () => {
    const [one, two] = tabs(2);
    two?.sync.close();
    one?.sync.announce('all');
    expect(two?.heard).not.toHaveBeenCalled();
    two?.sync.announce('all');
    expect(one?.heard).not.toHaveBeenCalled();
  });

  it('merges lists, "all" winning', () => {
    expect(mergeChanges([['a']], [['b'], ['a']])).toEqual([['a'], ['b']]);
    expect(mergeChanges([['a']], 'all')).toBe('all');
    expect(readChangeMessage({ type: 'klass.changed', changes: [['x', 2]] })).toEqual([['x', 2]]);
  });
});
