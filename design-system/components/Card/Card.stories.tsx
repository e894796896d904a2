import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '@ds/components/Button';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Card } from './Card';

const meta = {
  title: 'Design system/Data display/Card',
  component: Card,
  args: {
    title: '처음 만나는 리액트',
    subtitle: '김강사 · 24강 · 12시간',
    children: <StatusLabel tone="success">수강 중</StatusLabel>,
    footer: <Button size="sm">이어서 학습하기</Button>,
    style: { maxWidth: 320 },
  },
  argTypes: { variant: { control: 'inline-radio', options: ['outlined', 'raised'] } },
  parameters: { docs: { description: { component: '한 대상의 내용을 묶는 카드입니다. 미디어, 제목, 본문, 하단 버튼 영역을 가집니다.' } } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '처음 만나는 리액트', level: 3 })).toBeInTheDocument();
  },
};

export const WithMedia: Story = {
  args: {
    media: <div style={{ aspectRatio: '16 / 9', background: 'linear-gradient(135deg, #2a5bd7, #0b7285)' }} role="img" aria-label="강의 표지" />,
  },
};

export const Raised: Story = { args: { variant: 'raised' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('button', { name: '이어서 학습하기' })).toHaveFocus();
  },
};

export const Empty: Story = { args: { subtitle: undefined, footer: undefined, children: '아직 수강 중인 강의가 없어요.' } };

export const LongKoreanText: Story = {
  args: {
    title: '실무에 바로 쓰는 데이터 분석과 시각화, 파이썬 기초 문법부터 대시보드 만들기까지 완성 과정',
    subtitle: '데이터분석연구소 대표 강사 홍길동 외 3명 · 128강 · 64시간 30분',
    children: '수강 기간이 7일 남았어요. 남은 강의를 모두 들으면 수료증을 발급받을 수 있어요.',
  },
};

export const Mobile: Story = { args: { style: undefined }, globals: { viewport: { value: 'xs' } } };
