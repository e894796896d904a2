import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Keeps the page in state so the pager can be clicked through. */
function PaginationDemo({ page: initial, onChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      {...props}
      page={page}
      onChange={(next) => {
        setPage(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/Navigation/Pagination',
  component: PaginationDemo,
  args: { page: 1, pageCount: 20, siblings: 1, onChange: fn() },
  parameters: {
    docs: { description: { component: '페이지 번호로 나뉜 목록(관리자 표, 리뷰)에 씁니다. 처음·마지막 페이지와 현재 페이지 주변만 보이고 나머지는 …으로 줄입니다. 커서로 이어지는 목록에는 LoadMore를 쓰세요.' } },
  },
} satisfies Meta<typeof PaginationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '이전 페이지' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^1\s*페이지$/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '다음 페이지' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: /^2\s*페이지$/ })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddlePage: Story = {
  args: { page: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^20\s*페이지$/ }));
    await expect(args.onChange).toHaveBeenCalledWith(20);
    await expect(canvas.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
  },
};

export const FewPages: Story = { args: { pageCount: 3, page: 2 } };

export const Empty: Story = {
  args: { pageCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = { args: { page: 10, siblings: 0 }, globals: { viewport: { value: 'xs' } } };
