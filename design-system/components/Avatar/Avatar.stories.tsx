import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from './Avatar';

/** An inline picture, so the story works without the internet. */
const portrait =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0b7285"/><circle cx="20" cy="16" r="7" fill="#fff"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#fff"/></svg>');

const meta = {
  title: 'Design system/Data display/Avatar',
  component: Avatar,
  args: { name: '홍길동', src: portrait },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: { docs: { description: { component: '사람의 사진입니다. 사진이 없거나 불러오지 못하면 이름의 첫 글자를 보여 줍니다.' } } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: '홍길동' })).toHaveAttribute('src', portrait);
  },
};

/** No picture: the initials. */
export const Initials: Story = {
  args: { src: null, size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: '홍길동' })).toBeInTheDocument();
    await expect(await canvas.findByText('홍')).toBeInTheDocument();
  },
};

/** A picture that fails to load falls back to the initials. */
export const BrokenImage: Story = {
  args: { name: 'Jane Doe', src: '/does-not-exist/avatar.png' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('JD')).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} src={null} size="lg" />
    </div>
  ),
};

export const LongKoreanText: Story = { args: { name: '남궁 민수 (데이터분석연구소 대표 강사)', src: null, size: 'lg' } };
export const Mobile: Story = { args: { size: 'sm' }, globals: { viewport: { value: 'xs' } } };
