/**
 * Withdrawal against the mock (learner.md §4, §5): password and agreement, each error, the
 * server's refusal on the right field, submitting and the goodbye.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { inNativeApp } from '@app/shared/session/storySupport';
import { AtRoute, fieldLabel } from '../storySupport';
import { WithdrawalPage } from './WithdrawalPage';

const text = copy.account;

const meta = {
  title: 'Learner/Account/회원 탈퇴 · WithdrawalPage',
  component: WithdrawalPage,
  parameters: { route: '/app/user/account/withdrawal' },
  render: () => (
    <AtRoute path="/app/user/account/withdrawal">
      <WithdrawalPage />
    </AtRoute>
  ),
} satisfies Meta<typeof WithdrawalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, password: string, agree: boolean) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(fieldLabel(text.withdrawPasswordLabel), { selector: 'input' }), password);
  if (agree) await userEvent.click(canvas.getByLabelText(text.withdrawAgree));
  await userEvent.click(canvas.getByRole('button', { name: text.withdrawSubmit }));
  return canvas;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.withdrawBody)).toBeInTheDocument();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText(fieldLabel(text.withdrawPasswordLabel), { selector: 'input' });
    await userEvent.type(password, 'klass_learner_1');
    await userEvent.click(canvas.getByLabelText(text.withdrawAgree));
    await expect(password).toHaveValue('klass_learner_1');
    await expect(canvas.getByLabelText(text.withdrawAgree)).toBeChecked();
  },
};

/** Nothing given: the password is required and the agreement too. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.withdrawSubmit }));
    await expect(await canvas.findByText(text.passwordRequired)).toBeInTheDocument();
    await expect(canvas.getByText(text.validation.agreementRequired)).toBeInTheDocument();
    await expect(
      canvas.getByLabelText(fieldLabel(text.withdrawPasswordLabel), { selector: 'input' }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NotAgreed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'klass_learner_1', false);
    await expect(await canvas.findByText(text.validation.agreementRequired)).toBeInTheDocument();
  },
};

/** The server's 400 "Please agree to the terms." lands on the checkbox too. */
export const ServerRefusesWithoutAgreement: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/rest/account/withdrawal', () =>
          HttpResponse.json(
            { status: 400, code: 'account.withdrawal.agreement_required', message: '약관에 동의해 주세요.', data: null },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'klass_learner_1', true);
    await expect(await canvas.findByText(text.validation.agreementRequired)).toBeInTheDocument();
    await expect(canvas.getByLabelText(text.withdrawAgree)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'not-my-pass-1', true);
    await expect(await canvas.findByText(text.validation.currentPasswordInvalid)).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel(text.withdrawPasswordLabel), { selector: 'input' })).toHaveValue('not-my-pass-1');
  },
};

/** The server fails: the general message; the account stays and so does what was typed. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/rest/account/withdrawal', () =>
          HttpResponse.json(
            { status: 500, code: errorCodes.serverError.code, message: 'Internal Server Error', data: null },
            { status: 500 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'klass_learner_1', true);
    await expect(await canvas.findByText(copy.common.serverError)).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel(text.withdrawPasswordLabel), { selector: 'input' })).toHaveValue('klass_learner_1');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [http.post('*/rest/account/withdrawal', async () => { await delay('infinite'); })] } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'klass_learner_1', true);
    await expect(await canvas.findByRole('button', { name: text.withdrawSubmit, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Withdrawn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'klass_learner_1', true);
    await expect(await canvas.findByText(text.withdrawDone)).toBeInTheDocument();
  },
};

/** Inside the native app the page cannot end the session: the goodbye shows, never an error. */
export const WithdrawnInNativeApp: Story = {
  ...inNativeApp,
  play: Withdrawn.play,
};

/** A social-only account has no password to confirm with: it is sent to set one first. */
export const WithoutPassword: Story = {
  parameters: { scenario: 'social-only-learner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.withdrawNoPassword)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: copy.site.accountSettings })).toHaveAttribute(
      'href',
      '/app/user/account',
    );
    await expect(canvas.queryByRole('button', { name: text.withdrawSubmit })).toBeNull();
  },
};
