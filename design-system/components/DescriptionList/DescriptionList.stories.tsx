import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusLabel } from '@ds/components/StatusLabel';
import { DescriptionList } from './DescriptionList';

const order = [
  { term: '주문 번호', description: '2024050112345' },
  { term: '주문 일시', description: '2024.05.01 14:32' },
  { term: '결제 금액', description: '129,000원' },
  { term: '결제 수단', description: '신한카드 (3개월 할부)' },
  { term: '주문 상태', description: <StatusLabel tone="success">주문 완료</StatusLabel> },
];

const meta = {
  title: 'Design system/Data display/DescriptionList',
  component: DescriptionList,
  args: { items: order },
  argTypes: { termWidth: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: { docs: { description: { component: '항목 이름과 값을 짝지어 보여 주는 목록입니다. 좁은 화면에서는 위아래로 쌓입니다. 빈 값은 "-"로 표시합니다.' } } },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('129,000원')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [{ term: '배송 메시지', description: '' }, { term: '송장 번호', description: null }] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('-')).toHaveLength(2);
  },
};

export const LongKoreanText: Story = {
  args: {
    termWidth: 'lg',
    items: [
      { term: '배송지 주소(도로명 주소 기준)', description: '서울특별시 강남구 테헤란로 123 클래스빌딩 15층 1503호 (역삼동, 우편번호 06234)' },
      { term: '환불 사유', description: '업무 일정이 바빠져서 수강 기간 안에 강의를 모두 들을 수 없을 것 같아 환불을 요청합니다.' },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
