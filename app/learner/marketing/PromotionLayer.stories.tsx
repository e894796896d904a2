/**
 * The learner site's popups and top banner (issue 31), one story per state: one popup (closed by
 * the keyboard, focus back where it was), several (one after another, "오늘 하루 보지 않기" hiding
 * one for the day), one with the operator's uploaded image, a long Korean text, a phone's width,
 * and the top banner in the strip above the header (in the page's flow: the header's links stay
 * clickable; closing it hides it for the day). The hidden-today store is a memory one with a fixed clock, so stories never share it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LivePlacement } from '@app/shared/api/contract/siteMarketing';
import { copy } from '@app/shared/copy';
import { BannerSlot, BannerSlotProvider } from './bannerSlot';
import { createHideTodayStore, hideTodayViewer } from './hideToday';
import PromotionLayer from './PromotionLayer';

const text = copy.sitePromotions;

function memoryStore() {
  const items = new Map<string, string>();
  return createHideTodayStore({ getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) }, () => Date.parse('2026-11-28T12:00:00+09:00'), hideTodayViewer(null));
}

const winter: LivePlacement = {
  placementKey: 'mkt-popup-09',
  title: '겨울 특강 오픈',
  message: '겨울 방학 특강 신청이 시작됐어요.',
  imageUrl: null,
  linkUrl: 'https://klass.example.com/winter',
};
const review: LivePlacement = { placementKey: 'mkt-popup-10', title: '리뷰 이벤트', message: '후기를 남기면 적립금을 드려요.', imageUrl: null, linkUrl: null };
const banner: LivePlacement = { placementKey: 'mkt-banner-06', title: '연말 감사 이벤트', message: '연말 감사 이벤트가 열렸어요. 모든 클래스 10% 할인', imageUrl: null, linkUrl: 'https://klass.example.com/events' };
const long: LivePlacement = {
  placementKey: 'mkt-popup-11',
  title: '서비스 점검 및 이용약관 개정 안내',
  message:
    '더 안정적인 서비스를 위해 12월 3일 새벽 2시부터 6시까지 서버 점검을 해요. 점검 중에는 강의 재생과 결제를 할 수 없어요. 이용에 불편을 드려 죄송해요.',
  imageUrl: null,
  linkUrl: null,
};

/** A page with a focused control, as a learner would have it when the popup opens over it. */
function Page({ popups, withBanner = false }: { popups: LivePlacement[]; withBanner?: boolean }) {
  const [store] = useState(memoryStore);
  const focused = useRef<HTMLButtonElement>(null);
  // The layer arrives after the page, as on the site: the learner's focus is somewhere already.
  const [arrived, setArrived] = useState(false);
  // Loads the layer anew, as the next page view does.
  const [visit, setVisit] = useState(0);
  useEffect(() => focused.current?.focus(), []);
  return (
    <BannerSlotProvider>
      <BannerSlot />
      <header>
        <a href="#classes">내 강의실</a>
      </header>
      <main>
        <h1>내 강의실</h1>
        <button type="button" ref={focused} onFocus={() => setArrived(true)}>
          이어서 보기
        </button>
        <button type="button" onClick={() => setVisit((count) => count + 1)}>
          다시 방문하기
        </button>
        {arrived && <PromotionLayer key={visit} popups={popups} banner={withBanner ? banner : null} viewer={hideTodayViewer(null)} store={store} />}
      </main>
    </BannerSlotProvider>
  );
}

const meta = {
  title: 'Learner/Marketing/팝업·띠 배너 · PromotionLayer',
  component: Page,
  args: { popups: [winter] },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** One popup: its link, and Escape closes it with focus back on the page's button. */
export const OnePopup: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: winter.title });
    await expect(within(dialog).getByRole('link', { name: text.popupLink })).toHaveAttribute('href', winter.linkUrl);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(page.getByRole('button', { name: '이어서 보기' })).toHaveFocus();
  },
};

/** Several: one at a time in order; "오늘 하루 보지 않기" hides the first and the second follows. */
export const SeveralPopups: Story = {
  args: { popups: [winter, review] },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const first = await page.findByRole('dialog', { name: winter.title });
    await expect(first).toHaveTextContent(text.popupCount(1, 2));
    await userEvent.click(within(first).getByRole('button', { name: text.hideToday }));
    const second = await page.findByRole('dialog', { name: review.title });
    await expect(second).toHaveTextContent(text.popupCount(2, 2));
    await expect(page.queryByRole('dialog', { name: winter.title })).toBeNull();
  },
};

/** The operator's uploaded image (its public address; here a data URL) above the words. */
export const WithImage: Story = {
  args: {
    popups: [
      {
        ...winter,
        imageUrl: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAMAAAAECAIAAADETxJQAAAAEUlEQVR4nGN48eE/BDHgZQEAqMIiFboPnVwAAAAASUVORK5CYII=',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: winter.title });
    const image = dialog.querySelector('img');
    await expect(image?.getAttribute('src')).toMatch(/^data:image\/png/);
    await waitFor(() => expect(image?.naturalWidth).toBe(3));
  },
};

/** A long Korean sentence wraps inside the popup. */
export const LongText: Story = {
  args: { popups: [long] },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: long.title });
    await expect(dialog).toHaveTextContent('서버 점검을 해요');
  },
};

/** A phone's width: the popup and its two buttons fit, each on one line. */
export const MobileWidth: Story = {
  args: { popups: [winter], withBanner: true },
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: winter.title });
    const hideToday = within(dialog).getByRole('button', { name: text.hideToday });
    const close = within(dialog).getByRole('button', { name: text.close });
    await expect(hideToday).toBeVisible();
    await expect(close).toBeVisible();
    // One line: as tall as the one-word 닫기 beside it.
    await expect(hideToday.getBoundingClientRect().height).toBe(close.getBoundingClientRect().height);
  },
};

/** The header link's own element is what a click at its middle meets (nothing laid over it). */
async function expectClickable(link: HTMLElement) {
  const box = link.getBoundingClientRect();
  const hit = link.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await expect(link.contains(hit)).toBe(true);
}

/** The top banner above the header (no popup): its link, the header still clickable, and its close button hides it for the day. */
export const Banner: Story = {
  args: { popups: [], withBanner: true },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const region = await page.findByRole('region', { name: text.bannerRegion });
    await expect(within(region).getByRole('link', { name: banner.message })).toHaveAttribute('href', banner.linkUrl);
    const headerLink = page.getByRole('link', { name: '내 강의실' });
    await expect(region.getBoundingClientRect().bottom).toBeLessThanOrEqual(headerLink.getBoundingClientRect().top);
    await expectClickable(headerLink);
    await userEvent.click(within(region).getByRole('button', { name: text.closeBanner }));
    await waitFor(() => expect(page.queryByRole('region', { name: text.bannerRegion })).toBeNull());
    // The next page view of the day: still closed.
    await userEvent.click(page.getByRole('button', { name: '다시 방문하기' }));
    await expect(await page.findByRole('link', { name: '내 강의실' })).toBeVisible();
    await expect(page.queryByRole('region', { name: text.bannerRegion })).toBeNull();
  },
};
