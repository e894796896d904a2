/**
 * Password reset against the mock: the request form (empty, filled, invalid email, server error,
 * submitting, sent) and the reset page (an invalid link; with a valid link: empty, filled, each
 * password message, a link refused on submit, server error, submitting, done).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { accountEndpoints } from '@app/shared/api/contract/account';
import type { EndpointResponse } from '@app/shared/api/contract/endpoint';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { AtRoute, fieldLabel, landedAt } from '../storySupport';
import { PasswordResetPage } from './PasswordResetPage';
import { PasswordResetRequestPage } from './PasswordResetRequestPage';

const text = copy.account;
const v = text.validation;

const meta = {
  title: 'Learner/Account/비밀번호 찾기 · PasswordResetPages',
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
type Scope = ReturnType<typeof within>;

async function typeEmail(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(fieldLabel(text.emailLabel)), email);
  return canvas;
}

async function submitEmail(canvasElement: HTMLElement, email: string) {
  const canvas = await typeEmail(canvasElement, email);
  await userEvent.click(canvas.getByRole('button', { name: text.resetRequestSubmit }));
  return canvas;
}

export const RequestEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.resetRequestBody)).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel(text.emailLabel))).toHaveValue('');
  },
};

export const RequestFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typeEmail(canvasElement, 'learner@klass.test');
    await expect(canvas.getByLabelText(fieldLabel(text.emailLabel))).toHaveValue('learner@klass.test');
    await expect(canvas.getByRole('button', { name: text.resetRequestSubmit })).toBeEnabled();
  },
};

export const RequestInvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submitEmail(canvasElement, 'learner@klass');
    await expect(await canvas.findByText(v.emailFormat)).toBeInTheDocument();
  },
};

/** Every call but the site's preferences answers 504: a message, and the email stays typed. */
export const RequestServerError: Story = {
  parameters: { scenario: 'server-504' },
  play: async ({ canvasElement }) => {
    const canvas = await submitEmail(canvasElement, 'learner@klass.test');
    await expect(await canvas.findByText(copy.common.serverError)).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel(text.emailLabel))).toHaveValue('learner@klass.test');
  },
};

export const RequestSubmitting: Story = {
  parameters: { msw: { handlers: [http.post('*/rest/account/info/password/reset/request', async () => { await delay('infinite'); })] } },
  play: async ({ canvasElement }) => {
    const canvas = await submitEmail(canvasElement, 'learner@klass.test');
    await expect(await canvas.findByRole('button', { name: text.resetRequestSubmit, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const RequestSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submitEmail(canvasElement, 'learner@klass.test');
    await expect(await canvas.findByText(text.resetRequestSent('learner@klass.test'))).toBeInTheDocument();
  },
};

const resetPage = () => (
  <AtRoute path="/app/password/reset">
    <PasswordResetPage />
  </AtRoute>
);

export const ResetWithInvalidLink: Story = {
  parameters: { route: '/app/password/reset?token=unknown' },
  render: resetPage,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: text.resetInvalid })).toBeInTheDocument();
  },
};

// A valid reset link. The mock's links carry random tokens that reach only its outbox, which a
// story cannot read (app/ reaches the mock only through app/dev), so these stories answer the
// link's claim (`GET /identifier/token/claim`) for one token of their own; every other call is the
// mock's, which does not know that token: submitting reaches its "invalid link" refusal unless a
// story answers the reset call too.

const LINK_TOKEN = 'story-reset-link';
const LINK_EMAIL = 'learner@klass.test';

const validLink = http.get(`*${accountEndpoints.identifierTokenClaim.path}`, ({ request }) => {
  if (new URL(request.url).searchParams.get('token') !== LINK_TOKEN) return undefined;
  const claim: EndpointResponse<typeof accountEndpoints.identifierTokenClaim> = {
    type: 'PASSWORD_RESET',
    identifier: LINK_EMAIL,
    expiredAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  };
  return HttpResponse.json(claim);
});

const resetPath = `*${accountEndpoints.passwordReset.path}`;

/** The reset call for the story's token: 204 as the mock answers a reset. */
const resetAccepted = http.post(resetPath, () => new HttpResponse(null, { status: 204 }));

const resetFails = http.post(resetPath, () =>
  HttpResponse.json(
    { status: 500, code: errorCodes.serverError.code, message: 'Internal Server Error', data: null },
    { status: 500 },
  ),
);

const resetPending = http.post(resetPath, async () => {
  await delay('infinite');
});

function withLink(...handlers: HttpHandler[]) {
  return { route: `/app/password/reset?token=${LINK_TOKEN}`, msw: { handlers: [validLink, ...handlers] } };
}

function passwordInput(scope: Scope, label: string) {
  return scope.getByLabelText(fieldLabel(label), { selector: 'input' });
}

async function typeNewPassword(canvasElement: HTMLElement, password: string, confirmation: string) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByLabelText(fieldLabel(text.newPasswordLabel), { selector: 'input' }),
    password,
  );
  await userEvent.type(passwordInput(canvas, text.passwordConfirmLabel), confirmation);
  return canvas;
}

async function submitNewPassword(canvasElement: HTMLElement, password: string, confirmation: string) {
  const canvas = await typeNewPassword(canvasElement, password, confirmation);
  await userEvent.click(canvas.getByRole('button', { name: text.resetSubmit }));
  return canvas;
}

/** The link's e-mail, read-only, above the new password and its confirmation. */
export const ResetEmpty: Story = {
  parameters: withLink(),
  render: resetPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(text.emailLabel)).toHaveValue(LINK_EMAIL);
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveAttribute('readonly');
    await expect(passwordInput(canvas, text.newPasswordLabel)).toHaveValue('');
    await expect(passwordInput(canvas, text.passwordConfirmLabel)).toHaveValue('');
  },
};

export const ResetFilled: Story = {
  parameters: withLink(),
  render: resetPage,
  play: async ({ canvasElement }) => {
    const canvas = await typeNewPassword(canvasElement, 'klassLearner2', 'klassLearner2');
    await expect(passwordInput(canvas, text.newPasswordLabel)).toHaveValue('klassLearner2');
    await expect(passwordInput(canvas, text.passwordConfirmLabel)).toHaveValue('klassLearner2');
  },
};

/** learner.md §5 Password: 10 to 20 characters; a short one is refused. */
export const ResetTooWeak: Story = {
  parameters: withLink(),
  render: resetPage,
  play: async ({ canvasElement }) => {
    const canvas = await submitNewPassword(canvasElement, 'short1', 'short1');
    await expect(await canvas.findByText(v.password)).toBeInTheDocument();
    await expect(passwordInput(canvas, text.newPasswordLabel)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** learner.md §5 Password confirm: "Enter the same password". */
export const ResetMismatch: Story = {
  parameters: withLink(),
  render: resetPage,
  play: async ({ canvasElement }) => {
    const canvas = await submitNewPassword(canvasElement, 'klassLearner2', 'klassLearner3');
    await expect(await canvas.findByText(v.passwordConfirm)).toBeInTheDocument();
    await expect(passwordInput(canvas, text.passwordConfirmLabel)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The link was used (or expired) after the page opened: the mock's refusal, the passwords kept. */
export const ResetLinkRefused: Story = {
  parameters: withLink(),
  render: resetPage,
  play: async ({ canvasElement }) => {
    const canvas = await submitNewPassword(canvasElement, 'klassLearner2', 'klassLearner2');
    await expect(await canvas.findByText('유효하지 않은 비밀번호 재설정 링크예요.')).toBeInTheDocument();
    await expect(passwordInput(canvas, text.newPasswordLabel)).toHaveValue('klassLearner2');
  },
};

export const ResetServerError: Story = {
  parameters: withLink(resetFails),
  render: resetPage,
  play: async ({ canvasElement }) => {
    const canvas = await submitNewPassword(canvasElement, 'klassLearner2', 'klassLearner2');
    await expect(await canvas.findByText(copy.common.serverError)).toBeInTheDocument();
    await expect(passwordInput(canvas, text.passwordConfirmLabel)).toHaveValue('klassLearner2');
  },
};

export const ResetSubmitting: Story = {
  parameters: withLink(resetPending),
  render: resetPage,
  play: async ({ canvasElement }) => {
    const canvas = await submitNewPassword(canvasElement, 'klassLearner2', 'klassLearner2');
    await expect(await canvas.findByRole('button', { name: text.resetSubmit, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Done: the confirmation and the way back to login. */
export const ResetDone: Story = {
  parameters: withLink(resetAccepted),
  render: resetPage,
  play: async ({ canvasElement }) => {
    const canvas = await submitNewPassword(canvasElement, 'klassLearner2', 'klassLearner2');
    await expect(await canvas.findByText(text.resetDone)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: copy.common.login }));
    await expect(await canvas.findByText(landedAt('/app/login'))).toBeInTheDocument();
  },
};
