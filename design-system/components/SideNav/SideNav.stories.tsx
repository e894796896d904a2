import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SideNav, type SideNavSection } from './SideNav';

const sections: SideNavSection[] = [
  {
    title: '회원',
    items: [
      { label: '회원 목록', to: '/admin/members', icon: 'user' },
      { label: '탈퇴 회원', to: '/admin/members/withdrawn' },
    ],
  },
  {
    title: '주문',
    items: [
      { label: '주문 목록', to: '/admin/orders', icon: 'file' },
      { label: '배송 관리', to: '/admin/shipping' },
    ],
  },
  {
    title: '게시판',
    items: [{ label: '질문과 답변', to: '/admin/qna', icon: 'chat', count: 12 }],
  },
];

const meta = {
  title: 'Design system/Navigation/SideNav',
  component: SideNav,
  args: { label: '관리자 메뉴', sections },
  argTypes: { sections: { control: false } },
  parameters: {
    route: '/admin/members',
    layout: 'fullscreen',
    docs: { description: { component: '관리자 화면의 왼쪽 메뉴입니다. 현재 페이지 링크는 react-router의 NavLink가 aria-current="page"로 표시합니다.' } },
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CurrentPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: '관리자 메뉴' });
    await expect(within(nav).getByRole('link', { name: '회원 목록' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: '주문 목록' }));
    await expect(within(nav).getByRole('link', { name: '주문 목록' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: '회원 목록' })).not.toHaveAttribute('aria-current');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('link', { name: '회원 목록' })).toHaveFocus();
  },
};

export const LongKoreanText: Story = {
  args: {
    sections: [
      {
        title: '콘텐츠 관리',
        items: [
          { label: '클래스 커리큘럼 및 동영상 리소스 편집', to: '/admin/curriculum' },
          { label: '수료증 템플릿과 레이아웃 편집기', to: '/admin/certificates' },
        ],
      },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
