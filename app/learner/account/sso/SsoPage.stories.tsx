/**
 * The SSO return page against the mock (learner.md §4 "SSO flow"): a login with each kind of
 * outcome — success to a same-origin redirectUrl, "Credential is required", "Invalid SSO Method",
 * a refused credential — and the pending state.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { AtRoute, landedAt } from '../storySupport';
import { SsoPage } from './SsoPage';

const text = copy.account;

const meta = {
  title: 'Learner/Account/SSO 로그인 · SsoPage',
  component: SsoPage,
  parameters: { scenario: 'visitor' },
  render: () => (
    <AtRoute path="/app/sso/:method">
      <SsoPage />
    </AtRoute>
  ),
} satisfies Meta<typeof SsoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessToRedirectUrl: Story = {
  parameters: { route: `/app/sso/jwt?credential=sso-jwt-learner&redirectUrl=${encodeURIComponent('/app/user/klasses')}` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(landedAt('/app/user/klasses'))).toBeInTheDocument();
  },
};

export const OffSiteRedirectRefused: Story = {
  parameters: { route: `/app/sso/access-token?credential=sso-access-learner&redirectUrl=${encodeURIComponent('https://evil.example/')}` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(landedAt('/'))).toBeInTheDocument();
  },
};

/** "Credential is required", in Korean. */
export const CredentialRequired: Story = {
  parameters: { route: '/app/sso/jwt' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.ssoCredentialRequired)).toBeInTheDocument();
  },
};

/** "Invalid SSO Method", in Korean. */
export const InvalidMethod: Story = {
  parameters: { route: '/app/sso/saml?credential=anything' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.ssoInvalidMethod)).toBeInTheDocument();
  },
};

export const RefusedCredential: Story = {
  parameters: { route: '/app/sso/jwt?credential=not-a-partner-token' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: text.ssoFailedTitle })).toBeInTheDocument();
  },
};

export const Pending: Story = {
  parameters: {
    route: '/app/sso/jwt?credential=sso-jwt-learner',
    msw: { handlers: [http.post('*/sso/login/jwt', async () => { await delay('infinite'); })] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(text.ssoSigningIn);
  },
};
