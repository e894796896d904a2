/**
 * Account settings against the mock (learner.md §2, §5): the fields in the spec's order, the
 * name and password forms in each state, the phone "same as current number" rule, loading and
 * error states.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/copy';
import { AtRoute, fieldLabel } from '../storySupport';
import { AccountSettingsPage } from './AccountSettingsPage';

const text = copy.account;
const v = text.validation;

const meta = {
  title: 'Learner/Account/AccountSettingsPage',
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

export const DisplayNameSaved: Story = {
  play: async ({ canvasElement }) => {
    const name = await section(canvasElement, text.nameSection);
    const field = await name.findByLabelText(fieldLabel(text.displayNameLabel));
    await userEvent.clear(field);
    await userEvent.type(field, '김하늘빛');
    await userEvent.click(name.getByRole('button', { name: text.changeName }));
    await expect(await name.findByText(text.nameSaved)).toBeInTheDocument();
  },
};

export const DisplayNameTooShort: Story = {
  play: async ({ canvasElement }) => {
    const name = await section(canvasElement, text.nameSection);
    const field = await name.findByLabelText(fieldLabel(text.displayNameLabel));
    await userEvent.clear(field);
    await userEvent.type(field, '김');
    await userEvent.click(name.getByRole('button', { name: text.changeName }));
    await expect(await name.findByText(v.minLength(2))).toBeInTheDocument();
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
    await expect(await pw.findByText('현재 비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    await expect(pw.getByLabelText(fieldLabel(text.newPasswordLabel), { selector: 'input' })).toHaveValue('klassLearner2');
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const pw = await section(canvasElement, text.passwordSection);
    await userEvent.type(pw.getByLabelText(fieldLabel(text.currentPasswordLabel), { selector: 'input' }), 'klass-learner-1');
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
