/**
 * The popup and banner rules (issue 31): the schedule in Asia/Seoul (start included, end excluded,
 * an open end), who is reached, what is live and in which order, and the one safe-URL helper's
 * word on links ("a `javascript:` or foreign-scheme link is refused at the field").
 */
import { describe, expect, it } from 'vitest';
import { isPlacementImageType, isSafePlacementLink, livePlacements, reachesViewer, reorderedPlacements, scheduleProblem, scheduleState } from './adminMarketingRules';

/** A Seoul wall-clock time as an ISO instant. */
const seoul = (local: string) => new Date(`${local}+09:00`).toISOString();
const at = (local: string) => Date.parse(seoul(local));

describe('the schedule in Asia/Seoul', () => {
  const december = { startAt: seoul('2026-12-01T00:00:00'), endAt: seoul('2026-12-25T00:00:00') };

  it('is upcoming until its start, live from the start (included) and ended from the end (excluded)', () => {
    expect(scheduleState(december, at('2026-11-30T23:59:59.999'))).toBe('UPCOMING');
    expect(scheduleState(december, at('2026-12-01T00:00:00'))).toBe('LIVE');
    expect(scheduleState(december, at('2026-12-24T23:59:59.999'))).toBe('LIVE');
    expect(scheduleState(december, at('2026-12-25T00:00:00'))).toBe('ENDED');
  });

  it("starts at Seoul's midnight: 15:00 UTC the day before", () => {
    expect(scheduleState(december, Date.parse('2026-11-30T14:59:59Z'))).toBe('UPCOMING');
    expect(scheduleState(december, Date.parse('2026-11-30T15:00:00Z'))).toBe('LIVE');
  });

  it('never ends without an end', () => {
    expect(scheduleState({ startAt: december.startAt, endAt: null }, at('2036-01-01T00:00:00'))).toBe('LIVE');
  });

  it('refuses an end at or before the start, at the end field', () => {
    expect(scheduleProblem({ startAt: december.startAt, endAt: december.startAt })?.field).toBe('endAt');
    expect(scheduleProblem(december)).toBeNull();
    expect(scheduleProblem({ startAt: 'not a time', endAt: null })?.field).toBe('startAt');
  });
});

describe('who sees what', () => {
  it('aims at everyone, at signed-in learners only or at visitors only', () => {
    expect([reachesViewer('ALL', true), reachesViewer('ALL', false)]).toEqual([true, true]);
    expect([reachesViewer('MEMBERS', true), reachesViewer('MEMBERS', false)]).toEqual([true, false]);
    expect([reachesViewer('VISITORS', true), reachesViewer('VISITORS', false)]).toEqual([false, true]);
  });

  it('shows the switched-on live ones for the viewer, lowest order first, and one banner', () => {
    const now = at('2026-12-10T12:00:00');
    const base = { startAt: seoul('2026-12-01T00:00:00'), endAt: null, enabled: true, target: 'ALL' as const };
    const placements = [
      { ...base, key: 'second', kind: 'POPUP' as const, order: 2 },
      { ...base, key: 'first', kind: 'POPUP' as const, order: 1 },
      { ...base, key: 'off', kind: 'POPUP' as const, order: 1, enabled: false },
      { ...base, key: 'members', kind: 'POPUP' as const, order: 1, target: 'MEMBERS' as const },
      { ...base, key: 'later', kind: 'POPUP' as const, order: 1, startAt: seoul('2026-12-11T00:00:00') },
      { ...base, key: 'banner-2', kind: 'BANNER' as const, order: 2 },
      { ...base, key: 'banner-1', kind: 'BANNER' as const, order: 1 },
    ];
    const live = livePlacements(placements, now, false);
    expect(live.popups.map((p) => p.key)).toEqual(['first', 'second']);
    expect(live.banner?.key).toBe('banner-1');
    expect(livePlacements(placements, now, true).popups.map((p) => p.key)).toEqual(['first', 'members', 'second']);
  });
});

describe('links and images through the one safe-URL helper', () => {
  it.each(['javascript:alert(1)', 'JaVa\tScRiPt:alert(1)', 'data:text/html,<script>1</script>', 'ftp://files.example.com', '//evil.example.com', '/relative'])(
    'refuses %s as a link',
    (value) => expect(isSafePlacementLink(value)).toBe(false),
  );

  it('takes an http(s) link', () => {
    expect(isSafePlacementLink('https://klass.example.com/events')).toBe(true);
    expect(isSafePlacementLink('http://klass.example.com/events')).toBe(true);
  });
});

describe('the uploaded image', () => {
  it('is a PNG, JPEG, GIF or WEBP; never an SVG (it may carry script at its public address) nor any other file', () => {
    for (const type of ['image/png', 'image/jpeg', 'IMAGE/GIF', 'image/webp; charset=binary']) expect(isPlacementImageType(type)).toBe(true);
    for (const type of ['image/svg+xml', 'text/html', 'application/pdf', '']) expect(isPlacementImageType(type)).toBe(false);
  });
});

describe('reorderedPlacements', () => {
  const current = [
    { placementKey: 'a', order: 1 },
    { placementKey: 'b', order: 2 },
    { placementKey: 'c', order: 3 },
    { placementKey: 'd', order: 4 },
  ];

  it('puts the named ones first in the order named, the others after in their order', () => {
    expect([...reorderedPlacements(current, ['c', 'a'])]).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
      ['d', 4],
    ]);
  });
});
