/**
 * Whether the banner strip holds its height from the first paint (issue 38: "the top banner shifts
 * the page on the first visit"): the last visit's hint decides when there is one (a banner's key:
 * yes; '' after a visit that ended with none: no); on a first visit, the start-up script's early
 * live placements do.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { canDecide, readExpected } from './bannerSlot';

const HINT = 'klass.banner.expected';

afterEach(() => {
  window.localStorage.clear();
  delete window.__KLASS_LIVE_BANNER__;
  delete window.__KLASS_LIVE_BANNER_READ__;
});

describe('readExpected', () => {
  it('a first visit reserves the strip when the early placements name a live banner, and not when they name none or have not answered', () => {
    window.__KLASS_LIVE_BANNER__ = 'mkt-banner-1';
    expect(readExpected()).toBe(true);
    window.__KLASS_LIVE_BANNER__ = null;
    expect(readExpected()).toBe(false);
    delete window.__KLASS_LIVE_BANNER__;
    expect(readExpected()).toBe(false);
  });

  it('after a visit, its hint decides: a banner shown then is expected again, one closed or none is not', () => {
    window.__KLASS_LIVE_BANNER__ = 'mkt-banner-1';
    window.localStorage.setItem(HINT, '');
    expect(readExpected()).toBe(false);
    window.localStorage.setItem(HINT, 'mkt-banner-1');
    window.__KLASS_LIVE_BANNER__ = null;
    expect(readExpected()).toBe(true);
  });

  it('a first visit whose early placements are on their way waits for them; a hint, their answer, or none sent decides at once', () => {
    expect(canDecide()).toBe(true);
    window.__KLASS_LIVE_BANNER_READ__ = new Promise(() => undefined);
    expect(canDecide()).toBe(false);
    window.__KLASS_LIVE_BANNER__ = null;
    expect(canDecide()).toBe(true);
    delete window.__KLASS_LIVE_BANNER__;
    window.localStorage.setItem(HINT, '');
    expect(canDecide()).toBe(true);
  });
});
