import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup } from './CheckboxGroup';

const channels = [
  { value: 'EMAIL', label: '이메일' },
  { value: 'SMS', label: '문자 메시지' },
  { value: 'PUSH', label: '앱 푸시' },
  { value: 'KAKAO', label: '카카오 알림톡', disabled: true },
];

const meta = {
  title: 'Design system/Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: '알림 받을 방법', options: channels, onChange: fn() },
  parameters: { docs: { description: { component: '한 질문에 여러 개를 고르는 체크박스 묶음입니다. 값은 선택한 항목 값의 배열이며 항목 순서를 따릅니다.' } } },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: '앱 푸시' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: '이메일' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['EMAIL', 'PUSH']);
    await expect(await canvas.findByRole('group', { name: '알림 받을 방법' })).toBeInTheDocument();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('checkbox', { name: '이메일' })).toHaveFocus();
  },
};

export const Row: Story = { args: { direction: 'row', defaultValue: ['SMS'] } };
export const Disabled: Story = { args: { disabled: true, defaultValue: ['EMAIL'] } };

export const WithError: Story = {
  args: { required: true, error: '하나 이상 선택해 주세요.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('group')).toHaveAccessibleDescription('하나 이상 선택해 주세요.');
  },
};

export const Empty: Story = { args: { options: [], hint: '선택할 수 있는 항목이 없어요' } };

export const LongKoreanText: Story = {
  args: {
    label: '수강 중인 강의와 관련해 어떤 소식을 받아 보시겠어요?',
    options: [
      { value: 'NOTICE', label: '강사님이 새 공지사항이나 강의 자료를 올리면 바로 알려 주세요' },
      { value: 'ANSWER', label: '내가 남긴 질문에 답변이 달리면 알려 주세요' },
      { value: 'END', label: '수강 기간이 끝나기 7일 전에 남은 강의를 알려 주세요' },
    ],
  },
};

export const Mobile: Story = { args: { direction: 'row' }, globals: { viewport: { value: 'xs' } } };
