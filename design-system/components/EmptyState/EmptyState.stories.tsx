import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { iconNames } from '../Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design system/Feedback/EmptyState',
  component: EmptyState,
  args: { title: '아직 수강 중인 강의가 없어요', description: '관심 있는 강의를 찾아 수강을 시작해 보세요.' },
  argTypes: { icon: { control: 'select', options: iconNames }, action: { control: false } },
  parameters: {
    docs: { description: { component: '목록이나 페이지에 보여 줄 내용이 없을 때 씁니다. 다음에 할 수 있는 일을 `action`으로 안내하세요.' } },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: '아직 수강 중인 강의가 없어요' })).toBeInTheDocument();
  },
};

export const WithAction: Story = { args: { action: <Button>강의 둘러보기</Button> } };

export const SearchNoResult: Story = {
  args: { icon: 'search', title: '검색 결과가 없어요', description: '다른 검색어를 입력하거나 필터를 바꿔 보세요.', headingLevel: 3 },
};

export const LongKoreanText: Story = {
  args: {
    title: '작성한 리뷰가 없어요',
    description: '수강을 마친 강의에 리뷰를 남기면 다른 수강생들이 강의를 고르는 데 큰 도움이 돼요. 내 강의실에서 리뷰 쓰기 버튼을 눌러 보세요.',
  },
};

export const Mobile: Story = { args: { action: <Button fullWidth>강의 둘러보기</Button> }, globals: { viewport: { value: 'xs' } } };
