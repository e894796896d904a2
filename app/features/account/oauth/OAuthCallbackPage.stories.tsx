/**
 * The social login callback (learner.md §7 `/oauth/{kind}/code` with `redirectPath`) when it
 * cannot log in: a code the provider never issued, and no code at all. The successful exchange is
 * walked from the consent step (app/dev/OAuthConsentPage.stories.tsx), which mints a real code.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { copy } from '@app/copy';
import { AtRoute } from '../storySupport';
import { OAuthCallbackPage } from './OAuthCallbackPage';

const text = copy.account;

const meta = {
  title: 'Learner/Account/OAuthCallbackPage',
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
