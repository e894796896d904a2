import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Design system/Actions/Link',
  component: Link,
  args: { to: '/app/login/manager', children: '관리자 로그인', tone: 'primary' },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'neutral', 'muted', 'danger'] } },
  parameters: {
    docs: { description: { component: '이동하는 링크입니다. 앱 안의 경로는 react-router로 새로고침 없이 이동하고, `external`은 새 창으로 열리며 스크린 리더에 "새 창"을 알립니다.' } },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A click navigates inside the router without reloading the page. */
export const RouterNavigation: Story = {
  render: (args) => (
    <Routes>
      <Route path="/" element={<Link {...args} />} />
      <Route path="/app/login/manager" element={<p>관리자 로그인 페이지</p>} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: '관리자 로그인' });
    await expect(link).toHaveAttribute('href', '/app/login/manager');
    await userEvent.click(link);
    await expect(await canvas.findByText('관리자 로그인 페이지')).toBeInTheDocument();
  },
};

export const External: Story = {
  args: { to: 'https://example.com/terms', external: true, children: '이용약관' },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: '이용약관 (새 창)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('link')).toHaveFocus();
  },
};

export const Muted: Story = { args: { tone: 'muted' } };
export const LongKoreanText: Story = { args: { children: '개인정보 처리방침과 위치기반 서비스 이용약관 전문 보기' } };
export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
