/**
 * The QR authentication link against the mock (learner.md §2): a missing or unknown token, and the
 * pending state.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { AtRoute } from '../storySupport';
import { QrTokenPage } from './QrTokenPage';

const text = copy.account;

const meta = {
  title: 'Learner/Account/QrTokenPage',
  component: QrTokenPage,
  parameters: { scenario: 'visitor' },
  render: () => (
    <AtRoute path="/app/auth/qr-token">
      <QrTokenPage />
    </AtRoute>
  ),
} satisfies Meta<typeof QrTokenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MissingQuery: Story = {
  parameters: { route: '/app/auth/qr-token' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.qrMissing)).toBeInTheDocument();
  },
};

export const UnknownToken: Story = {
  parameters: { route: '/app/auth/qr-token?tenantId=tenant-default&token=unknown' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: text.qrFailedTitle })).toBeInTheDocument();
  },
};

export const Pending: Story = {
  parameters: {
    route: '/app/auth/qr-token?tenantId=tenant-default&token=t',
    msw: { handlers: [http.post('*/rest/account/v2/public/auth/token', async () => { await delay('infinite'); })] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(text.qrSigningIn);
  },
};
