import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Design system/Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: '홈', to: '/' },
      { label: '회원 관리', to: '/admin/members' },
      { label: '회원 상세' },
    ],
  },
  parameters: {
    docs: { description: { component: '현재 페이지의 위치를 보여 줍니다. 마지막 항목은 현재 페이지(aria-current="page")이며 링크가 아닙니다.' } },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: '이동 경로' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    await expect(within(nav).getByText('회원 상세')).toHaveAttribute('aria-current', 'page');
  },
};

export const LongKoreanText: Story = {
  args: {
    items: [
      { label: '홈', to: '/' },
      { label: '콘텐츠 관리', to: '/admin/contents' },
      { label: '클래스 커리큘럼 및 동영상 리소스 편집', to: '/admin/contents/klass' },
      { label: '2024년 하반기 신입사원 직무 역량 강화 과정' },
    ],
  },
};

export const Mobile: Story = { ...LongKoreanText, globals: { viewport: { value: 'xs' } } };
