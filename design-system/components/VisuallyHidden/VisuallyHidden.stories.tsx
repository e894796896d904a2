import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Design system/Layout/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '읽지 않은 알림 3개' },
  parameters: {
    docs: { description: { component: '화면에는 보이지 않고 스크린 리더만 읽는 텍스트입니다. `focusable`을 주면 키보드 포커스를 받을 때 나타나는 건너뛰기 링크가 됩니다.' } },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const InsideAButton: Story = {
  render: (args) => (
    <button type="button">
      알림 <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '알림 읽지 않은 알림 3개' })).toBeInTheDocument();
  },
};

export const SkipLink: Story = {
  render: () => (
    <>
      <VisuallyHidden as="a" href="#main" focusable>
        본문 바로가기
      </VisuallyHidden>
      <main id="main">본문</main>
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = await within(canvasElement).findByRole('link', { name: '본문 바로가기' });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};
