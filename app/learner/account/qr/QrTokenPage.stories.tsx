/**
 * The QR authentication link against the mock (learner.md §2, §7 `GET /v2/public/auth/token`): a
 * seeded link that signs in and lands on the home page, an expired one, a missing or unknown token,
 * and the pending state.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { AtRoute, expectInAppLoginNotice, landedAt, visitorInNativeApp } from '../storySupport';
import { QrTokenPage } from './QrTokenPage';

const text = copy.account;

const meta = {
  title: 'Learner/Account/QR 로그인 · QrTokenPage',
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

/** The seeded link of the learner (`qr-learner`): signed in on this device, then home. */
export const SignsIn: Story = {
  parameters: { scenario: 'visitor', route: '/app/auth/qr-token?tenantId=tenant-klass&token=qr-learner' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(landedAt('/'))).toBeInTheDocument();
  },
};

/** A link past its `expiredAt` (`qr-expired`) signs nobody in. */
export const Expired: Story = {
  parameters: { scenario: 'visitor', route: '/app/auth/qr-token?tenantId=tenant-klass&token=qr-expired' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: text.qrFailedTitle })).toBeInTheDocument();
  },
};

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
    msw: { handlers: [http.get('*/rest/account/v2/public/auth/token', async () => { await delay('infinite'); })] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(text.qrSigningIn);
  },
};

let qrExchanges = 0;

/**
 * Inside the native app the pair could not be stored (the bridge owns the tokens): the notice, and
 * the one-time QR token is not spent on an exchange that could not finish.
 */
export const InNativeApp: Story = {
  ...visitorInNativeApp,
  parameters: {
    ...visitorInNativeApp.parameters,
    route: '/app/auth/qr-token?tenantId=tenant-klass&token=qr-learner',
    msw: {
      handlers: [
        http.get('*/rest/account/v2/public/auth/token', () => {
          qrExchanges += 1;
          return HttpResponse.json(null, { status: 500 });
        }),
      ],
    },
  },
  // Before the page renders (an exchange would start then, before play).
  beforeEach: () => {
    qrExchanges = 0;
  },
  play: async ({ canvasElement }) => {
    await expectInAppLoginNotice(canvasElement);
    // An exchange would reach the mock only after the bridge answered the token: give it the time.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(qrExchanges).toBe(0);
  },
};
