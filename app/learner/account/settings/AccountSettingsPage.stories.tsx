/**
 * Account settings against the mock (learner.md §2, §5): the fields in the spec's order, the
 * name and password forms in each state, the set-password form of a social-only account
 * (`social-only-learner`), the phone "same as current number" rule, loading and error states.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { inNativeApp } from '@app/shared/session/storySupport';
import { AtRoute, fieldLabel } from '../storySupport';
import { AccountSettingsPage } from './AccountSettingsPage';

const text = copy.account;
const v = text.validation;

const meta = {
  title: 'Learner/Account/계정 설정 · AccountSettingsPage',
  component: AccountSettingsPage,
  parameters: { route: '/app/user/account' },
  render: () => (
    <AtRoute path="/app/user/account">
      <AccountSettingsPage />
    </AtRoute>
  ),
} satisfies Meta<typeof AccountSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function section(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('region', { name }));
}

type Scope = ReturnType<typeof within>;

/** A password input by its label (the show-password toggle shares the label's words). */
function passwordInput(scope: Scope, label: string) {
  return scope.getByLabelText(fieldLabel(label), { selector: 'input' });
}

/** An unexpected failure (500 `server.error`) of one account call. */
function failing(path: string) {
  return http.post(`*/rest/account${path}`, () =>
    HttpResponse.json(
      { status: 500, code: errorCodes.serverError.code, message: 'Internal Server Error', data: null },
      { status: 500 },
    ),
  );
}

/** Never answers: the form stays in its submitting state. */
function pending(path: string) {
  return http.post(`*/rest/account${path}`, async () => {
    await delay('infinite');
  });
}

/** Sections in the order of §2: name, id, email, password, extra fields, linked social logins. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await section(canvasElement, text.extraSection);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      text.nameSection,
      text.idSection,
      text.emailSection,
      text.passwordSection,
      text.extraSection,
      text.socialSection,
      text.logoutSection,
    ]);
    const email = await section(canvasElement, text.emailSection);
    await expect(email.getByText(text.emailVerifiedBadge)).toBeInTheDocument();
    const social = await section(canvasElement, text.socialSection);
    await expect(social.getByText(text.socialLinked)).toBeInTheDocument();
    const logout = await section(canvasElement, text.logoutSection);
    await expect(logout.getByRole('button', { name: copy.common.logout })).toBeInTheDocument();
  },
};

/** Inside the native app the page cannot end the session (§4, §6): no logout, withdrawal stays. */
export const InNativeApp: Story = {
  ...inNativeApp,
  play: async ({ canvasElement }) => {
    const logout = await section(canvasElement, text.logoutSection);
    await expect(logout.getByRole('link', { name: text.withdrawLink })).toBeInTheDocument();
    await expect(logout.queryByRole('button', { name: copy.common.logout })).toBeNull();
  },
};

/** An account without id and with an unverified email: no id section, the verify button. */
export const UnverifiedEmailNoId: Story = {
  parameters: { scenario: 'new-learner' },
  play: async ({ canvasElement }) => {
    const email = await section(canvasElement, text.emailSection);
    await expect(email.getByText(text.emailUnverifiedBadge)).toBeInTheDocument();
    await expect(email.getByRole('button', { name: text.verifyEmail })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('region', { name: text.idSection })).toBeNull();
  },
};

// Verifying an unverified e-mail from the settings (the new learner): a code is mailed to it and
// checked, with the §5 code messages on the code field.

const newLearner = { scenario: 'new-learner' };

/** Types a new display name in its section and submits it. */
async function submitDisplayName(canvasElement: HTMLElement, displayName: string) {
  const name = await section(canvasElement, text.nameSection);
  const field = await name.findByLabelText(fieldLabel(text.displayNameLabel));
  await userEvent.clear(field);
  await userEvent.type(field, displayName);
  await userEvent.click(name.getByRole('button', { name: text.changeName }));
  return { name, field };
}

async function requestEmailCode(canvasElement: HTMLElement) {
  const email = await section(canvasElement, text.emailSection);
  await userEvent.click(await email.findByRole('button', { name: text.verifyEmail }));
  return email;
}

async function checkEmailCode(email: Scope, code: string) {
  await userEvent.type(await email.findByLabelText(text.codeLabel), code);
  await userEvent.click(email.getByRole('button', { name: text.verifyCode }));
}

export const EmailCodeSent: Story = {
  parameters: newLearner,
  play: async ({ canvasElement }) => {
    const email = await requestEmailCode(canvasElement);
    await expect(await email.findByText(text.codeSent('new@klass.test'))).toBeInTheDocument();
    await expect(email.getByLabelText(text.codeLabel)).toHaveValue('');
    await expect(email.getByRole('button', { name: text.resendCode })).toBeInTheDocument();
  },
};

export const EmailCodeSending: Story = {
  parameters: { ...newLearner, msw: { handlers: [pending('/identifier/email')] } },
  play: async ({ canvasElement }) => {
    const email = await requestEmailCode(canvasElement);
    await expect(await email.findByRole('button', { name: text.verifyEmail, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The code could not be sent: the message on the code field. */
export const EmailCodeRequestFails: Story = {
  parameters: { ...newLearner, msw: { handlers: [failing('/identifier/email')] } },
  play: async ({ canvasElement }) => {
    const email = await requestEmailCode(canvasElement);
    await expect(await email.findByText(copy.common.serverError)).toBeInTheDocument();
    await expect(email.getByLabelText(text.codeLabel)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** learner.md §5 Verification code: digits only. */
export const EmailCodeFormat: Story = {
  parameters: newLearner,
  play: async ({ canvasElement }) => {
    const email = await requestEmailCode(canvasElement);
    await checkEmailCode(email, '12ab');
    await expect(await email.findByText(v.codeFormat)).toBeInTheDocument();
  },
};

/** "Enter the correct verification number." from the mock, on the code field; the code stays. */
export const EmailWrongCode: Story = {
  parameters: newLearner,
  play: async ({ canvasElement }) => {
    const email = await requestEmailCode(canvasElement);
    // Five digits: a well-formed code the mock's six-digit one can never be.
    await checkEmailCode(email, '12345');
    await expect(await email.findByText(v.codeNotMatched)).toBeInTheDocument();
    await expect(email.getByLabelText(text.codeLabel)).toHaveValue('12345');
  },
};

export const EmailCodeChecking: Story = {
  parameters: {
    ...newLearner,
    msw: {
      handlers: [
        http.put('*/rest/account/identifier/verifier/verify-code', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const email = await requestEmailCode(canvasElement);
    await checkEmailCode(email, '123456');
    await expect(await email.findByRole('button', { name: text.verifyCode, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const DisplayNameSaved: Story = {
  play: async ({ canvasElement }) => {
    const { name } = await submitDisplayName(canvasElement, '김하늘빛');
    await expect(await name.findByText(text.nameSaved)).toBeInTheDocument();
  },
};

export const DisplayNameTooShort: Story = {
  play: async ({ canvasElement }) => {
    const { name } = await submitDisplayName(canvasElement, '김');
    await expect(await name.findByText(v.minLength(2))).toBeInTheDocument();
  },
};

/** learner.md §5 Display name: only Korean, English, digits and the listed symbols (no emoji). */
export const DisplayNameEmoji: Story = {
  play: async ({ canvasElement }) => {
    const { name } = await submitDisplayName(canvasElement, '김하늘😀');
    await expect(await name.findByText(v.allowedCharacters)).toBeInTheDocument();
  },
};

export const DisplayNameSubmitting: Story = {
  parameters: { msw: { handlers: [pending('/info/display-name')] } },
  play: async ({ canvasElement }) => {
    const { name } = await submitDisplayName(canvasElement, '김하늘빛');
    await expect(await name.findByRole('button', { name: text.changeName, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server fails: a message above the form, and the new name stays typed. */
export const DisplayNameServerError: Story = {
  parameters: { msw: { handlers: [failing('/info/display-name')] } },
  play: async ({ canvasElement }) => {
    const { name, field } = await submitDisplayName(canvasElement, '김하늘빛');
    await expect(await name.findByText(copy.common.serverError)).toBeInTheDocument();
    await expect(field).toHaveValue('김하늘빛');
  },
};

/** Nothing typed: the current password is required, and an empty new one breaks the §5 rule. */
export const PasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const pw = await section(canvasElement, text.passwordSection);
    await userEvent.click(await pw.findByRole('button', { name: text.changePassword }));
    await expect(await pw.findByText(text.passwordRequired)).toBeInTheDocument();
    await expect(pw.getByText(v.password)).toBeInTheDocument();
    await expect(passwordInput(pw, text.currentPasswordLabel)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** learner.md §5 Password confirm on the change form. */
export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const pw = await section(canvasElement, text.passwordSection);
    await userEvent.type(passwordInput(pw, text.currentPasswordLabel), 'klass_learner_1');
    await userEvent.type(passwordInput(pw, text.newPasswordLabel), 'klassLearner2');
    await userEvent.type(passwordInput(pw, text.passwordConfirmLabel), 'klassLearner3');
    await userEvent.click(pw.getByRole('button', { name: text.changePassword }));
    await expect(await pw.findByText(v.passwordConfirm)).toBeInTheDocument();
  },
};

export const PasswordSubmitting: Story = {
  parameters: { msw: { handlers: [pending('/info/password')] } },
  play: async ({ canvasElement }) => {
    const pw = await section(canvasElement, text.passwordSection);
    await userEvent.type(passwordInput(pw, text.currentPasswordLabel), 'klass_learner_1');
    await userEvent.type(passwordInput(pw, text.newPasswordLabel), 'klassLearner2');
    await userEvent.type(passwordInput(pw, text.passwordConfirmLabel), 'klassLearner2');
    await userEvent.click(pw.getByRole('button', { name: text.changePassword }));
    await expect(await pw.findByRole('button', { name: text.changePassword, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A wrong current password is the server's message on that field; the new one stays typed. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const pw = await section(canvasElement, text.passwordSection);
    await userEvent.type(pw.getByLabelText(fieldLabel(text.currentPasswordLabel), { selector: 'input' }), 'not-my-pass-1');
    await userEvent.type(pw.getByLabelText(fieldLabel(text.newPasswordLabel), { selector: 'input' }), 'klassLearner2');
    await userEvent.type(pw.getByLabelText(fieldLabel(text.passwordConfirmLabel), { selector: 'input' }), 'klassLearner2');
    await userEvent.click(pw.getByRole('button', { name: text.changePassword }));
    await expect(await pw.findByText(text.validation.currentPasswordInvalid)).toBeInTheDocument();
    await expect(pw.getByLabelText(fieldLabel(text.newPasswordLabel), { selector: 'input' })).toHaveValue('klassLearner2');
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const pw = await section(canvasElement, text.passwordSection);
    await userEvent.type(pw.getByLabelText(fieldLabel(text.currentPasswordLabel), { selector: 'input' }), 'klass_learner_1');
    await userEvent.type(pw.getByLabelText(fieldLabel(text.newPasswordLabel), { selector: 'input' }), 'klassLearner2');
    await userEvent.type(pw.getByLabelText(fieldLabel(text.passwordConfirmLabel), { selector: 'input' }), 'klassLearner2');
    await userEvent.click(pw.getByRole('button', { name: text.changePassword }));
    await expect(await pw.findByText(text.passwordChanged)).toBeInTheDocument();
  },
};

/** learner.md §5: "This is a phone number currently in use. Enter again." */
export const PhoneSameAsCurrent: Story = {
  play: async ({ canvasElement }) => {
    const extra = await section(canvasElement, text.extraSection);
    await userEvent.type(await extra.findByLabelText('연락처'), '01098765432');
    await userEvent.click(extra.getByRole('button', { name: text.extraSave }));
    await expect(await extra.findByText(v.phoneSameAsCurrent)).toBeInTheDocument();
  },
};

export const ExtraFieldsSaved: Story = {
  play: async ({ canvasElement }) => {
    const extra = await section(canvasElement, text.extraSection);
    const company = await extra.findByLabelText('회사명');
    await userEvent.clear(company);
    await userEvent.type(company, '클래스   러닝 ');
    await userEvent.click(extra.getByRole('button', { name: text.extraSave }));
    await expect(await extra.findByText(text.extraSaved)).toBeInTheDocument();
    await expect(extra.getByLabelText('회사명')).toHaveValue('클래스 러닝');
  },
};

export const ExtraFieldsSubmitting: Story = {
  parameters: { msw: { handlers: [pending('/info')] } },
  play: async ({ canvasElement }) => {
    const extra = await section(canvasElement, text.extraSection);
    await userEvent.type(await extra.findByLabelText('회사명'), ' 러닝');
    await userEvent.click(extra.getByRole('button', { name: text.extraSave }));
    await expect(await extra.findByRole('button', { name: text.extraSave, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server fails: a message above the fields, and what was typed stays. */
export const ExtraFieldsServerError: Story = {
  parameters: { msw: { handlers: [failing('/info')] } },
  play: async ({ canvasElement }) => {
    const extra = await section(canvasElement, text.extraSection);
    const company = await extra.findByLabelText('회사명');
    await userEvent.clear(company);
    await userEvent.type(company, '클래스 러닝');
    await userEvent.click(extra.getByRole('button', { name: text.extraSave }));
    await expect(await extra.findByText(copy.common.serverError)).toBeInTheDocument();
    await expect(company).toHaveValue('클래스 러닝');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/rest/account/me', async () => { await delay('infinite'); })] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(text.settingsLoading);
  },
};

export const LoadError: Story = {
  parameters: { scenario: 'server-504' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: copy.common.retry })).toBeInTheDocument();
  },
};

// The set-password form: an account without a password (social-only, learner.md §2 "password
// change or set") sets one without a current password (`POST /info/password/set`).

const socialOnly = { scenario: 'social-only-learner' };

async function fillNewPassword(canvasElement: HTMLElement, password: string, confirmation: string) {
  const pw = await section(canvasElement, text.passwordSection);
  await userEvent.type(passwordInput(pw, text.newPasswordLabel), password);
  await userEvent.type(passwordInput(pw, text.passwordConfirmLabel), confirmation);
  return pw;
}

/** The social-only account: KAKAO and NAVER linked, no id, and a set-password form. */
export const SetPasswordEmpty: Story = {
  parameters: socialOnly,
  play: async ({ canvasElement }) => {
    const pw = await section(canvasElement, text.passwordSection);
    await expect(await pw.findByText(text.setPasswordHint)).toBeInTheDocument();
    await expect(pw.queryByLabelText(fieldLabel(text.currentPasswordLabel), { selector: 'input' })).toBeNull();
    await expect(passwordInput(pw, text.newPasswordLabel)).toHaveValue('');
    await expect(passwordInput(pw, text.passwordConfirmLabel)).toHaveValue('');
    await expect(pw.getByRole('button', { name: text.setPassword })).toBeEnabled();
    const social = await section(canvasElement, text.socialSection);
    await expect(social.getAllByText(text.socialLinked)).toHaveLength(2);
    await expect(within(canvasElement).queryByRole('region', { name: text.idSection })).toBeNull();
  },
};

export const SetPasswordFilled: Story = {
  parameters: socialOnly,
  play: async ({ canvasElement }) => {
    const pw = await fillNewPassword(canvasElement, 'klassSocial1', 'klassSocial1');
    await expect(passwordInput(pw, text.newPasswordLabel)).toHaveValue('klassSocial1');
    await expect(passwordInput(pw, text.passwordConfirmLabel)).toHaveValue('klassSocial1');
    await expect(passwordInput(pw, text.newPasswordLabel)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** learner.md §5 Password: 10 to 20 characters of at least two kinds; letters alone are refused. */
export const SetPasswordTooWeak: Story = {
  parameters: socialOnly,
  play: async ({ canvasElement }) => {
    const pw = await fillNewPassword(canvasElement, 'klassklass', 'klassklass');
    await userEvent.click(pw.getByRole('button', { name: text.setPassword }));
    await expect(await pw.findByText(v.password)).toBeInTheDocument();
    await expect(passwordInput(pw, text.newPasswordLabel)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** learner.md §5 Password confirm: "Enter the same password". */
export const SetPasswordMismatch: Story = {
  parameters: socialOnly,
  play: async ({ canvasElement }) => {
    const pw = await fillNewPassword(canvasElement, 'klassSocial1', 'klassSocial2');
    await userEvent.click(pw.getByRole('button', { name: text.setPassword }));
    await expect(await pw.findByText(v.passwordConfirm)).toBeInTheDocument();
    await expect(passwordInput(pw, text.passwordConfirmLabel)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server fails: a form-level message, and both passwords stay typed. */
export const SetPasswordServerError: Story = {
  parameters: { ...socialOnly, msw: { handlers: [failing('/info/password/set')] } },
  play: async ({ canvasElement }) => {
    const pw = await fillNewPassword(canvasElement, 'klassSocial1', 'klassSocial1');
    await userEvent.click(pw.getByRole('button', { name: text.setPassword }));
    await expect(await pw.findByText(copy.common.serverError)).toBeInTheDocument();
    await expect(passwordInput(pw, text.newPasswordLabel)).toHaveValue('klassSocial1');
    await expect(passwordInput(pw, text.passwordConfirmLabel)).toHaveValue('klassSocial1');
  },
};

export const SetPasswordSubmitting: Story = {
  parameters: { ...socialOnly, msw: { handlers: [pending('/info/password/set')] } },
  play: async ({ canvasElement }) => {
    const pw = await fillNewPassword(canvasElement, 'klassSocial1', 'klassSocial1');
    await userEvent.click(pw.getByRole('button', { name: text.setPassword }));
    await expect(await pw.findByRole('button', { name: text.setPassword, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Set: the confirmation stays, and the section becomes the change form (the account has one now). */
export const SetPasswordSuccess: Story = {
  parameters: socialOnly,
  play: async ({ canvasElement }) => {
    const pw = await fillNewPassword(canvasElement, 'klassSocial1', 'klassSocial1');
    await userEvent.click(pw.getByRole('button', { name: text.setPassword }));
    await expect(await pw.findByLabelText(fieldLabel(text.currentPasswordLabel), { selector: 'input' })).toHaveValue('');
    await expect(await pw.findByText(text.passwordSet)).toBeInTheDocument();
    await expect(pw.getByRole('button', { name: text.changePassword })).toBeInTheDocument();
    await expect(pw.queryByText(text.setPasswordHint)).toBeNull();
  },
};
