import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Design system/Feedback/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
  parameters: {
    docs: { description: { component: '데이터를 불러오지 못한 영역에 씁니다. 즉시 읽히며(role="alert") `onRetry`를 주면 다시 시도 버튼이 나타납니다. 페이지 전체 오류(401·504·400)는 앱의 오류 페이지가 맡습니다.' } },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('문제가 발생했어요');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '다시 시도' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithoutRetry: Story = { args: { onRetry: undefined } };

export const LongKoreanText: Story = {
  args: { title: '리뷰를 불러오지 못했어요', description: '이런, 리뷰를 불러오는 데 실패했어요. 잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 문의해 주세요.' },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
