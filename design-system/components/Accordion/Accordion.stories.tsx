import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const lessons = (titles: string[]) => (
  <ol style={{ margin: 0, paddingInlineStart: 20 }}>
    {titles.map((title) => (
      <li key={title}>{title}</li>
    ))}
  </ol>
);

const chapters = [
  { id: 'c1', title: '1장. 리액트 시작하기', meta: '3강 · 24분', content: lessons(['리액트란 무엇인가', '개발 환경 만들기', '첫 컴포넌트']) },
  { id: 'c2', title: '2장. 상태와 이벤트', meta: '4강 · 41분', content: lessons(['useState', '이벤트 처리', '폼 다루기', '실습']) },
  { id: 'c3', title: '3장. 데이터 불러오기', meta: '2강 · 18분', content: lessons(['fetch와 useEffect', 'React Query']) },
  { id: 'c4', title: '4장. 준비 중인 챕터', meta: '0강', content: null, disabled: true },
];

const meta = {
  title: 'Design system/Data display/Accordion',
  component: Accordion,
  args: { items: chapters, onExpandedChange: fn() },
  parameters: { docs: { description: { component: '제목 아래 내용을 펼치고 접는 목록입니다. 커리큘럼의 챕터에 씁니다. 위/아래 방향키와 Home/End로 제목 사이를 움직입니다.' } } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  args: { defaultExpanded: ['c1'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /1장/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('region', { name: /1장/ })).toBeVisible();
  },
};

/** Up/Down move between chapter headings, Home/End jump, Enter opens (WAI-ARIA accordion). */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = await canvas.findByRole('button', { name: /1장/ });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = await canvas.findByRole('button', { name: /2장/ });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText('useState')).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['c2']);
    await userEvent.keyboard('{End}');
    await expect(await canvas.findByRole('button', { name: /3장/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(await canvas.findByRole('button', { name: /3장/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByRole('button', { name: /3장/ })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const OneAtATime: Story = { args: { multiple: false, defaultExpanded: ['c2'] } };

export const Disabled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /4장/ })).toBeDisabled();
  },
};

export const Empty: Story = { args: { items: [] } };

export const LongKoreanText: Story = {
  args: {
    defaultExpanded: ['long'],
    items: [
      {
        id: 'long',
        title: '5장. 실무 프로젝트: 수강 신청부터 결제, 수료증 발급까지 이어지는 온라인 강의 서비스 직접 만들어 보기',
        meta: '12강 · 3시간 20분',
        content: '이 챕터에서는 지금까지 배운 내용을 모두 활용해 실제 서비스와 비슷한 규모의 프로젝트를 처음부터 끝까지 완성합니다.',
      },
    ],
  },
};

export const Mobile: Story = { args: { defaultExpanded: ['c1'] }, globals: { viewport: { value: 'xs' } } };
