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

/**
 * The hand review at 390 px: with a page in the middle of 150 (previous, 1 … 49 50 51 … 150,
 * next), the "next" arrow stays on the same line as "previous" instead of wrapping.
 */
export const PhoneOneLine: Story = {
  args: { page: 50, pageCount: 150 },
  parameters: { viewport: { options: { phone: { name: '390px', styles: { width: '390px', height: '844px' } } } } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation'));
    const previous = nav.getByRole('button', { name: '이전 페이지' });
    const next = nav.getByRole('button', { name: '다음 페이지' });
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBeLessThan(600);
    await expect(next.getBoundingClientRect().top).toBe(previous.getBoundingClientRect().top);
  },
};
