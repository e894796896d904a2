import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Table, type TableColumn } from './Table';

interface Notice {
  id: string;
  title: string;
  author: string;
  created: string;
  pinned: boolean;
}

const notices: Notice[] = [
  { id: '1', title: '5월 정기 점검 안내', author: '운영팀', created: '2024.05.01', pinned: true },
  { id: '2', title: '신규 강의 오픈: 처음 만나는 리액트', author: '김강사', created: '2024.04.28', pinned: false },
  { id: '3', title: '수료증 발급 방법이 바뀌었어요', author: '운영팀', created: '2024.04.15', pinned: false },
];

const columns: TableColumn<Notice>[] = [
  { id: 'title', header: '제목', cell: (n) => (n.pinned ? <><StatusLabel tone="info">고정</StatusLabel> {n.title}</> : n.title) },
  { id: 'author', header: '작성자', cell: (n) => n.author, width: '7rem' },
  { id: 'created', header: '작성일', cell: (n) => n.created, align: 'end', width: '7rem' },
];

const meta = {
  title: 'Design system/Data display/Table',
  component: Table<Notice>,
  args: { caption: '공지사항', columns, rows: notices, getRowKey: (n: Notice) => n.id },
  parameters: { docs: { description: { component: '정렬이나 선택이 필요 없는 짧은 표입니다. 좁은 화면에서는 옆으로 스크롤됩니다. 많은 행, 정렬, 선택이 필요하면 DataTable을 씁니다.' } } },
} satisfies Meta<typeof Table<Notice>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: '공지사항' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const HiddenCaption: Story = { args: { hideCaption: true } };

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('표시할 내용이 없어요.')).toBeInTheDocument();
  },
};

export const LongKoreanText: Story = {
  args: {
    rows: [{ id: 'x', title: '개인정보 처리방침 개정 안내: 마케팅 정보 수신 동의 항목과 제3자 제공 범위가 바뀌었으니 꼭 확인해 주세요', author: '개인정보보호책임자', created: '2024.05.10', pinned: true }],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
