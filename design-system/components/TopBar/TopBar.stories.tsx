import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Link } from '../TextButton';
import { TopBar } from './TopBar';

const meta = {
  title: 'Design system/Navigation/TopBar',
  component: TopBar,
  args: {
    brand: <Link to="/" tone="neutral">클래스</Link>,
    navigation: (
      <ul>
        <li><Link to="/klasses" tone="neutral">강의</Link></li>
        <li><Link to="/app/user/klasses" tone="neutral">내 강의실</Link></li>
        <li><Link to="/notices" tone="neutral">공지사항</Link></li>
      </ul>
    ),
    actions: <Button size="sm">로그인</Button>,
    onMenuClick: fn(),
  },
  argTypes: { brand: { control: false }, navigation: { control: false }, actions: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: '모든 페이지 위의 막대입니다. 브랜드, 주요 메뉴(nav), 동작 버튼을 담습니다. md(900px) 미만에서는 주요 메뉴가 숨겨지고 "메뉴 열기" 버튼이 나타납니다(Drawer와 함께 쓰세요).' } },
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('banner')).toBeInTheDocument();
    if (window.innerWidth >= 600) {
      await expect(canvas.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
    }
  },
};

export const LoggedIn: Story = {
  args: {
    actions: (
      <>
        <IconButton label="알림" icon="bell" />
        <IconButton label="내 정보" icon="user" />
      </>
    ),
  },
};

export const LongKoreanBrand: Story = { args: { brand: <Link to="/" tone="neutral">한국직무능력개발원 온라인 평생교육원</Link> } };

export const Mobile: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('button', { name: '메뉴 열기' });
    if (window.innerWidth < 900) {
      await userEvent.click(menu);
      await expect(args.onMenuClick).toHaveBeenCalledOnce();
    }
  },
};
