/**
 * Invitation register against the mock (learner.md §7 `POST /invite/email/register`): an invalid
 * link, and with a valid link the form empty, filled, with each §5 message, refused by the server,
 * failing, submitting, and the new learner logged in and sent home.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { accountEndpoints } from '@app/shared/api/contract/account';
import type { EndpointResponse } from '@app/shared/api/contract/endpoint';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { AtRoute, fieldLabel, landedAt } from '../storySupport';
import { InviteRegisterPage } from './InviteRegisterPage';

const text = copy.account;
const v = text.validation;

// The invitation mail's link. The mock's links carry random tokens that reach only its outbox,
// which a story cannot read (app/ reaches the mock only through app/dev), so these stories answer
// the link's claim (`GET /identifier/token/claim`) for one token of their own; every other call is
// the mock's, which does not know that token: submitting reaches its "invalid link" refusal unless
// a story answers the register call too.

const INVITE_TOKEN = 'story-invite-link';
const INVITED_EMAIL = 'invited@klass.test';

const validInvitation = http.get(`*${accountEndpoints.identifierTokenClaim.path}`, ({ request }) => {
  if (new URL(request.url).searchParams.get('token') !== INVITE_TOKEN) return undefined;
  const claim: EndpointResponse<typeof accountEndpoints.identifierTokenClaim> = {
    type: 'INVITATION',
    identifier: INVITED_EMAIL,
    expiredAt: new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString(),
  };
  return HttpResponse.json(claim);
});

const registerPath = `*${accountEndpoints.inviteRegister.path}`;

/** The register call for the story's token answers a session, as the mock does for its own. */
const registerAccepted = http.post(registerPath, () => {
  const pair: EndpointResponse<typeof accountEndpoints.inviteRegister> = {
    accessToken: 'story-invited-access-token',
    refreshToken: 'story-invited-refresh-token',
  };
  return HttpResponse.json(pair);
});

const registerFails = http.post(registerPath, () =>
  HttpResponse.json(
    { status: 500, code: errorCodes.serverError.code, message: 'Internal Server Error', data: null },
    { status: 500 },
  ),
);

const registerPending = http.post(registerPath, async () => {
  await delay('infinite');
});

function withInvitation(...handlers: HttpHandler[]) {
  return { route: `/app/invite?token=${INVITE_TOKEN}`, msw: { handlers: [validInvitation, ...handlers] } };
}

const meta = {
  title: 'Learner/Account/초대받은 계정 만들기 · InviteRegisterPage',
  component: InviteRegisterPage,
  parameters: { scenario: 'visitor', ...withInvitation() },
  render: () => (
    <AtRoute path="/app/invite">
      <InviteRegisterPage />
    </AtRoute>
  ),
} satisfies Meta<typeof InviteRegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

function passwordInput(scope: Scope, label: string) {
  return scope.getByLabelText(fieldLabel(label), { selector: 'input' });
}

async function fill(canvasElement: HTMLElement, name: string, password: string, confirmation: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(fieldLabel(text.displayNameLabel)), name);
  await userEvent.type(passwordInput(canvas, text.newPasswordLabel), password);
  await userEvent.type(passwordInput(canvas, text.passwordConfirmLabel), confirmation);
  return canvas;
}

async function submit(canvasElement: HTMLElement, name: string, password: string, confirmation = password) {
  const canvas = await fill(canvasElement, name, password, confirmation);
  await userEvent.click(canvas.getByRole('button', { name: text.inviteSubmit }));
  return canvas;
}

export const InvalidLink: Story = {
  parameters: { route: '/app/invite?token=unknown' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: text.inviteInvalid })).toBeInTheDocument();
  },
};

/** The invited e-mail, read-only, then a name and a password. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(text.inviteEmail)).toHaveValue(INVITED_EMAIL);
    await expect(canvas.getByLabelText(text.inviteEmail)).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText(fieldLabel(text.displayNameLabel))).toHaveValue('');
    await expect(passwordInput(canvas, text.newPasswordLabel)).toHaveValue('');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '나초대', 'invitePass01', 'invitePass01');
    await expect(canvas.getByLabelText(fieldLabel(text.displayNameLabel))).toHaveValue('나초대');
    await expect(passwordInput(canvas, text.passwordConfirmLabel)).toHaveValue('invitePass01');
  },
};

/** Each §5 message of the form at once: name too short, password rule, confirmation. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '나', 'short1', 'short2');
    await expect(await canvas.findByText(v.minLength(2))).toBeInTheDocument();
    await expect(canvas.getByText(v.password)).toBeInTheDocument();
    await expect(canvas.getByText(v.passwordConfirm)).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel(text.displayNameLabel))).toHaveAttribute('aria-invalid', 'true');
  },
};

/** learner.md §5 Display name: no emoji. */
export const NameWithEmoji: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '나초대😀', 'invitePass01');
    await expect(await canvas.findByText(v.allowedCharacters)).toBeInTheDocument();
  },
};

/** The invitation was used (or expired) after the page opened: the mock's refusal, values kept. */
export const LinkRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '나초대', 'invitePass01');
    await expect(await canvas.findByText('유효하지 않은 초대 링크예요.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel(text.displayNameLabel))).toHaveValue('나초대');
  },
};

export const ServerError: Story = {
  parameters: withInvitation(registerFails),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '나초대', 'invitePass01');
    await expect(await canvas.findByText(copy.common.serverError)).toBeInTheDocument();
    await expect(passwordInput(canvas, text.newPasswordLabel)).toHaveValue('invitePass01');
  },
};

export const Submitting: Story = {
  parameters: withInvitation(registerPending),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '나초대', 'invitePass01');
    await expect(await canvas.findByRole('button', { name: text.inviteSubmit, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Registered: the session starts and the new learner lands on the home page. */
export const Success: Story = {
  parameters: withInvitation(registerAccepted),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '나초대', 'invitePass01');
    await expect(await canvas.findByText(landedAt('/'))).toBeInTheDocument();
  },
};
