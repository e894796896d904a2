import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Box';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Design system/Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3, width: '20rem' },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  parameters: {
    docs: { description: { component: '불러오는 중인 내용의 자리를 잡아 주는 회색 모양입니다. 보조기기에서는 숨겨지므로 감싸는 영역에 `aria-busy`를 주거나 Spinner의 상태 문구를 함께 쓰세요.' } },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A class card while loading: the list region says it is busy, the shapes stay silent. */
export const CardPlaceholder: Story = {
  render: () => (
    <section aria-label="내 강의" aria-busy="true">
      <Stack direction="row" gap={4} align="center">
        <Skeleton variant="circle" width="3rem" />
        <Stack gap={1} style={{ flex: 1 }}>
          <Skeleton width="40%" />
          <Skeleton lines={2} />
        </Stack>
      </Stack>
      <Skeleton variant="rect" height="10rem" />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: '내 강의' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

export const Rect: Story = { args: { variant: 'rect', width: '100%', height: '12rem' } };
export const Circle: Story = { args: { variant: 'circle', width: '4rem' } };
export const Mobile: Story = { args: { width: '100%' }, globals: { viewport: { value: 'xs' } } };
