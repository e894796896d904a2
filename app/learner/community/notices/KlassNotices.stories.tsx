/** Class notices against the mock: pinned first, cursor "load more", empty, error, loading. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { failing, neverAnswering } from '../storySupport';
import { KlassNotices } from './KlassNotices';

const text = copy.community.notices;
const SLICE = '/rest/document/klass/:id/notice/slice';

const meta = {
  title: 'Learner/Community/공지사항 · KlassNotices',
  component: KlassNotices,
  args: { klassId: 'klass-001' },
} satisfies Meta<typeof KlassNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: text.title });
    const items = within(list).getAllByRole('article');
    await expect(items).toHaveLength(10);
    // Pinned notices come first, each linking to its own page.
    await expect(within(items[0] as HTMLElement).getByText(text.pinned)).toBeInTheDocument();
    await expect(within(list).getByRole('link', { name: '자료 링크 모음' })).toHaveAttribute(
      'href',
      '/app/klass/klass-001/notice/nt-klass-001-02',
    );
  },
};

export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.loadMore }));
    await expect(await canvas.findByText('20개 표시 중')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: text.loadMore }));
    await expect(await canvas.findByText('23개 표시 중')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: text.loadMore })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { klassId: 'klass-006' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.empty)).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', SLICE)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.loadFailed)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', SLICE)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(text.loading);
  },
};
