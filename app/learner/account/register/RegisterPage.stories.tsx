/**
 * Register against the mock (learner.md §5): the tenant's extra fields of every value type, each
 * validation message, the availability and verification-code answers on their fields, both
 * variants through to success, a tenant's own required terms page as its own agreement,
 * submitting and a failing server.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountEndpoints } from '@app/shared/api/contract/account';
import type { EndpointResponse } from '@app/shared/api/contract/endpoint';
import { siteTermsEndpoints, type SiteTerm } from '@app/shared/api/contract/siteTerms';
import { errorCodes, type ServerErrorName } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { AtRoute, expectInAppLoginNotice, landedAt, fieldLabel, visitorInNativeApp } from '../storySupport';
import { RegisterForm } from './RegisterForm';
import { RegisterPage } from './RegisterPage';

const text = copy.account;
const v = text.validation;

const meta = {
  title: 'Learner/Account/회원가입 · RegisterPage',
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

/** An account call answering one of the catalogue's errors, in the documented shape. */
function answersError(method: 'post' | 'put', path: string, error: ServerErrorName, message: string) {
  const { code, status } = errorCodes[error];
  return http[method](`*${path}`, () => HttpResponse.json({ status, code, message, data: null }, { status }));
}

/** Password, confirmation, name and every agreement: what both variants need besides the email or id. */
async function fillTheRest(canvas: ReturnType<typeof within>, name: string) {
  await userEvent.type(password(canvas), 'storyPass01');
  await userEvent.type(canvas.getByLabelText(fieldLabel(text.passwordConfirmLabel), { selector: 'input' }), 'storyPass01');
  await userEvent.type(canvas.getByLabelText(fieldLabel(text.displayNameLabel)), name);
  await userEvent.click(canvas.getByLabelText(text.agreeAll));
}

/** Sends a code to a new e-mail (the mock checks it may register and mails the code). */
async function requestCodeFor(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(fieldLabel(text.emailLabel)), email);
  await userEvent.click(canvas.getByRole('button', { name: text.requestCode }));
  await expect(await canvas.findByText(text.codeSent(email))).toBeInTheDocument();
  return canvas;
}

async function enterCode(canvas: ReturnType<typeof within>, code: string) {
  await userEvent.type(canvas.getByLabelText(fieldLabel(text.codeLabel)), code);
  await userEvent.click(canvas.getByRole('button', { name: text.verifyCode }));
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
    await fillTheRest(canvas, '이야기');
    await userEvent.click(canvas.getByRole('button', { name: text.registerSubmit }));
    await expect(await canvas.findByText(text.emailVerificationRequired)).toBeInTheDocument();
  },
};

/** Everything typed, nothing sent: the code requested but not yet entered. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await requestCodeFor(canvasElement, 'story-new@klass.test');
    await fillTheRest(canvas, '이야기');
    await expect(canvas.getByLabelText(fieldLabel(text.emailLabel))).toHaveValue('story-new@klass.test');
    await expect(canvas.getByLabelText(fieldLabel(text.displayNameLabel))).toHaveValue('이야기');
    await expect(canvas.getByLabelText(text.agreeTerms)).toBeChecked();
    await expect(canvas.getByRole('button', { name: text.resendCode })).toBeInTheDocument();
  },
};

/** learner.md §5 Verification code: digits only. */
export const CodeFormat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await requestCodeFor(canvasElement, 'story-new@klass.test');
    await enterCode(canvas, '12ab');
    await expect(await canvas.findByText(v.codeFormat)).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel(text.codeLabel))).toHaveAttribute('aria-invalid', 'true');
  },
};

/** "Verification number expired, request again." on the code field (the mock's code lives 5 min). */
export const CodeExpired: Story = {
  parameters: {
    msw: {
      handlers: [answersError('put', accountEndpoints.verifyCode.path, 'verifyExpired', '인증번호가 만료됐어요. 다시 요청해 주세요.')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await requestCodeFor(canvasElement, 'story-new@klass.test');
    await enterCode(canvas, '123456');
    await expect(await canvas.findByText(v.codeExpired)).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel(text.codeLabel))).toHaveValue('123456');
  },
};

/** "This email is already verified." on the code field. */
export const CodeAlreadyVerified: Story = {
  parameters: {
    msw: {
      handlers: [answersError('put', accountEndpoints.verifyCode.path, 'verifyAlreadyVerified', '이미 인증된 이메일이에요.')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await requestCodeFor(canvasElement, 'story-new@klass.test');
    await enterCode(canvas, '123456');
    await expect(await canvas.findByText(v.codeAlreadyVerified)).toBeInTheDocument();
  },
};

// The email variant through to success. The mock mails a random code to its outbox, which a story
// cannot read (app/ reaches the mock only through app/dev), so the story's code is accepted here,
// and the register call it allows and the agreement that follows are answered here too. The
// availability check and the code request are the mock's.

const STORY_CODE = '123456';
const registerCalls = fn();

const codeAccepted = http.put(`*${accountEndpoints.verifyCode.path}`, async ({ request }) => {
  const body = accountEndpoints.verifyCode.body?.parse(await request.json());
  if (body?.code !== STORY_CODE) return undefined;
  const answer: EndpointResponse<typeof accountEndpoints.verifyCode> = {
    identifier: body.identifier,
    verifiedAt: new Date().toISOString(),
  };
  return HttpResponse.json(answer);
});

const registered = http.post(`*${accountEndpoints.register.path}`, async ({ request }) => {
  registerCalls(accountEndpoints.register.body?.parse(await request.json()));
  const pair: EndpointResponse<typeof accountEndpoints.register> = {
    accessToken: 'story-registered-access-token',
    refreshToken: 'story-registered-refresh-token',
  };
  return HttpResponse.json(pair);
});

const agreed = http.post(`*${accountEndpoints.agreement.path}`, async ({ request }) => {
  const body = accountEndpoints.agreement.body?.parse(await request.json());
  if (!body) return undefined;
  const answer: EndpointResponse<typeof accountEndpoints.agreement> = { ...body, agreedAt: new Date().toISOString() };
  return HttpResponse.json(answer);
});

/** The code accepted: the email is marked verified and its code field is read-only. */
export const EmailVerified: Story = {
  parameters: { msw: { handlers: [codeAccepted] } },
  play: async ({ canvasElement }) => {
    const canvas = await requestCodeFor(canvasElement, 'story-new@klass.test');
    await enterCode(canvas, STORY_CODE);
    await expect(await canvas.findByText(text.emailVerified)).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel(text.codeLabel))).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: text.verifyCode })).toBeDisabled();
  },
};

/** The email variant end to end: the verified email registers, and the learner is sent home. */
export const EmailSuccess: Story = {
  parameters: { msw: { handlers: [codeAccepted, registered, agreed] } },
  play: async ({ canvasElement }) => {
    const canvas = await requestCodeFor(canvasElement, 'story-new@klass.test');
    await enterCode(canvas, STORY_CODE);
    await expect(await canvas.findByText(text.emailVerified)).toBeInTheDocument();
    await fillTheRest(canvas, '이야기');
    await userEvent.click(canvas.getByRole('button', { name: text.registerSubmit }));
    await expect(await canvas.findByText(landedAt('/'))).toBeInTheDocument();
    await expect(registerCalls).toHaveBeenLastCalledWith(
      expect.objectContaining({
        email: 'story-new@klass.test',
        password: 'storyPass01',
        verificationPassword: 'storyPass01',
        displayName: '이야기',
      }),
    );
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

/** learner.md §5 Login id: lowercase letters and digits, 2 to 20; checked before asking the server. */
export const IdFormat: Story = {
  render: () => idVariant,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel(text.idLabel)), 'Story_01');
    await userEvent.click(canvas.getByRole('button', { name: text.checkAvailability }));
    await expect(await canvas.findByText(v.loginId)).toBeInTheDocument();
  },
};

/** Submitting an id that was never checked asks for the check. */
export const IdAvailabilityRequired: Story = {
  render: () => idVariant,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel(text.idLabel)), 'storyid01');
    await userEvent.type(canvas.getByLabelText(fieldLabel(text.emailLabel)), 'storyid01@klass.test');
    await fillTheRest(canvas, '아이디가입');
    await userEvent.click(canvas.getByRole('button', { name: text.registerSubmit }));
    await expect(await canvas.findByText(text.availabilityRequired)).toBeInTheDocument();
  },
};

async function fillIdVariant(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(fieldLabel(text.idLabel)), 'storyid01');
  await userEvent.click(canvas.getByRole('button', { name: text.checkAvailability }));
  await expect(await canvas.findByText(text.available.ID)).toBeInTheDocument();
  await userEvent.type(canvas.getByLabelText(fieldLabel(text.emailLabel)), 'storyid01@klass.test');
  await fillTheRest(canvas, '아이디가입');
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

/** The site's terms with the tenant's own 위치기반서비스 이용약관 made required (the seed has it optional). */
const termsWithTenantRequired = http.get(`*${siteTermsEndpoints.currentTerms.path}`, () => {
  const page = (termsKey: string, title: string, required: boolean): SiteTerm => ({
    termsKey,
    title,
    required,
    version: 1,
    effectiveAt: '2024-05-01T00:00:00+09:00',
    body: `제1조 (목적)\n${title}의 목적을 정해요.`,
    agreedVersion: null,
  });
  return HttpResponse.json({
    items: [
      page('SERVICE', '서비스 이용약관', true),
      page('PRIVACY', '개인정보 처리방침', true),
      page('MARKETING', '마케팅 정보 수신 동의', false),
      page('terms-location', '위치기반서비스 이용약관', true),
    ],
  });
});

/**
 * A required page the tenant added is its own agreement: "전체 동의" checks it too; left unchecked
 * it stops the register at its box; checked, the learner is registered.
 */
export const TenantRequiredTerms: Story = {
  render: () => idVariant,
  parameters: { msw: { handlers: [termsWithTenantRequired] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tenant = await canvas.findByLabelText(copy.siteTerms.agreeTenant('위치기반서비스 이용약관'));
    await userEvent.type(canvas.getByLabelText(fieldLabel(text.idLabel)), 'storyid01');
    await userEvent.click(canvas.getByRole('button', { name: text.checkAvailability }));
    await expect(await canvas.findByText(text.available.ID)).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(fieldLabel(text.emailLabel)), 'storyid01@klass.test');
    await fillTheRest(canvas, '아이디가입');
    await expect(tenant).toBeChecked();
    await userEvent.click(tenant);
    await expect(canvas.getByLabelText(text.agreeAll)).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: text.registerSubmit }));
    await expect(tenant).toHaveAccessibleDescription(expect.stringContaining(v.agreementRequired));
    await expect(tenant).toHaveFocus();
    await userEvent.click(tenant);
    await userEvent.click(canvas.getByRole('button', { name: text.registerSubmit }));
    await expect(await canvas.findByText(landedAt('/'))).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  render: () => idVariant,
  parameters: { msw: { handlers: [http.post('*/rest/account/register/id', async () => { await delay('infinite'); })] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillIdVariant(canvasElement);
    await expect(await canvas.findByRole('button', { name: text.registerSubmit, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server fails on submit: a message above the form, and everything typed stays. */
export const SubmitServerError: Story = {
  render: () => idVariant,
  parameters: {
    msw: { handlers: [answersError('post', accountEndpoints.registerId.path, 'serverError', 'Internal Server Error')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIdVariant(canvasElement);
    await expect(await canvas.findByText(copy.common.serverError)).toBeInTheDocument();
    // The checked id's label carries its "available" mark, so the value is looked up directly.
    await expect(canvas.getByDisplayValue('storyid01')).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel(text.displayNameLabel))).toHaveValue('아이디가입');
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

/** Inside the native app registering could not log in (the bridge owns the tokens): the notice. */
export const InNativeApp: Story = {
  ...visitorInNativeApp,
  play: async ({ canvasElement }) => expectInAppLoginNotice(canvasElement),
};
