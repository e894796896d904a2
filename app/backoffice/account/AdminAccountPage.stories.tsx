/**
 * Back-office account settings against the mock (backoffice.md §2 Account settings, §5, §8): the
 * page loading and failing to load, the signed-in operator's e-mail and display name, the password
 * change (current password required, the §5 new-password rule, confirmation equal, a wrong current
 * password — `account.invalid.current_password` — in the catalogue's words on that field), saving,
 * a failed save and a network failure keeping what was typed, and the withdrawal: its
 * confirmation, a wrong password at its field, and a failing server keeping the password typed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, neverAnswering, screen, section } from '../storySupport';
import { AdminAccountPage } from './AdminAccountPage';

const text = copy.backoffice;
const account = copy.account;
const OPERATOR_PASSWORD = 'klass_operator_1';

const meta = {
  title: 'Back-office/Account/계정 설정 · AdminAccountPage',
  component: AdminAccountPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/account', scenario: 'operator', layout: 'fullscreen' },
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

/** A call the network never delivered (backoffice.md §8 "network failures"). */
function networkFailure(method: 'get' | 'post', path: string) {
  return http[method](`*${path}`, () => HttpResponse.error());
}

/** Until the account answers: a loading status under the page's title. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', '/rest/account/me')] } },
  play: async ({ canvasElement }) => {
    await expect(await findPageHeading(canvasElement, text.accountTitle)).toBeVisible();
    await expect(await within(canvasElement).findByRole('status', { name: copy.common.loading })).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading', { level: 2, name: account.passwordSection })).toBeNull();
  },
};

/** The account cannot be read: the generic message and a retry, no forms. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [failing('get', '/rest/account/me')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy.common.serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.common.retry })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: account.passwordSection })).toBeNull();
  },
};

/** The account call never arrives (network): §8's data-processing message, and a retry. */
export const LoadNetworkError: Story = {
  parameters: { msw: { handlers: [networkFailure('get', '/rest/account/me')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy.common.dataProcessingError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.common.retry })).toBeVisible();
  },
};

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

/** `account.invalid.current_password`: the catalogue's sentence on the current-password field. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const pw = await submitPassword(canvasElement, 'not-my-pass-1', 'klassOperator2');
    const message = account.validation.currentPasswordInvalid;
    await expect(await pw.findByText(message)).toBeVisible();
    const current = passwordInput(pw, account.currentPasswordLabel);
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(current).toHaveValue('not-my-pass-1');
    await expect(passwordInput(pw, account.newPasswordLabel)).toHaveValue('klassOperator2');
  },
};

/** §5 "Current password: required": at that field, and nothing is sent. */
export const CurrentPasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const pw = await section(canvasElement, account.passwordSection);
    await userEvent.type(passwordInput(pw, account.newPasswordLabel), 'klassOperator2');
    await userEvent.type(passwordInput(pw, account.passwordConfirmLabel), 'klassOperator2');
    await userEvent.click(pw.getByRole('button', { name: account.changePassword }));
    const current = passwordInput(pw, account.currentPasswordLabel);
    await expect(await pw.findByText(account.passwordRequired)).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(expect.stringContaining(account.passwordRequired));
    await expect(passwordInput(pw, account.newPasswordLabel)).toHaveValue('klassOperator2');
  },
};

/** §5 new password: 10-20 characters of at least two kinds; one kind only is refused at the field. */
export const NewPasswordBreaksRule: Story = {
  play: async ({ canvasElement }) => {
    const pw = await submitPassword(canvasElement, OPERATOR_PASSWORD, 'onlyletters');
    const next = passwordInput(pw, account.newPasswordLabel);
    await expect(await pw.findByText(account.validation.password)).toBeVisible();
    await expect(next).toHaveAttribute('aria-invalid', 'true');
    await expect(next).toHaveAccessibleDescription(expect.stringContaining(account.validation.password));
    await expect(next).toHaveValue('onlyletters');
  },
};

/** §5 "Confirm must equal new password": at the confirmation, both still typed. */
export const ConfirmationNotEqual: Story = {
  play: async ({ canvasElement }) => {
    const pw = await section(canvasElement, account.passwordSection);
    await userEvent.type(passwordInput(pw, account.currentPasswordLabel), OPERATOR_PASSWORD);
    await userEvent.type(passwordInput(pw, account.newPasswordLabel), 'klassOperator2');
    await userEvent.type(passwordInput(pw, account.passwordConfirmLabel), 'klassOperator3');
    await userEvent.click(pw.getByRole('button', { name: account.changePassword }));
    const confirm = passwordInput(pw, account.passwordConfirmLabel);
    await expect(await pw.findByText(account.validation.passwordConfirm)).toBeVisible();
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription(expect.stringContaining(account.validation.passwordConfirm));
    await expect(passwordInput(pw, account.newPasswordLabel)).toHaveValue('klassOperator2');
    await expect(confirm).toHaveValue('klassOperator3');
  },
};

/** The change never reaches the server (§8 network failure): the data-processing message, all kept. */
export const PasswordNetworkFailure: Story = {
  parameters: { msw: { handlers: [networkFailure('post', '/rest/account/info/password')] } },
  play: async ({ canvasElement }) => {
    const pw = await submitPassword(canvasElement, OPERATOR_PASSWORD, 'klassOperator2');
    await expect(await pw.findByText(copy.common.dataProcessingError)).toBeVisible();
    await expect(passwordInput(pw, account.currentPasswordLabel)).toHaveValue(OPERATOR_PASSWORD);
    await expect(passwordInput(pw, account.newPasswordLabel)).toHaveValue('klassOperator2');
    await expect(passwordInput(pw, account.passwordConfirmLabel)).toHaveValue('klassOperator2');
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

/** A wrong password (`account.invalid.current_password`): the dialog closes, the catalogue's sentence is at the field, still typed. */
export const WithdrawalWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const { withdrawal, dialog } = await askToWithdraw(canvasElement, 'not-my-pass-1');
    await userEvent.click(dialog.getByRole('button', { name: text.withdrawalSubmit }));
    const message = account.validation.currentPasswordInvalid;
    await expect(await withdrawal.findByText(message)).toBeVisible();
    await waitFor(() => expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull());
    const field = passwordInput(withdrawal, text.withdrawalPasswordLabel);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(field).toHaveValue('not-my-pass-1');
  },
};

/** The withdrawal fails on the server: the dialog closes, the message above, the password kept. */
export const WithdrawalFails: Story = {
  parameters: { msw: { handlers: [failing('post', '/rest/account/withdrawal')] } },
  play: async ({ canvasElement }) => {
    const { withdrawal, dialog } = await askToWithdraw(canvasElement, OPERATOR_PASSWORD);
    await userEvent.click(dialog.getByRole('button', { name: text.withdrawalSubmit }));
    await expect(await withdrawal.findByText(copy.common.serverError)).toBeVisible();
    await waitFor(() => expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(passwordInput(withdrawal, text.withdrawalPasswordLabel)).toHaveValue(OPERATOR_PASSWORD);
    await expect(await findPageHeading(canvasElement, text.accountTitle)).toBeVisible();
  },
};

/** Withdrawn: the session ends and the back-office login opens, the tab no longer reading 계정 설정. */
export const Withdrawn: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await askToWithdraw(canvasElement, OPERATOR_PASSWORD);
    await userEvent.click(dialog.getByRole('button', { name: text.withdrawalSubmit }));
    await expect(await findPageHeading(canvasElement, text.loginTitle)).toBeVisible();
    await waitFor(() => expect(document.title).toBe(text.pageTitle(text.loginTitle, '클래스 아카데미')));
  },
};
