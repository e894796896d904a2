import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { BulkBar } from './BulkBar';

const meta = {
  title: 'Design system/Data display/BulkBar',
  component: BulkBar,
  args: {
    label: '선택한 항목 작업',
    summary: '선택한 12명',
    clearLabel: '선택 해제',
    onClear: fn(),
    children: (
      <>
        <Button size="sm" variant="secondary">
          그룹에 추가
        </Button>
        <Button size="sm" variant="danger">
          그룹에서 빼기
        </Button>
      </>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BulkBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Rows picked by key: the count in words, the actions, and clearing. */
export const Picked: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(await within(canvasElement).findByRole('region', { name: '선택한 항목 작업' }));
    await expect(bar.getByText('선택한 12명')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: '선택 해제' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** Every matching row: the scope says so. */
export const AllMatching: Story = {
  args: { summary: '검색 결과 전체 8,214명' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('검색 결과 전체 8,214명')).toBeVisible();
  },
};

/** A note under the summary: a limit reached. */
export const WithNote: Story = {
  args: { summary: '검색 결과 8,214명 중 7,000명', note: '한 번에 제외할 수 있는 수를 넘었어요. 필터로 범위를 좁혀 주세요.' },
};

/** An action running keeps its focus (busy is not disabled). */
export const ActionBusy: Story = {
  args: {
    children: (
      <Button size="sm" variant="danger" loading>
        그룹에서 빼기
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: '그룹에서 빼기' });
    button.focus();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };
