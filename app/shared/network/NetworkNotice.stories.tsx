/** The connection notice (issue 39): offline, offline with changes waiting, a server being tried again, nothing. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { NetworkNoticeView } from './NetworkNotice';

const t = copy.common;

const meta = {
  title: 'Shared/Network/인터넷 연결 알림 · NetworkNotice',
  component: NetworkNoticeView,
  args: { online: false, pendingChanges: 0, retrying: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NetworkNoticeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.offlineTitle)).toBeVisible();
    await expect(canvas.queryByText(t.offlinePendingChanges(1), { exact: false })).toBeNull();
  },
};

export const OfflineWithChangesWaiting: Story = {
  args: { pendingChanges: 2 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.offlinePendingChanges(2), { exact: false })).toBeVisible();
  },
};

export const ServerRetrying: Story = {
  args: { online: true, retrying: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.serverRetrying)).toBeVisible();
    await expect(canvas.queryByText(t.offlineTitle)).toBeNull();
  },
};

export const Online: Story = {
  args: { online: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('network-notice')).toBeEmptyDOMElement();
  },
};
