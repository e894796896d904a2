/** Class announcements against the mock: slices with "load more", visibility, empty, error, loading. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { failing, neverAnswering } from '../storySupport';
import { KlassAnnouncements } from './KlassAnnouncements';

const text = copy.community.announcements;
const SLICE = '/rest/inventory/klass/:id/announcement/slice';

const meta = {
  title: 'Learner/Community/알림 · KlassAnnouncements',
  component: KlassAnnouncements,
  args: { klassId: 'klass-001' },
} satisfies Meta<typeof KlassAnnouncements>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A learner of the class sees every announcement, PRIVATE ones marked, 10 per slice. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: text.title });
    await expect(within(list).getAllByRole('article')).toHaveLength(10);
    await expect(within(list).getAllByText('정민준').length).toBeGreaterThan(0);
    // yyyy.MM.dd HH:mm in Asia/Seoul.
    await expect(list.querySelector('time')?.textContent).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    await expect(within(list).getAllByText(copy.community.recent).length).toBeGreaterThan(0);
    await expect(within(list).getAllByText(text.visibility.PRIVATE).length).toBeGreaterThan(0);
  },
};

/** "Load more" fetches the next cursor slice until the last one, then the button goes away. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.loadMore }));
    await expect(await canvas.findByText('20개 표시 중')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: text.loadMore }));
    await expect(await canvas.findByText('25개 표시 중')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: text.loadMore })).not.toBeInTheDocument();
  },
};

/** A visitor sees only PUBLIC announcements. */
export const Visitor: Story = {
  parameters: { scenario: 'visitor' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: text.title });
    await expect(within(list).queryByText(text.visibility.PRIVATE)).not.toBeInTheDocument();
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
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.loadFailed)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: copy.common.retry })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', SLICE)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(text.loading);
  },
};
