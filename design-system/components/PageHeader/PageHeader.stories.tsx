import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Design system/Layout/PageHeader',
  component: PageHeader,
  args: {
    title: '회원 목록',
    description: '가입한 회원을 찾아보고 상태를 바꿀 수 있어요.',
    breadcrumbs: (
      <Breadcrumbs
        label="이동 경로"
        items={[{ label: '홈', to: '/admin' }, { label: '회원', to: '/admin/members' }, { label: '회원 목록' }]}
      />
    ),
    actions: (
      <>
        <Button variant="secondary">엑셀 내보내기</Button>
        <Button>회원 추가</Button>
      </>
    ),
  },
  argTypes: { breadcrumbs: { control: false }, actions: { control: false } },
  parameters: {
    docs: { description: { component: '본문 맨 위의 머리글입니다. 이동 경로, 페이지 제목(h1), 설명, 페이지 동작 버튼을 담습니다. 좁은 화면에서는 버튼이 제목 아래로 내려갑니다.' } },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '회원 목록' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '이동 경로' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '회원 추가' })).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { breadcrumbs: undefined, description: undefined, actions: undefined } };

export const LongKoreanText: Story = {
  args: {
    title: '2024년 하반기 신입사원 직무 역량 강화 과정 기업 고객사별 소속 회원 일괄 관리',
    breadcrumbs: (
      <Breadcrumbs
        label="이동 경로"
        items={[
          { label: '홈', to: '/admin' },
          { label: '회원 및 수강 이력 관리', to: '/admin/members' },
          { label: '기업 고객사별 소속 회원 일괄 관리' },
        ]}
      />
    ),
    actions: <Button>소속 회원 엑셀 파일로 일괄 등록하기</Button>,
  },
};

export const Mobile: Story = { ...LongKoreanText, globals: { viewport: { value: 'xs' } } };
