/**
 * The undo queue against issue 15 part 2 ("Reversible bulk changes get an undo window that never
 * loses work") and the react-admin faults it must not repeat (#10269, #8505, #2721). The clock
 * and timers are fakes so each test decides when the window ends.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Changes } from '@app/shared/sync/changeSync';
import { createUndoQueue, flushOnLeave, RESUME_MIN_MS, UNDO_WINDOW_MS, type PageEvents, type UndoableChange, type UndoOutcome } from './undoQueue';

function fakeTimers() {
  let now = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  return {
    now: () => now,
    timers: {
      setTimeout: (run: () => void, ms: number) => {
        const id = next;
        next += 1;
        due.set(id, { at: now + ms, run });
        return id;
      },
      clearTimeout: (handle: unknown) => void due.delete(handle as number),
    },
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...due]) {
        if (timer.at <= now) {
          due.delete(id);
          timer.run();
        }
      }
    },
    active: () => due.size,
  };
}

/** A change that records what happened to it; `fail` makes its send reject. */
function change(label: string, log: string[], fail = false): UndoableChange {
  return {
    label,
    apply: () => log.push(`apply ${label}`),
    revert: () => log.push(`revert ${label}`),
    send: ({ keepalive }) => {
      log.push(`send ${label}${keepalive ? ' keepalive' : ''}`);
      return fail ? Promise.reject(new Error('503')) : Promise.resolve();
    },
  };
}

/** Node's Event has no writable returnValue; the browser's BeforeUnloadEvent has. */
class BeforeUnload extends Event {
  override returnValue = false;
  constructor() {
    super('beforeunload', { cancelable: true });
  }
}

function setup() {
  const clock = fakeTimers();
  const announced: Changes[] = [];
  const queue = createUndoQueue({ now: clock.now, timers: clock.timers, announce: (changes) => announced.push(changes) });
  const log: string[] = [];
  const outcomes: UndoOutcome[] = [];
  queue.onOutcome((outcome) => outcomes.push(outcome));
  return { clock, queue, log, outcomes, announced };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('applied at once on screen, sent after the window', () => {
  it('the change shows now and is sent once when its window (20 s, WCAG 2.2.1) has passed', async () => {
    const { clock, queue, log, outcomes } = setup();
    const id = queue.enqueue(change('remove 12', log));
    expect(log).toEqual(['apply remove 12']);
    expect(UNDO_WINDOW_MS).toBeGreaterThanOrEqual(20_000);
    expect(queue.pending()).toEqual([{ id, label: 'remove 12', startedAt: 0, windowMs: UNDO_WINDOW_MS, sendsAt: UNDO_WINDOW_MS, heldLeftMs: 0 }]);
    clock.advance(UNDO_WINDOW_MS - 1);
    expect(log).toEqual(['apply remove 12']);
    clock.advance(1);
    await settle();
    expect(log).toEqual(['apply remove 12', 'send remove 12']);
    expect(queue.pending()).toEqual([]);
    expect(outcomes).toEqual([{ type: 'sent', id, label: 'remove 12', reason: 'window' }]);
  });
});

describe('the window stays while a person is at the toast (hold), and goes on after', () => {
  it('held: nothing is sent however long it stays; released: the rest of the window, at least 5 s', async () => {
    const { clock, queue, log } = setup();
    const id = queue.enqueue(change('hide 3', log));
    clock.advance(UNDO_WINDOW_MS - 1000);
    queue.hold();
    expect(queue.pending()[0]).toMatchObject({ id, sendsAt: null, heldLeftMs: 1000 });
    clock.advance(UNDO_WINDOW_MS * 10);
    await settle();
    expect(log).toEqual(['apply hide 3']);
    queue.release();
    expect(queue.pending()[0]).toMatchObject({ sendsAt: clock.now() + RESUME_MIN_MS, heldLeftMs: 0 });
    clock.advance(RESUME_MIN_MS - 1);
    expect(log).toEqual(['apply hide 3']);
    clock.advance(1);
    await settle();
    expect(log).toEqual(['apply hide 3', 'send hide 3']);
  });

  it('a change made while held waits too; a flush still sends held changes; undo works while held', async () => {
    const { clock, queue, log } = setup();
    queue.hold();
    const first = queue.enqueue(change('a', log));
    clock.advance(UNDO_WINDOW_MS * 2);
    expect(queue.pending()[0]).toMatchObject({ id: first, sendsAt: null, heldLeftMs: UNDO_WINDOW_MS });
    expect(queue.undo(first)).toBe(true);
    queue.enqueue(change('b', log));
    await queue.flush('route');
    expect(log).toEqual(['apply a', 'revert a', 'apply b', 'send b keepalive']);
    queue.release();
    expect(clock.active()).toBe(0);
  });
});

describe('undo within the window reverts and sends nothing', () => {
  it('undone: reverted on screen, never sent, even after the window', async () => {
    const { clock, queue, log, outcomes } = setup();
    const id = queue.enqueue(change('remove 12', log));
    expect(queue.undo(id)).toBe(true);
    clock.advance(UNDO_WINDOW_MS * 2);
    await settle();
    expect(log).toEqual(['apply remove 12', 'revert remove 12']);
    expect(outcomes).toEqual([{ type: 'undone', id, label: 'remove 12' }]);
    expect(clock.active()).toBe(0);
  });

  it('undo after the change was sent does nothing', async () => {
    const { clock, queue, log } = setup();
    const id = queue.enqueue(change('a', log));
    clock.advance(UNDO_WINDOW_MS);
    await settle();
    expect(queue.undo(id)).toBe(false);
    expect(log).not.toContain('revert a');
  });
});

describe('sent at once when another action starts: every earlier pending change, none dropped (react-admin #10269)', () => {
  it('a second and third change send the ones before them, in order, each once', async () => {
    const { clock, queue, log } = setup();
    queue.enqueue(change('a', log));
    queue.enqueue(change('b', log));
    queue.enqueue(change('c', log));
    expect(log).toEqual(['apply a', 'send a', 'apply b', 'send b', 'apply c']);
    expect(queue.pending().map((entry) => entry.label)).toEqual(['c']);
    clock.advance(UNDO_WINDOW_MS);
    await settle();
    expect(log.filter((line) => line.startsWith('send'))).toEqual(['send a', 'send b', 'send c']);
  });

  it('an action that is not undoable flushes too', async () => {
    const { queue, log } = setup();
    queue.enqueue(change('a', log));
    await queue.flush('action');
    expect(log).toEqual(['apply a', 'send a']);
  });
});

describe('sent at once, with keepalive, when the page is left (react-admin #8505, #2721)', () => {
  function page() {
    const listeners = new Map<string, (event: Event) => void>();
    const events: PageEvents = {
      addEventListener: (type, listener) => void listeners.set(type, listener),
      removeEventListener: (type) => void listeners.delete(type),
    };
    let hidden = false;
    return {
      events,
      listeners,
      setHidden: (value: boolean) => (hidden = value),
      isHidden: () => hidden,
      fire: (type: string, event: Event = new Event(type, { cancelable: true })) => {
        listeners.get(type)?.(event);
        return event;
      },
    };
  }

  it('the tab is hidden (visibilitychange): every pending change is sent with keepalive', () => {
    const { queue, log } = setup();
    const tab = page();
    flushOnLeave(queue, tab.events, tab.isHidden);
    queue.enqueue(change('a', log));
    tab.fire('visibilitychange');
    expect(log).toEqual(['apply a']);
    tab.setHidden(true);
    tab.fire('visibilitychange');
    expect(log).toEqual(['apply a', 'send a keepalive']);
  });

  it('pagehide sends with keepalive, every send starting in the same task', () => {
    const { queue, log } = setup();
    const tab = page();
    flushOnLeave(queue, tab.events, tab.isHidden);
    const sends = vi.fn(() => Promise.resolve());
    queue.enqueue({ ...change('a', log), send: sends });
    tab.fire('pagehide');
    expect(sends).toHaveBeenCalledWith({ keepalive: true });
  });

  it('a route change sends with keepalive', () => {
    const { queue, log } = setup();
    queue.enqueue(change('a', log));
    void queue.flush('route');
    expect(log).toEqual(['apply a', 'send a keepalive']);
  });

  it('closing the tab with a change pending asks first; with none it does not', () => {
    const { queue, log } = setup();
    const tab = page();
    flushOnLeave(queue, tab.events, tab.isHidden);
    expect(tab.fire('beforeunload', new BeforeUnload()).defaultPrevented).toBe(false);
    queue.enqueue(change('a', log));
    expect(tab.fire('beforeunload', new BeforeUnload()).defaultPrevented).toBe(true);
  });

  it('stops listening when told', () => {
    const { queue } = setup();
    const tab = page();
    const stop = flushOnLeave(queue, tab.events, tab.isHidden);
    stop();
    expect(tab.listeners.size).toBe(0);
  });
});

describe('a send that fails reverts and reports', () => {
  it('reverted on screen and reported with the error', async () => {
    const { clock, queue, log, outcomes } = setup();
    const id = queue.enqueue(change('remove 12', log, true));
    clock.advance(UNDO_WINDOW_MS);
    await settle();
    expect(log).toEqual(['apply remove 12', 'send remove 12', 'revert remove 12']);
    expect(outcomes).toEqual([{ type: 'failed', id, label: 'remove 12', error: new Error('503') }]);
  });

  it('one failure among several flushed does not stop the others', async () => {
    const { queue, log, outcomes } = setup();
    queue.enqueue(change('a', log, true));
    queue.enqueue(change('b', log));
    await queue.flush('action');
    await settle();
    expect(outcomes.map((outcome) => `${outcome.type} ${outcome.label}`)).toEqual(['failed a', 'sent b']);
  });
});

describe('listeners', () => {
  it('hear every change of the pending list', () => {
    const { queue, log } = setup();
    const heard = vi.fn();
    queue.subscribe(heard);
    const id = queue.enqueue(change('a', log));
    queue.undo(id);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('a change sent reaches the other tabs (issue 15 part 6: one world)', () => {
  it('a sent change announces the areas it names, once it has been sent', async () => {
    const { clock, queue, log, announced } = setup();
    queue.enqueue({ ...change('remove 12', log), changes: [['adminMember'], ['adminHistory']] });
    expect(announced).toEqual([]);
    clock.advance(UNDO_WINDOW_MS);
    await settle();
    expect(announced).toEqual([[['adminMember'], ['adminHistory']]]);
  });

  it('a change that names no area announces every query', async () => {
    const { queue, log, announced } = setup();
    queue.enqueue(change('a', log));
    await queue.flush('action');
    expect(announced).toEqual(['all']);
  });

  it('an undone or failed change changed nothing: it tells nobody', async () => {
    const { queue, log, announced } = setup();
    queue.undo(queue.enqueue(change('undone', log)));
    queue.enqueue(change('refused', log, true));
    await queue.flush('action');
    await settle();
    expect(announced).toEqual([]);
  });
});

describe('a failed send takes back only its own change', () => {
  it('the revert is told why: undone within the window, or failed', async () => {
    const { queue } = setup();
    const causes: string[] = [];
    const tracked = (label: string, fail: boolean): UndoableChange => ({
      ...change(label, [], fail),
      revert: (cause) => causes.push(`${label} ${cause}`),
    });
    queue.undo(queue.enqueue(tracked('a', false)));
    queue.enqueue(tracked('b', true));
    await queue.flush('action');
    await settle();
    expect(causes).toEqual(['a undone', 'b failed']);
  });
});

describe('disposed (the back-office frame unmounts: logout, the session ends)', () => {
  it('sends what is pending with keepalive, still announces it, and leaves no timer', async () => {
    const { clock, queue, log, announced } = setup();
    queue.enqueue({ ...change('a', log), changes: [['adminMember']] });
    queue.dispose();
    expect(log).toEqual(['apply a', 'send a keepalive']);
    expect(clock.active()).toBe(0);
    await settle();
    expect(announced).toEqual([[['adminMember']]]);
  });
});
