import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Rating, RatingStars } from './Rating';

const meta = {
  title: 'Design system/Forms/Rating',
  component: Rating,
  args: { label: '별점', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '수강평 별점(0~5)입니다. 라디오 묶음처럼 방향키·Home·End로 고르고, 옆에 현재 점수의 문구(별점을 선택해 주세요 … 정말 좋아요!)를 보여 줍니다. 0점은 아직 고르지 않은 상태입니다.',
      },
    },
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A new review starts at 5 (learner.md §4). */
export const Default: Story = {
  args: { defaultValue: 5 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('정말 좋아요!')).toBeInTheDocument();
  },
};

/** Arrows, Home and End change the value and its label (learner.md §4 labels for 0..5). */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('별점을 선택해 주세요')).toBeInTheDocument();
    await userEvent.tab();
    await expect(await canvas.findByRole('radio', { name: '1점' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByText('별로예요')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(await canvas.findByText('보통이에요')).toBeInTheDocument();
    await expect(await canvas.findByRole('radio', { name: '3점' })).toHaveAttribute('aria-checked', 'true');
    await expect(await canvas.findByRole('radio', { name: '3점' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(await canvas.findByText('좋아요!')).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    await expect(await canvas.findByText('정말 좋아요!')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await canvas.findByText('좋아요!')).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    await expect(await canvas.findByText('별로예요')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const Clicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '2점' }));
    await expect(await canvas.findByText('아쉬워요')).toBeInTheDocument();
    await expect(await canvas.findByRole('radiogroup', { name: '별점' })).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 4 } };

/** learner.md §5: a rating must not be 0. */
export const WithError: Story = { args: { required: true, error: '별점을 선택해 주세요.' } };

export const Empty: Story = { args: { defaultValue: 0 } };

export const LongKoreanText: Story = {
  args: { label: '이 강의를 다른 수강생에게 얼마나 추천하고 싶으신가요?', hint: '별점은 수강평과 함께 공개되며 나중에 수정할 수 있어요.', defaultValue: 3 },
};

export const Mobile: Story = { args: { defaultValue: 4 }, globals: { viewport: { value: 'xs' } } };

/** The read-only stars of a review list. */
export const ReadOnly: Story = {
  render: () => <RatingStars value={4} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: '5점 만점에 4점' })).toBeInTheDocument();
  },
};
