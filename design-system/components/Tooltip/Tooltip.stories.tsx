import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Design system/Feedback/Tooltip',
  component: Tooltip,
  args: {
    content: '배속은 0.5배부터 2배까지 고를 수 있어요',
    placement: 'top',
    children: <IconButton label="재생 속도 안내" icon="info" />,
  },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom'] }, children: { control: false } },
  decorators: [(Story) => <div style={{ padding: '4rem 8rem' }}><Story /></div>],
  parameters: {
    docs: { description: { component: '마우스를 올리거나 키보드로 포커스하면 나타나는 짧은 설명입니다. Esc로 닫히고, 설명 위로 마우스를 옮겨도 유지됩니다(WCAG 1.4.13). 꼭 필요한 정보는 툴팁에만 두지 마세요.' } },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '재생 속도 안내' });
    await expect(button).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
    await expect(button).toHaveAccessibleDescription('배속은 0.5배부터 2배까지 고를 수 있어요');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const OnHover: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: '재생 속도 안내' }));
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
};

export const LongKoreanText: Story = {
  args: { content: '수강 기간이 끝난 강의는 다시 재생할 수 없지만, 수료증은 언제든지 내 강의실에서 다시 출력할 수 있어요' },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button'));
    await expect(await within(canvasElement).findByRole('tooltip')).toBeVisible();
  },
};

export const Mobile: Story = { ...OnFocus, globals: { viewport: { value: 'xs' } } };
