/**
 * Password reset against the mock: the request form (empty, invalid email, submitting, sent) and
 * the reset page with an invalid link; the invitation page with an invalid link.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/copy';
import { InviteRegisterPage } from '../invite/InviteRegisterPage';
import { AtRoute, fieldLabel } from '../storySupport';
import { PasswordResetPage } from './PasswordResetPage';
import { PasswordResetRequestPage } from './PasswordResetRequestPage';

const text = copy.account;

const meta = {
  title: 'Learner/Account/PasswordReset',
  component: PasswordResetRequestPage,
  parameters: { scenario: 'visitor', route: '/app/password/reset/request' },
  render: () => (
    <AtRoute path="/app/password/reset/request">
      <PasswordResetRequestPage />
    </AtRoute>
  ),
} satisfies Meta<typeof PasswordResetRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submitEmail(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(fieldLabel(text.emailLabel)), email);
  await userEvent.click(canvas.getByRole('button', { name: text.resetRequestSubmit }));
  return canvas;
}

export const RequestEmpty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.resetRequestBody)).toBeInTheDocument();
  },
};

export const RequestInvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submitEmail(canvasElement, 'learner@klass');
    await expect(await canvas.findByText(text.validation.emailFormat)).toBeInTheDocument();
  },
};

export const RequestSubmitting: Story = {
  parameters: { msw: { handlers: [http.post('*/rest/account/info/password/reset/request', async () => { await delay('infinite'); })] } },
  play: async ({ canvasElement }) => {
    const canvas = await submitEmail(canvasElement, 'learner@klass.test');
    await expect(await canvas.findByRole('button', { name: text.resetRequestSubmit, busy: true })).toBeDisabled();
  },
};

export const RequestSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submitEmail(canvasElement, 'learner@klass.test');
    await expect(await canvas.findByText(text.resetRequestSent('learner@klass.test'))).toBeInTheDocument();
  },
};

export const ResetWithInvalidLink: Story = {
  parameters: { route: '/app/password/reset?token=unknown' },
  render: () => (
    <AtRoute path="/app/password/reset">
      <PasswordResetPage />
    </AtRoute>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: text.resetInvalid })).toBeInTheDocument();
  },
};

export const InviteWithInvalidLink: Story = {
  parameters: { route: '/app/invite?token=unknown' },
  render: () => (
    <AtRoute path="/app/invite">
      <InviteRegisterPage />
    </AtRoute>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: text.inviteInvalid })).toBeInTheDocument();
  },
};
