/**
 * The mock provider's consent step and the callback (learner.md §7 `/oauth/{kind}`,
 * `/oauth/{kind}/code`): continue as a provider person, a refused code, and an unknown kind.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/copy';
import { AtRoute, landedAt } from '../storySupport';
import { OAuthCallbackPage } from './OAuthCallbackPage';
import { OAuthConsentPage } from './OAuthConsentPage';

const text = copy.account;

const meta = {
  title: 'Learner/Account/OAuthConsentPage',
  component: OAuthConsentPage,
  parameters: { scenario: 'visitor', route: '/app/oauth/kakao/consent?redirectPath=%2Fapp%2Foauth%2Fkakao%2Fcallback&state=%2Fklass%2F3' },
  render: () => (
    <AtRoute path="/app/oauth/:kind/consent">
      <OAuthConsentPage />
    </AtRoute>
  ),
} satisfies Meta<typeof OAuthConsentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContinueWithKakao: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.socialContinue.KAKAO }));
    await expect(await canvas.findByText(landedAt('/klass/3'))).toBeInTheDocument();
  },
};

/** NAVER's newcomer: the first login creates a social-only account. */
export const NaverNewcomer: Story = {
  parameters: { route: '/app/oauth/naver/consent?redirectPath=%2Fapp%2Foauth%2Fnaver%2Fcallback&state=%2F' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText(text.consentPersonLabel), 'naver-token-newcomer');
    await userEvent.click(canvas.getByRole('button', { name: text.socialContinue.NAVER }));
    await expect(await canvas.findByText(landedAt('/'))).toBeInTheDocument();
  },
};

/** The callback with a code the provider never issued. */
export const CallbackRefused: Story = {
  parameters: { route: '/app/oauth/kakao/callback?code=never-issued&state=%2F' },
  render: () => (
    <AtRoute path="/app/oauth/:kind/callback">
      <OAuthCallbackPage />
    </AtRoute>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: text.socialFailedTitle })).toBeInTheDocument();
  },
};

export const CallbackWithoutCode: Story = {
  parameters: { route: '/app/oauth/kakao/callback' },
  render: () => (
    <AtRoute path="/app/oauth/:kind/callback">
      <OAuthCallbackPage />
    </AtRoute>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.socialMissingCode)).toBeInTheDocument();
  },
};
