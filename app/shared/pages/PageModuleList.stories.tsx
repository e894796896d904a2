/**
 * The page modules as the learner site draws them (issue 41), at a phone's and a desktop's width:
 * every module kind and every PageSection layout, a slide banner's controls (paused, turned by
 * keyboard), empty card lists and boards, and a banner whose link the safe-URL helper refuses.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bannerDefaults, sectionLayouts, slotsOf, type CardItem, type PageModule, type SectionSlot } from '@app/shared/api/contract/pageModules';
import type { PageBoard } from '@app/shared/api/contract/sitePage';
import { copy } from '@app/shared/copy';
import { PageModuleList } from './PageModuleList';

const text = copy.sitePages;

const card = (index: number, type: CardItem['type'] = 'KLASS'): CardItem => ({
  type,
  itemKey: `${type.toLowerCase()}-${String(index).padStart(3, '0')}`,
  title: ['실전 데이터 분석 입문', '처음 배우는 수채화', '직장인을 위한 파이썬 자동화', '매일 10분 영어 회화', '사진 보정 기초부터 실전까지'][index % 5] ?? '클래스',
  coverImageUrl: `/mock-media/covers/cover-0${(index % 8) + 1}.svg`,
  price: index % 3 === 0 ? 0 : 45_000 + index * 1_000,
  priceDisplayMode: 'FREE',
});

const slides = [
  { imageUrl: '/mock-media/banners/banner-01.svg', mobileImageUrl: null, alt: '겨울 방학 특강, 지금 신청하면 20% 할인', linkUrl: '/pages/winter-special' },
  { imageUrl: '/mock-media/banners/banner-02.svg', mobileImageUrl: null, alt: '새로 열린 데이터 분석 클래스', linkUrl: 'https://klass.example.com/events' },
];

const boards: PageBoard[] = [
  {
    boardKey: 'klass-001',
    title: '실전 데이터 분석 입문 공지사항',
    posts: [
      { postKey: 'n-1', title: '12월 라이브 특강 일정 안내', postedAt: '2026-11-20T01:00:00.000Z' },
      { postKey: 'n-2', title: '실습 파일이 새로 올라왔어요', postedAt: '2026-11-18T01:00:00.000Z' },
      { postKey: 'n-3', title: '연말 고객센터 운영 시간 안내', postedAt: '2026-11-10T01:00:00.000Z' },
    ],
  },
];

function slotOf(kind: SectionSlot['slot'], index: number): SectionSlot {
  if (kind === 'image') return { slot: 'image', imageUrl: slides[index % 2]?.imageUrl ?? '', alt: `추천 이미지 ${index + 1}`, linkUrl: null };
  if (kind === 'video') return { slot: 'video', videoUrl: '/mock-media/video/lesson-sample.webm', title: `맛보기 영상 ${index + 1}` };
  return { slot: 'board', boardKey: 'klass-001', count: 3 };
}

const every: PageModule[] = [
  { id: 'multi', kind: 'MultiBanner', slides, pcMaxHeight: bannerDefaults.pcMaxHeight, mobileMaxHeight: bannerDefaults.mobileMaxHeight, transitionSpeed: bannerDefaults.transitionSpeed },
  { id: 'recent', kind: 'RecentInventory', title: '이어서 학습하기' },
  { id: 'klasses', kind: 'KlassList', title: '지금 인기 있는 클래스', items: [0, 1, 2, 3].map((index) => card(index)) },
  { id: 'titles', kind: 'TitleCardList', title: '이번 주 코스', items: [1, 2, 3].map((index) => card(index, 'COURSE')) },
  { id: 'posters', kind: 'PosterCardList', title: '포스터로 보는 클래스', items: [0, 1, 2, 3, 4].map((index) => card(index)) },
  { id: 'basics', kind: 'BasicCardList', title: '모두 모아 보기', items: [card(1, 'PASS'), card(2, 'PACKAGE'), card(3)] },
  { id: 'single', kind: 'SingleBanner', slide: slides[0] ?? { imageUrl: '', mobileImageUrl: null, alt: '', linkUrl: null }, height: bannerDefaults.singleBannerHeight },
  { id: 'books', kind: 'BookCardList', title: '함께 읽으면 좋은 책', items: [1, 2, 3, 4, 5].map((index) => card(index, 'BOOK')) },
  { id: 'goods', kind: 'GoodsCardList', title: '수업 준비물', items: [1, 2, 3].map((index) => card(index, 'GOODS')) },
  { id: 'board', kind: 'BoardList', title: '공지사항', boardKey: 'klass-001', count: 5 },
  { id: 'video', kind: 'VideoCard', title: '클래스 맛보기', videoUrl: '/mock-media/video/lesson-sample.webm', description: '12초짜리 맛보기 영상이에요.' },
  { id: 'section', kind: 'PageSection', title: '이번 주 추천', layout: 'ImageLBoard', slots: slotsOf.ImageLBoard.map(slotOf) },
];

const recentNote = () => <p>{text.recentPreview}</p>;

const meta = {
  title: 'Learner/Pages/페이지 구성 요소 · PageModuleList',
  component: PageModuleList,
  args: { modules: every, boards, recent: recentNote, headingLevel: 2 },
} satisfies Meta<typeof PageModuleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every module kind top to bottom at a desktop's width: the first banner's image loads at once, the rest lazily. */
export const EveryModule: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('region', { name: text.bannerRegion(2) })).toBeVisible();
    for (const title of ['지금 인기 있는 클래스', '이번 주 코스', '포스터로 보는 클래스', '모두 모아 보기', '함께 읽으면 좋은 책', '수업 준비물', '공지사항', '클래스 맛보기', '이번 주 추천']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getAllByRole('img', { name: slides[0]?.alt })[0]).toHaveAttribute('loading', 'eager');
    await expect(page.getByText(text.recentPreview)).toBeVisible();
    await expect(page.getAllByText('무료').length).toBeGreaterThan(0);
  },
};

export const EveryModulePhone: Story = { ...EveryModule, globals: { viewport: { value: 'xs' } } };

/** The slide banner: paused by its button, turned by keyboard, the slide's place said. */
export const SlideBannerControls: Story = {
  args: { modules: every.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // Moving on its own unless the person asks for less motion; its button says which and switches it.
    const toggle = await page.findByRole('button', { name: new RegExp(`${text.pauseSlides}|${text.playSlides}`) });
    const before = toggle.getAttribute('aria-label');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-label', before === text.pauseSlides ? text.playSlides : text.pauseSlides);
    await userEvent.click(page.getByRole('button', { name: text.nextSlide }));
    await expect(page.getByRole('group', { name: text.slideOf(2, 2) })).toBeVisible();
    await expect(page.getByRole('link', { name: slides[1]?.alt })).toHaveAttribute('target', '_blank');
  },
};

/** Every PageSection layout, each with its slots. */
export const EveryLayout: Story = {
  args: {
    modules: sectionLayouts.map((layout) => ({ id: `section-${layout}`, kind: 'PageSection', title: `${layout} 섹션`, layout, slots: slotsOf[layout].map(slotOf) })),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    for (const layout of sectionLayouts) await expect(await page.findByRole('heading', { level: 2, name: `${layout} 섹션` })).toBeVisible();
  },
};

export const EveryLayoutPhone: Story = { ...EveryLayout, globals: { viewport: { value: 'xs' } } };

/** A card list whose items were all hidden, and a board with no post yet, say so. */
export const EmptyListAndBoard: Story = {
  args: {
    modules: [
      { id: 'empty-list', kind: 'KlassList', title: '곧 열리는 클래스', items: [] },
      { id: 'empty-board', kind: 'BoardList', title: '새 소식', boardKey: 'none', count: 5 },
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(text.cardsEmpty)).toBeVisible();
    await expect(page.getByText(text.boardEmpty)).toBeVisible();
  },
};

/** A banner link the safe-URL helper refuses (a script) is drawn without a link. */
export const UnsafeLinkDropped: Story = {
  args: { modules: [{ id: 'unsafe', kind: 'SingleBanner', slide: { ...(slides[0] ?? { imageUrl: '', mobileImageUrl: null, alt: '' }), alt: '이벤트 배너', linkUrl: 'javascript:alert(1)' }, height: 400 }] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('img', { name: '이벤트 배너' })).toBeVisible();
    await expect(page.queryByRole('link')).toBeNull();
  },
};
