import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Image } from './Image';

/** An inline picture, so the story works without the internet. */
const cover =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#2a5bd7"/><text x="80" y="52" font-size="18" text-anchor="middle" fill="#fff">React</text></svg>');

const meta = {
  title: 'Design system/Data display/Image',
  component: Image,
  args: { src: cover, alt: '처음 만나는 리액트 강의 표지', ratio: '16:9', rounded: true, style: undefined },
  argTypes: { ratio: { control: 'inline-radio', options: ['1:1', '4:3', '16:9', '3:4', 'auto'] } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
  parameters: { docs: { description: { component: '비율을 지키는 이미지입니다. 이미지가 없거나 불러오지 못하면 대체 화면을 보여 줍니다.' } } },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: '처음 만나는 리액트 강의 표지' })).toHaveAttribute('src', cover);
  },
};

/** A picture that fails to load shows the fallback, still named by its alt text. */
export const Broken: Story = {
  args: { src: '/does-not-exist/cover.png' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('이미지를 불러오지 못했어요')).toBeInTheDocument();
    await expect(await canvas.findByRole('img', { name: '처음 만나는 리액트 강의 표지' })).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { src: null } };
export const CustomFallback: Story = { args: { src: null, fallback: '표지 준비 중' } };
export const Square: Story = { args: { ratio: '1:1' } };
export const LongKoreanText: Story = { args: { src: null, alt: '실무에 바로 쓰는 데이터 분석과 시각화 완성 과정의 강의 표지 이미지', fallback: '강의 표지 이미지를 준비하고 있어요. 잠시 후 다시 확인해 주세요.' } };
export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
