import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadMore, type LoadMoreProps } from './LoadMore';

/** A list of announcements that grows by 5 per click, like a cursor-paged endpoint. */
function AnnouncementList({ onLoadMore, totalCount = 12, ...props }: LoadMoreProps) {
  const [count, setCount] = useState(5);
  return (
    <>
      <ul>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>공지사항 {index + 1}</li>
        ))}
      </ul>
      <LoadMore
        {...props}
        loadedCount={count}
        totalCount={totalCount}
        hasMore={props.hasMore && count < totalCount}
        onLoadMore={() => {
          onLoadMore();
          setCount((current) => Math.min(current + 5, totalCount));
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design system/Navigation/LoadMore',
  component: AnnouncementList,
  args: { hasMore: true, onLoadMore: fn() },
  parameters: {
    docs: { description: { component: '커서로 이어지는 목록(공지, 질문, 리뷰) 아래의 "더 보기" 버튼입니다. 불러오는 중·실패(다시 시도)·끝(버튼 숨김) 상태가 있고, 표시 중인 개수를 스크린 리더에 알립니다.' } },
  },
} satisfies Meta<typeof AnnouncementList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LoadsUntilTheEnd: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '더 보기' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('status')).toHaveTextContent('전체 12개 중 10개 표시 중');
    await userEvent.click(canvas.getByRole('button', { name: '더 보기' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '더 보기' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('목록을 더 불러오지 못했어요.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toBeEnabled();
  },
};

export const NothingMore: Story = { args: { hasMore: false } };

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
