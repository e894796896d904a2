/**
 * The social login callback (learner.md §7): a provider on the token response comes back with its
 * access token in the fragment, exchanged through `POST /oauth/{kind}` and then cleared from the
 * address; and the callback when it cannot log in: a code or token the provider never issued, and
 * neither at all. The successful code exchange is walked from the consent step
 * (app/dev/OAuthConsentPage.stories.tsx), which mints a real code.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { AtRoute, landedAt } from '../storySupport';
import { OAuthCallbackPage } from './OAuthCallbackPage';

const text = copy.account;

/** The whole current address, fragment included, so a story can see the token is gone from it. */
function addressText(address: string): string {
  return `현재 주소: ${address}`;
}

function Address() {
  const location = useLocation();
  return <p>{addressText(`${location.pathname}${location.search}${location.hash}`)}</p>;
}

/** 최소셜's NAVER access token in the mock's seed (docs/logins.md). */
const socialNaverToken = 'naver-token-social';

function tokenFragment(accessToken: string, state: string): string {
  return `#${new URLSearchParams({ access_token: accessToken, token_type: 'bearer', state }).toString()}`;
}

const meta = {
  title: 'Learner/Account/소셜 로그인 돌아오기 · OAuthCallbackPage',
  component: OAuthCallbackPage,
  parameters: { scenario: 'visitor', route: '/app/oauth/kakao/callback?code=never-issued&state=%2F' },
  render: () => (
    <AtRoute path="/app/oauth/:kind/callback">
      <OAuthCallbackPage />
    </AtRoute>
  ),
} satisfies Meta<typeof OAuthCallbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The callback with a code the provider never issued. */
export const CallbackRefused: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: text.socialFailedTitle })).toBeInTheDocument();
  },
};

export const CallbackWithoutCode: Story = {
  parameters: { route: '/app/oauth/kakao/callback' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.socialMissingCode)).toBeInTheDocument();
  },
};

/**
 * NAVER on the token response: 최소셜's provider access token in the fragment logs in through
 * `POST /oauth/NAVER` (there is no code to exchange) and the learner lands at the state's target.
 */
export const CallbackWithToken: Story = {
  parameters: {
    route: `/app/oauth/naver/callback${tokenFragment(socialNaverToken, '/klass/3')}`,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(landedAt('/klass/3'))).toBeInTheDocument();
  },
};

/** A token the provider never issued: refused, and the address no longer holds it. */
export const CallbackTokenRefused: Story = {
  parameters: { route: `/app/oauth/naver/callback${tokenFragment('never-issued', '/')}` },
  render: () => (
    <>
      <AtRoute path="/app/oauth/:kind/callback">
        <OAuthCallbackPage />
      </AtRoute>
      <Address />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.socialFailedTitle })).toBeInTheDocument();
    await expect(canvas.getByText(addressText('/app/oauth/naver/callback'))).toBeInTheDocument();
  },
};

/** A fragment without a token (nor a code in the query) says what is missing, as without a code. */
export const CallbackWithoutToken: Story = {
  parameters: { route: '/app/oauth/naver/callback#token_type=bearer&state=%2F' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.socialMissingCode)).toBeInTheDocument();
  },
};
