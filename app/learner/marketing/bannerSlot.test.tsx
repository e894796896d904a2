/**
 * The top banner's strip above the header (issue 38: "the banner belongs in the page's flow above
 * the header (its height reserved, so nothing shifts)"): when it holds the banner's height, decided
 * before the frame's first paint, and that it keeps it until the banner is drawn into it. The last
 * rule is the one the reverted attempt (e7a41db) broke: the strip gave its height up as soon as the
 * layer had read the placements, while the banner's own code was still loading, and the page moved
 * up and then down again.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemMessagesProvider } from '@ds/lib/messages';
import { configureApi } from '@app/shared/api/client/api';
import { createHttpClient } from '@app/shared/api/client/httpClient';
import type { LivePlacement } from '@app/shared/api/contract/siteMarketing';
import { livePlacementsQuery, siteMarketingKeys } from '@app/shared/api/endpoints/siteMarketing';
import { copy } from '@app/shared/copy';
import { SessionProvider } from '@app/shared/session/react';
import { startSession } from '@app/shared/session/startSession';
import { createMemoryStorage, createStorageEvents } from '@app/shared/session/testing';
import { BannerSlot, BannerSlotProvider, FIRST_FRAME_WAIT_MS, stripReservation, useBannerSlot, type ReservationInput } from './bannerSlot';

const HINT = 'klass.banner.expected';

/** The live placements' answer. */
interface LivePlacements {
  popups: LivePlacement[];
  banner: LivePlacement | null;
}
const banner: LivePlacement = { placementKey: 'mkt-banner-06', title: '연말 감사 이벤트', message: '모든 클래스 10% 할인', imageUrl: null, linkUrl: null };

const base: ReservationInput = { active: true, settled: undefined, live: { state: 'unknown' }, lastVisit: () => null };
const shown = (placementKey: string) => () => ({ placementKey, shown: true });
const notShown = (placementKey: string) => () => ({ placementKey, shown: false });

describe('stripReservation', () => {
  it('live placements that answered before the first paint decide: a live banner is reserved, none is not, whatever the last visit ended with', () => {
    expect(stripReservation({ ...base, live: { state: 'answered', placementKey: 'mkt-banner-06' } })).toBe(true);
    expect(stripReservation({ ...base, live: { state: 'answered', placementKey: null } })).toBe(false);
    expect(stripReservation({ ...base, live: { state: 'answered', placementKey: 'mkt-banner-07' }, lastVisit: notShown('mkt-banner-06') })).toBe(true);
    expect(stripReservation({ ...base, live: { state: 'answered', placementKey: null }, lastVisit: shown('mkt-banner-06') })).toBe(false);
  });

  it('a live banner the last visit closed or hid for the day is not reserved for (the layer will not show it)', () => {
    expect(stripReservation({ ...base, live: { state: 'answered', placementKey: 'mkt-banner-06' }, lastVisit: notShown('mkt-banner-06') })).toBe(false);
  });

  it('placements on their way hold the frame back; never sent, failed or late, a banner the last visit showed is reserved for', () => {
    expect(stripReservation({ ...base, live: { state: 'coming' } })).toBe('wait');
    expect(stripReservation({ ...base, lastVisit: shown('mkt-banner-06') })).toBe(true);
    expect(stripReservation({ ...base, lastVisit: notShown('mkt-banner-06') })).toBe(false);
    expect(stripReservation(base)).toBe(false);
  });

  it('what the layer settled wins: a banner it shows keeps the strip reserved until the banner is drawn into it, and closing it gives the height up', () => {
    const answered: ReservationInput['live'] = { state: 'answered', placementKey: 'mkt-banner-06' };
    expect(stripReservation({ ...base, live: answered, settled: { placementKey: 'mkt-banner-06', shown: true } })).toBe(true);
    expect(stripReservation({ ...base, live: answered, settled: { placementKey: 'mkt-banner-06', shown: false } })).toBe(false);
    expect(stripReservation({ ...base, live: answered, settled: null })).toBe(false);
  });

  it('a page that draws no banner (the class room’s player) reserves nothing and never waits', () => {
    expect(stripReservation({ ...base, active: false, live: { state: 'coming' }, lastVisit: shown('mkt-banner-06') })).toBe(false);
  });
});

/** The layer's stand-in: settles the strip as NoticeReader does once it has read the placements. */
function Layer() {
  const slot = useBannerSlot();
  return (
    <>
      <button type="button" onClick={() => slot?.settle({ placementKey: banner.placementKey, shown: true })}>
        보여 줄 배너
      </button>
      <button type="button" onClick={() => slot?.settle({ placementKey: banner.placementKey, shown: false })}>
        닫기
      </button>
    </>
  );
}

/** The provider with the strip and the layer, for a visitor, over `queries`. */
function renderFrame(queries: QueryClient): void {
  const { session } = startSession({ baseUrl: 'http://api.test', storage: createMemoryStorage(), storageEvents: createStorageEvents(), bridge: null });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DesignSystemMessagesProvider messages={copy.designSystem}>
      <QueryClientProvider client={queries}>
        <SessionProvider session={session}>{children}</SessionProvider>
      </QueryClientProvider>
    </DesignSystemMessagesProvider>
  );
  render(
    <BannerSlotProvider>
      <BannerSlot />
      <h1>홈</h1>
      <Layer />
    </BannerSlotProvider>,
    { wrapper },
  );
}

const strip = () => screen.getByTestId('banner-strip');

/** The live placements' call, answered when `answer` resolves. */
function sendLive(queries: QueryClient, answer: Promise<LivePlacements>) {
  configureApi(createHttpClient({ baseUrl: 'http://api.test', fetch: () => answer.then((body) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })) }));
  void queries.prefetchQuery(livePlacementsQuery(false));
}

afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

describe('BannerSlotProvider', () => {
  it('with a live banner answered before the frame: the strip is reserved from its first render and stays so once the layer shows the banner', async () => {
    const queries = new QueryClient();
    queries.setQueryData(siteMarketingKeys.live(false), { popups: [], banner });
    renderFrame(queries);
    expect(strip()).toHaveAttribute('data-reserved');
    await act(async () => screen.getByRole('button', { name: '보여 줄 배너' }).click());
    expect(strip()).toHaveAttribute('data-reserved');
    expect(window.localStorage.getItem(HINT)).toBe(banner.placementKey);
    await act(async () => screen.getByRole('button', { name: '닫기' }).click());
    expect(strip()).not.toHaveAttribute('data-reserved');
    expect(window.localStorage.getItem(HINT)).toBe(`hidden:${banner.placementKey}`);
  });

  it('placements still on their way: nothing of the frame is drawn until they answer, then the strip holds the banner’s height', async () => {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer: (body: LivePlacements) => void = () => undefined;
    sendLive(queries, new Promise((resolve) => (answer = resolve)));
    renderFrame(queries);
    expect(screen.queryByRole('heading', { name: '홈' })).toBeNull();
    expect(screen.queryByTestId('banner-strip')).toBeNull();
    await act(async () => answer({ popups: [], banner }));
    expect(await screen.findByRole('heading', { name: '홈' })).toBeInTheDocument();
    expect(strip()).toHaveAttribute('data-reserved');
  });

  it(`placements that do not answer within ${FIRST_FRAME_WAIT_MS} ms: the frame is drawn, reserved as the last visit ended`, async () => {
    vi.useFakeTimers();
    window.localStorage.setItem(HINT, banner.placementKey);
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    sendLive(queries, new Promise(() => undefined));
    renderFrame(queries);
    expect(screen.queryByTestId('banner-strip')).toBeNull();
    await act(async () => vi.advanceTimersByTime(FIRST_FRAME_WAIT_MS));
    expect(strip()).toHaveAttribute('data-reserved');
  });
});
