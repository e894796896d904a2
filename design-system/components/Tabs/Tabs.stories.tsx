import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'curriculum', label: '커리큘럼', content: <p>1장. 시작하기 · 2장. 기본 문법 · 3장. 실전 예제</p> },
  { id: 'announcements', label: '공지사항', content: <p>새 강의가 추가되었어요.</p> },
  { id: 'questions', label: '질문', content: <p>아직 질문이 없어요.</p> },
  { id: 'reviews', label: '리뷰', content: <p>★★★★★ 정말 좋아요!</p> },
];

const meta = {
  title: 'Design system/Navigation/Tabs',
  component: Tabs,
  args: { items, label: '강의실 메뉴', onChange: fn() },
  argTypes: { items: { control: false } },
  parameters: {
    docs: { description: { component: '같은 화면 안의 내용 묶음을 오갑니다. 탭 목록은 Tab 한 번으로 들어가고 좌우 화살표·Home·End로 이동하며, 이동하면 바로 선택됩니다. 페이지 이동에는 탭 대신 링크를 쓰세요.' } },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Arrows move and select, wrapping at the ends; Home and End jump. */
export const KeyboardArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = await canvas.findByRole('tab', { name: '커리큘럼' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '공지사항' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '공지사항' })).toHaveTextContent('새 강의가 추가되었어요.');
    await expect(args.onChange).toHaveBeenLastCalledWith('announcements');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '리뷰' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '리뷰' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  args: { items: items.map((item) => (item.id === 'announcements' ? { ...item, disabled: true } : item)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: '커리큘럼' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '질문' })).toHaveFocus();
  },
};

export const InitiallySelected: Story = { args: { defaultValue: 'reviews' } };

export const LongKoreanLabels: Story = {
  args: {
    items: [
      { id: 'a', label: '전체 커리큘럼 보기', content: <p>전체</p> },
      { id: 'b', label: '강사님의 공지사항', content: <p>공지</p> },
      { id: 'c', label: '수강생 질문과 답변', content: <p>질문</p> },
      { id: 'd', label: '수강 후기와 별점', content: <p>리뷰</p> },
    ],
  },
};

export const Mobile: Story = { args: { fitted: true, items: items.slice(0, 3) }, globals: { viewport: { value: 'xs' } } };

/**
 * Six tabs at 390 px (issue 38: the class room's 자료실 was past the edge of a list that scrolled
 * sideways with no sign): the tabs wrap, so every one is in sight and the list never scrolls.
 */
export const ManyTabsAtPhoneWidth: Story = {
  args: {
    items: [...items, { id: 'notices', label: '클래스 공지', content: <p>공지</p> }, { id: 'files', label: '자료실', content: <p>강의 교안</p> }],
  },
  globals: { viewport: { value: 'xs390' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const edge = list.getBoundingClientRect().right;
    for (const tab of canvas.getAllByRole('tab')) await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(edge + 0.5);
    await userEvent.click(canvas.getByRole('tab', { name: '자료실' }));
    await expect(canvas.getByRole('tabpanel', { name: '자료실' })).toHaveTextContent('강의 교안');
  },
};
