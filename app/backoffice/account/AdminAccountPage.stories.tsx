/**
 * Back-office account settings against the mock (backoffice.md §2 Account settings, §5): the
 * signed-in operator's e-mail and display name, the password change (a wrong current password is
 * the server's `account.invalid.current_password` on that field), saving and a failed save keeping
 * what was typed, and the withdrawal: its confirmation, and a wrong password at its field.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, neverAnswering, screen, section } from '../storySupport';
import { AdminAccountPage } from './AdminAccountPage';

const text = copy.backoffice;
const account = copy.account;
const OPERATOR_PASSWORD = 'klass-operator-1';

const meta = {
  title: 'Back-office/Account/AdminAccountPage',
  component: AdminAccountPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/account', scenario: 'operator' },
} satisfies Meta<typeof AdminAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

/** A password input by its label (the show-password toggle shares the label's words). */
function passwordInput(scope: Scope, label: string) {
  return scope.getByLabelText(fieldLabel(label), { selector: 'input' });
}

/** Types a new display name in the profile section and submits it. */
async function submitDisplayName(canvasElement: HTMLElement, displayName: string) {
  const profile = await section(canvasElement, text.accountProfileSection);
  const field = await profile.findByLabelText(fieldLabel(account.displayNameLabel));
  await userEvent.clear(field);
  await userEvent.type(field, displayName);
  await userEvent.click(profile.getByRole('button', { name: account.changeName }));
  return { profile, field };
}

/** Fills the password change form and submits it. */
async function submitPassword(canvasElement: HTMLElement, current: string, next: string) {
  const pw = await section(canvasElement, account.passwordSection);
  await userEvent.type(passwordInput(pw, account.currentPasswordLabel), current);
  await userEvent.type(passwordInput(pw, account.newPasswordLabel), next);
  await userEvent.type(passwordInput(pw, account.passwordConfirmLabel), next);
  await userEvent.click(pw.getByRole('button', { name: account.changePassword }));
  return pw;
}

/** Types the withdrawal password and asks to withdraw: the confirmation opens. */
async function askToWithdraw(canvasElement: HTMLElement, password: string) {
  const withdrawal = await section(canvasElement, text.withdrawalSection);
  await userEvent.type(passwordInput(withdrawal, text.withdrawalPasswordLabel), password);
  await userEvent.click(withdrawal.getByRole('button', { name: text.withdrawalSubmit }));
  const dialog = within(
    await screen(canvasElement).findByRole('alertdialog', { name: text.withdrawalConfirmTitle }),
  );
  return { withdrawal, dialog };
}

/** The operator's e-mail and name, the password form and the withdrawal, in that order. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await findPageHeading(canvasElement, text.accountTitle)).toBeVisible();
    const profile = await section(canvasElement, text.accountProfileSection);
    await expect(await profile.findByText(`${text.accountEmail}: operator@klass.test`)).toBeVisible();
    await expect(profile.getByLabelText(fieldLabel(account.displayNameLabel))).toHaveValue('강운영');
    const headings = within(canvasElement)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(headings).toEqual(expect.arrayContaining([text.accountProfileSection, account.passwordSection, text.withdrawalSection]));
    await expect(document.title).toBe(text.pageTitle(text.accountTitle, '클래스 아카데미'));
  },
};

/** learner.md §5 Display name, on the name field. */
export const DisplayNameTooShort: Story = {
  play: async ({ canvasElement }) => {
    const { profile, field } = await submitDisplayName(canvasElement, '강');
    await expect(await profile.findByText(account.validation.minLength(2))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(account.validation.minLength(2)));
  },
};

export const DisplayNameSaved: Story = {
  play: async ({ canvasElement }) => {
    const { profile, field } = await submitDisplayName(canvasElement, '강운영팀');
    await expect(await profile.findByText(account.nameSaved)).toBeVisible();
    await expect(field).toHaveValue('강운영팀');
  },
};

export const DisplayNameSaving: Story = {
  parameters: { msw: { handlers: [neverAnswering('post', '/rest/account/info/display-name')] } },
  play: async ({ canvasElement }) => {
    const { profile } = await submitDisplayName(canvasElement, '강운영팀');
    await expect(await profile.findByRole('button', { name: account.changeName, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The save fails: a message above the form, and the new name stays typed. */
export const DisplayNameSaveFails: Story = {
  parameters: { msw: { handlers: [failing('post', '/rest/account/info/display-name')] } },
  play: async ({ canvasElement }) => {
    const { profile, field } = await submitDisplayName(canvasElement, '강운영팀');
    await expect(await profile.findByText(copy.common.serverError)).toBeVisible();
    await expect(field).toHaveValue('강운영팀');
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const pw = await submitPassword(canvasElement, OPERATOR_PASSWORD, 'klassOperator2');
    await expect(await pw.findByText(account.passwordChanged)).toBeVisible();
  },
};

/** `account.invalid.current_password`: the server's sentence on the current-password field. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const pw = await submitPassword(canvasElement, 'not-my-pass-1', 'klassOperator2');
    const message = '현재 비밀번호가 일치하지 않습니다.';
    await expect(await pw.findByText(message)).toBeVisible();
    const current = passwordInput(pw, account.currentPasswordLabel);
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(current).toHaveValue('not-my-pass-1');
    await expect(passwordInput(pw, account.newPasswordLabel)).toHaveValue('klassOperator2');
  },
};

export const PasswordSaving: Story = {
  parameters: { msw: { handlers: [neverAnswering('post', '/rest/account/info/password')] } },
  play: async ({ canvasElement }) => {
    const pw = await submitPassword(canvasElement, OPERATOR_PASSWORD, 'klassOperator2');
    await expect(await pw.findByRole('button', { name: account.changePassword, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The change fails: a message above the form, and every password stays typed. */
export const PasswordSaveFails: Story = {
  parameters: { msw: { handlers: [failing('post', '/rest/account/info/password')] } },
  play: async ({ canvasElement }) => {
    const pw = await submitPassword(canvasElement, OPERATOR_PASSWORD, 'klassOperator2');
    await expect(await pw.findByText(copy.common.serverError)).toBeVisible();
    await expect(passwordInput(pw, account.currentPasswordLabel)).toHaveValue(OPERATOR_PASSWORD);
    await expect(passwordInput(pw, account.newPasswordLabel)).toHaveValue('klassOperator2');
    await expect(passwordInput(pw, account.passwordConfirmLabel)).toHaveValue('klassOperator2');
  },
};

/** Withdrawing needs the password first, at its field. */
export const WithdrawalPasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const withdrawal = await section(canvasElement, text.withdrawalSection);
    await userEvent.click(await withdrawal.findByRole('button', { name: text.withdrawalSubmit }));
    await expect(await withdrawal.findByText(account.passwordRequired)).toBeVisible();
    await expect(passwordInput(withdrawal, text.withdrawalPasswordLabel)).toHaveAttribute('aria-invalid', 'true');
    await expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** It cannot be undone: a confirmation, with 취소 focused; 취소 closes it and nothing is sent. */
export const WithdrawalConfirm: Story = {
  play: async ({ canvasElement }) => {
    const { withdrawal, dialog } = await askToWithdraw(canvasElement, OPERATOR_PASSWORD);
    // The dialog fades in: visible once its opening transition has run.
    await waitFor(() => expect(dialog.getByText(text.withdrawalConfirmBody)).toBeVisible());
    await waitFor(() => expect(dialog.getByRole('button', { name: copy.common.cancel })).toHaveFocus());
    await expect(dialog.getByRole('button', { name: text.withdrawalSubmit })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: copy.common.cancel }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(passwordInput(withdrawal, text.withdrawalPasswordLabel)).toHaveValue(OPERATOR_PASSWORD);
  },
};

/** A wrong password: the dialog closes and the server's sentence is at the field, still typed. */
export const WithdrawalWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const { withdrawal, dialog } = await askToWithdraw(canvasElement, 'not-my-pass-1');
    await userEvent.click(dialog.getByRole('button', { name: text.withdrawalSubmit }));
    const message = '비밀번호가 일치하지 않습니다.';
    await expect(await withdrawal.findByText(message)).toBeVisible();
    await waitFor(() => expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull());
    const field = passwordInput(withdrawal, text.withdrawalPasswordLabel);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(field).toHaveValue('not-my-pass-1');
  },
};

/** Withdrawn: the session ends and the back-office login opens. */
export const Withdrawn: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await askToWithdraw(canvasElement, OPERATOR_PASSWORD);
    await userEvent.click(dialog.getByRole('button', { name: text.withdrawalSubmit }));
    await expect(await findPageHeading(canvasElement, text.loginTitle)).toBeVisible();
  },
};
