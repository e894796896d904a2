import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadList, type UploadListItem } from './UploadList';

const labels = {
  list: '올리는 파일',
  progress: (name: string) => `${name} 업로드 진행률`,
  cancel: '취소',
  retry: '다시 시도',
  remove: '목록에서 지우기',
};

const uploading: UploadListItem = {
  id: '1',
  name: '회원 명단.csv',
  detail: '1.2 MB',
  status: 'uploading',
  progress: 0.45,
  message: '올리는 중 45% · 조각 2/3',
};

const meta = {
  title: 'Design system/Feedback/UploadList',
  component: UploadList,
  args: { items: [uploading], labels, onCancel: fn(), onRetry: fn(), onRemove: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '올리는 파일마다 이름·크기·진행률·상태 문장과 그 상태에 맞는 동작(진행 중 취소, 실패·취소 후 다시 시도, 끝난 뒤 지우기)을 보여 줍니다. 모든 문구는 `labels`와 항목의 `message`로 받습니다.',
      },
    },
  },
} satisfies Meta<typeof UploadList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Uploading: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('progressbar', { name: '회원 명단.csv 업로드 진행률' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await userEvent.click(
      await canvas.findByRole('button', { name: '취소', description: /회원 명단\.csv/ }),
    );
    await expect(args.onCancel).toHaveBeenCalledWith('1');
  },
};

export const FailedPart: Story = {
  args: {
    items: [
      {
        ...uploading,
        status: 'failed',
        progress: 0.66,
        message: '3번째 조각을 올리지 못했어요. 다시 시도해 주세요.',
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('3번째 조각을 올리지 못했어요. 다시 시도해 주세요.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '취소' })).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledWith('1');
  },
};

export const Retried: Story = {
  args: {
    items: [{ ...uploading, progress: 0.7, message: '2번째 조각을 다시 올리는 중 (2번째 시도)' }],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('2번째 조각을 다시 올리는 중 (2번째 시도)'),
    ).toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  args: {
    items: [{ ...uploading, status: 'cancelled', progress: 0.3, message: '업로드를 취소했어요.' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '다시 시도' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '목록에서 지우기' })).toBeInTheDocument();
  },
};

export const Done: Story = {
  args: { items: [{ ...uploading, status: 'done', progress: 1, message: '올렸어요.' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  },
};

export const SeveralFiles: Story = {
  args: {
    items: [
      uploading,
      {
        id: '2',
        name: '2026년 11월 정산 내역서_최종_수정본.xlsx',
        detail: '48 KB',
        status: 'done',
        progress: 1,
        message: '올렸어요.',
      },
      {
        id: '3',
        name: '강의 소개 영상.mp4',
        detail: '96.4 MB',
        status: 'failed',
        progress: 0.2,
        message: '7번째 조각을 올리지 못했어요.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(3);
  },
};

export const Mobile: Story = { ...SeveralFiles, globals: { viewport: { value: 'xs' } } };
