/**
 * Register against the mock (learner.md §5): the tenant's extra fields of every value type, each
 * validation message, the availability and verification-code answers on their fields, the id
 * variant through to success, and submitting.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/copy';
import { AtRoute, landedAt, fieldLabel } from '../storySupport';
import { RegisterForm } from './RegisterForm';
import { RegisterPage } from './RegisterPage';

const text = copy.account;
const v = text.validation;

const meta = {
  title: 'Learner/Account/RegisterPage',
  component: RegisterPage,
  parameters: { scenario: 'visitor', route: '/app/register' },
  render: () => (
    <AtRoute path="/app/register">
      <RegisterPage />
    </AtRoute>
  ),
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function password(canvas: ReturnType<typeof within>) {
  return canvas.getByLabelText(fieldLabel(text.newPasswordLabel), { selector: 'input' });
}

/** Every extra field of the tenant, one per value type (§3 Register setting). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(fieldLabel(text.emailLabel))).toHaveValue('');
    for (const label of ['휴대폰 본인인증', '연락처', '직업', '생년월일', '회사명', '사번', '사업자등록번호']) {
      await expect(canvas.getByLabelText(label)).toBeInTheDocument();
    }
    await expect(canvas.getByRole('group', { name: '성별' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: '주소' })).toBeInTheDocument();
  },
};

/** Each §5 message of the base fields and the agreements, at once. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel(text.emailLabel)), 'not an email');
    await userEvent.type(password(canvas), 'short1');
    await userEvent.type(canvas.getByLabelText(fieldLabel(text.passwordConfirmLabel), { selector: 'input' }), 'short2');
    await userEvent.type(canvas.getByLabelText(fieldLabel(text.displayNameLabel)), '김');
    await userEvent.click(canvas.getByRole('button', { name: text.registerSubmit }));
    await expect(await canvas.findByText(v.emailFormat)).toBeInTheDocument();
    await expect(canvas.getByText(v.password)).toBeInTheDocument();
    await expect(canvas.getByText(v.passwordConfirm)).toBeInTheDocument();
    await expect(canvas.getByText(v.minLength(2))).toBeInTheDocument();
    await expect(canvas.getAllByText(v.agreementRequired)).toHaveLength(2);
  },
};

/** Extra field rules: phone format, business-number checksum, number digits, certification. */
export const ExtraFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('연락처'), '0212345678');
    await userEvent.type(canvas.getByLabelText('휴대폰 본인인증'), '01022223333');
    await userEvent.type(canvas.getByLabelText('사업자등록번호'), '2208162518');
    await userEvent.type(canvas.getByLabelText('사번'), '12a');
    await userEvent.click(canvas.getByRole('button', { name: text.registerSubmit }));
    await expect(await canvas.findByText(v.phoneFormat)).toBeInTheDocument();
    await expect(canvas.getByLabelText('사업자등록번호')).toHaveValue('220-81-62518');
    await expect(canvas.getByText(v.businessNumberChecksum)).toBeInTheDocument();
    await expect(canvas.getByText(v.digitsOnly)).toBeInTheDocument();
    await expect(canvas.getByText(v.certificationRequired)).toBeInTheDocument();
  },
};

/** "This email is already in use." from the availability check, on the email field. */
export const EmailInUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel(text.emailLabel)), 'learner@klass.test');
    await userEvent.click(canvas.getByRole('button', { name: text.requestCode }));
    await expect(await canvas.findByText(v.emailExists)).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel(text.emailLabel))).toHaveValue('learner@klass.test');
  },
};

export const EmailOfWithdrawnAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel(text.emailLabel)), 'withdrawn@klass.test');
    await userEvent.click(canvas.getByRole('button', { name: text.requestCode }));
    await expect(await canvas.findByText(v.emailWithdrawn)).toBeInTheDocument();
  },
};

/** A code is sent; a wrong one is "Enter the correct verification number." on the code field. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel(text.emailLabel)), 'story-new@klass.test');
    await userEvent.click(canvas.getByRole('button', { name: text.requestCode }));
    await expect(await canvas.findByText(text.codeSent('story-new@klass.test'))).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(fieldLabel(text.codeLabel)), '12345');
    await userEvent.click(canvas.getByRole('button', { name: text.verifyCode }));
    await expect(await canvas.findByText(v.codeNotMatched)).toBeInTheDocument();
  },
};

/** Submitting without a verified email asks for the verification. */
export const VerificationRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel(text.emailLabel)), 'story-new@klass.test');
    await userEvent.type(password(canvas), 'storyPass01');
    await userEvent.type(canvas.getByLabelText(fieldLabel(text.passwordConfirmLabel), { selector: 'input' }), 'storyPass01');
    await userEvent.type(canvas.getByLabelText(fieldLabel(text.displayNameLabel)), '이야기');
    await userEvent.click(canvas.getByLabelText(text.agreeAll));
    await userEvent.click(canvas.getByRole('button', { name: text.registerSubmit }));
    await expect(await canvas.findByText(text.emailVerificationRequired)).toBeInTheDocument();
  },
};

const idVariant = (
  <AtRoute path="/app/register">
    <RegisterForm variant="ID" fields={[]} />
  </AtRoute>
);

/** The id variant: a taken id is refused by the availability check. */
export const IdTaken: Story = {
  render: () => idVariant,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel(text.idLabel)), 'jung02');
    await userEvent.click(canvas.getByRole('button', { name: text.checkAvailability }));
    await expect(await canvas.findByText(text.idExists)).toBeInTheDocument();
  },
};

async function fillIdVariant(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(fieldLabel(text.idLabel)), 'storyid01');
  await userEvent.click(canvas.getByRole('button', { name: text.checkAvailability }));
  await expect(await canvas.findByText(text.available.ID)).toBeInTheDocument();
  await userEvent.type(canvas.getByLabelText(fieldLabel(text.emailLabel)), 'storyid01@klass.test');
  await userEvent.type(password(canvas), 'storyPass01');
  await userEvent.type(canvas.getByLabelText(fieldLabel(text.passwordConfirmLabel), { selector: 'input' }), 'storyPass01');
  await userEvent.type(canvas.getByLabelText(fieldLabel(text.displayNameLabel)), '아이디가입');
  await userEvent.click(canvas.getByLabelText(text.agreeAll));
  await userEvent.click(canvas.getByRole('button', { name: text.registerSubmit }));
  return canvas;
}

/** The id variant end to end: the new learner is logged in and sent home. */
export const IdSuccess: Story = {
  render: () => idVariant,
  play: async ({ canvasElement }) => {
    const canvas = await fillIdVariant(canvasElement);
    await expect(await canvas.findByText(landedAt('/'))).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  render: () => idVariant,
  parameters: { msw: { handlers: [http.post('*/rest/account/register/id', async () => { await delay('infinite'); })] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillIdVariant(canvasElement);
    await expect(await canvas.findByRole('button', { name: text.registerSubmit, busy: true })).toBeDisabled();
  },
};

export const SettingLoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/rest/account/setting/register', () =>
          HttpResponse.json({ status: 504, code: 'gateway.timeout', message: 'Gateway Timeout', data: null }, { status: 504 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: copy.common.retry })).toBeInTheDocument();
  },
};
