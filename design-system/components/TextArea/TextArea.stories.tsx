import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Design system/Forms/TextArea',
  component: TextArea,
  args: { label: '수강평', placeholder: '강의에 대한 솔직한 후기를 남겨 주세요', maxLength: 10000 },
  parameters: { docs: { description: { component: '여러 줄 입력 필드입니다. 수강평처럼 최대 10,000자까지 "n/10,000" 카운터를 보여 줍니다.' } } },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = { args: { defaultValue: '설명이 친절하고 예제가 많아서 좋았어요.' } };

/** learner.md §5: review content at most 10,000 characters, counter "(n/10,000)". */
export const CounterAtLimit: Story = {
  args: { defaultValue: '가'.repeat(9998) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('9,998/10,000')).toBeInTheDocument();
    const area = await canvas.findByRole('textbox', { name: '수강평' });
    await userEvent.type(area, '나다라');
    await expect(await canvas.findByText('10,000/10,000')).toBeInTheDocument();
    await expect(area).toHaveValue(`${'가'.repeat(9998)}나다`);
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('textbox', { name: '수강평' })).toHaveFocus();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '수강 기간이 끝나 수정할 수 없어요.' } };

export const WithError: Story = { args: { error: '내용을 입력해 주세요.', required: true } };

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('0/10,000')).toBeInTheDocument();
  },
};

export const LongKoreanText: Story = {
  args: {
    defaultValue:
      '처음에는 어렵게 느껴졌지만 강사님께서 하나하나 차근차근 설명해 주셔서 끝까지 들을 수 있었습니다. 특히 실습 예제가 실제 업무와 비슷해서 바로 적용해 볼 수 있었고, 질문 게시판의 답변도 빨라서 만족스러웠어요. 다음 심화 과정도 꼭 수강하고 싶습니다.',
    hint: '강의와 관계없는 내용, 비방이나 허위 사실, 악의적인 내용은 운영 정책에 따라 숨겨지거나 삭제될 수 있어요.',
  },
};

export const Mobile: Story = { args: { defaultValue: '좋은 강의 감사합니다.' }, globals: { viewport: { value: 'xs' } } };
