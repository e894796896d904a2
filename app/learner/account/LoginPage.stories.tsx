/**
 * The login page against the mock (learner.md §2, §4, §5): the tenant's methods, the email form in
 * each state, the failure message with what was typed kept, and where a login leads; a backend that
 * cannot be reached (email login still offered, with a retry) and a session a failed refresh ended.
 */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { errorCodes } from '@app/shared/api/contract/errors';
import { ApiError } from '@app/shared/api/client/ApiError';
import { copy } from '@app/shared/copy';
import { SessionProvider } from '@app/shared/session/react';
import { accessTokenExpiringAt, createMemoryStorage, type MemoryStorage } from '@app/shared/session/testing';
import { createTokenSession } from '@app/shared/session/tokenSession';
import { TOKEN_STORAGE_KEYS } from '@app/shared/session/tokenStorage';
import type { Session } from '@app/shared/session/types';
import { LoginPage } from './LoginPage';
import { AtRoute, expectInAppLoginNotice, landedAt, fieldLabel, visitorInNativeApp } from './storySupport';

const text = copy.account;

const meta = {
  title: 'Learner/Account/로그인 · LoginPage',
  component: LoginPage,
  parameters: { scenario: 'visitor', route: '/app/login' },
  render: () => (
    <AtRoute path="/app/login">
      <LoginPage />
    </AtRoute>
  ),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, identifier: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(fieldLabel(text.identifierLabel)), identifier);
  await userEvent.type(canvas.getByLabelText(fieldLabel(text.passwordLabel), { selector: 'input' }), password);
  return canvas;
}

/** Default tenant: email login and KAKAO; links to register, password reset. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(fieldLabel(text.identifierLabel))).toHaveValue('');
    await expect(canvas.getByRole('link', { name: text.socialLogin.KAKAO })).toHaveAttribute(
      'href',
      expect.stringContaining('/app/oauth/kakao/consent'),
    );
    await expect(canvas.queryByRole('link', { name: text.socialLogin.NAVER })).toBeNull();
    await expect(canvas.getByRole('link', { name: text.registerLink })).toBeInTheDocument();
  },
};

/** Every method: KAKAO, NAVER, the SSO button and the manager login link (learner.md §4). */
export const AllMethods: Story = {
  parameters: { scenario: 'social-and-sso' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: text.socialLogin.KAKAO })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: text.socialLogin.NAVER })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: text.managerLoginLink })).toHaveAttribute('href', '/app/login/manager');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'learner@klass.test', 'klass_learner_1');
    await expect(canvas.getByLabelText(fieldLabel(text.identifierLabel))).toHaveValue('learner@klass.test');
  },
};

export const RequiredErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.loginSubmit }));
    await expect(await canvas.findByText(text.identifierRequired)).toBeInTheDocument();
    await expect(canvas.getByText(text.passwordRequired)).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel(text.identifierLabel))).toHaveAttribute('aria-invalid', 'true');
  },
};

/** learner.md §5 "Check your email (id) or password again."; what was typed stays. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'learner@klass.test', 'wrong-password-1');
    await userEvent.click(canvas.getByRole('button', { name: text.loginSubmit }));
    await expect(await canvas.findByText(text.loginFailed)).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel(text.identifierLabel))).toHaveValue('learner@klass.test');
  },
};

export const WithdrawnAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'withdrawn@klass.test', 'klass_gone_1');
    await userEvent.click(canvas.getByRole('button', { name: text.loginSubmit }));
    await expect(await canvas.findByText(text.loginWithdrawn)).toBeInTheDocument();
  },
};

/** The server fails: the general message, and what was typed stays. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/rest/account/login', () =>
          HttpResponse.json(
            { status: 500, code: errorCodes.serverError.code, message: 'Internal Server Error', data: null },
            { status: 500 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'learner@klass.test', 'klass_learner_1');
    await userEvent.click(canvas.getByRole('button', { name: text.loginSubmit }));
    await expect(await canvas.findByText(copy.common.serverError)).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel(text.identifierLabel))).toHaveValue('learner@klass.test');
    await expect(canvas.getByLabelText(fieldLabel(text.passwordLabel), { selector: 'input' })).toHaveValue('klass_learner_1');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [http.post('*/rest/account/login', async () => { await delay('infinite'); })] } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'learner@klass.test', 'klass_learner_1');
    await userEvent.click(canvas.getByRole('button', { name: text.loginSubmit }));
    await expect(await canvas.findByRole('button', { name: text.loginSubmit, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Success goes to the same-origin return target. */
export const SuccessToReturnTarget: Story = {
  parameters: { route: '/app/login?returnTo=%2Fapp%2Fuser%2Fklasses%3Ftab%3Dticket' },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'learner@klass.test', 'klass_learner_1');
    await userEvent.click(canvas.getByRole('button', { name: text.loginSubmit }));
    await expect(await canvas.findByText(landedAt('/app/user/klasses?tab=ticket'))).toBeInTheDocument();
  },
};

/** An off-site return target falls back to the home page. */
export const OffSiteTargetRefused: Story = {
  parameters: { route: '/app/login?returnTo=https%3A%2F%2Fevil.example%2Fsteal' },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'learner@klass.test', 'klass_learner_1');
    await userEvent.click(canvas.getByRole('button', { name: text.loginSubmit }));
    await expect(await canvas.findByText(landedAt('/'))).toBeInTheDocument();
  },
};

/**
 * Inside the native app (§4, §6) the page cannot store tokens: no login form whose success would
 * throw, but the notice that login happens in the app, with a way back.
 */
export const InNativeApp: Story = {
  ...visitorInNativeApp,
  play: async ({ canvasElement }) => expectInAppLoginNotice(canvasElement),
};

/** Whether ServerUnreachable's server answers yet. */
const unreachable = { answer: false };

/**
 * The backend cannot be reached (issue 39): the preferences call fails, email login is offered
 * anyway with the word and a retry; once the server answers, the retry brings the tenant's methods.
 */
export const ServerUnreachable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.serverUnreachableTitle)).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel(text.identifierLabel))).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: text.socialLogin.KAKAO })).toBeNull();
    unreachable.answer = true;
    await userEvent.click(canvas.getByRole('button', { name: copy.common.retry }));
    await expect(await canvas.findByRole('link', { name: text.socialLogin.KAKAO })).toBeInTheDocument();
    await expect(canvas.queryByText(text.serverUnreachableTitle)).toBeNull();
  },
  beforeEach: () => {
    unreachable.answer = false;
  },
  parameters: {
    msw: {
      handlers: [
        // Until the story lets it through, no answer at all (the server is down); then the mock's own.
        http.get('*/rest/tenant/preferences', () => (unreachable.answer ? undefined : HttpResponse.error())),
      ],
    },
  },
};

/** One browser tab's storage across its page loads: the token entries and the ended-session note. */
interface TabStorage {
  storage: MemoryStorage;
  endedNotes: MemoryStorage;
}

/** A page load of the tab: a session started on what the tab has stored, whose refresh the server refuses. */
function loadPage(tab: TabStorage): Session {
  const session = createTokenSession({
    refresher: {
      refresh: () => Promise.reject(new ApiError({ ...errorCodes.refreshExpired, message: 'refused', data: null })),
      addRole: () => Promise.reject(new Error('not used')),
    },
    ...tab,
  });
  session.start();
  return session;
}

/**
 * A session whose access token expired and whose refresh the server refuses, after a call of the
 * page tried it: what a learner has when a refresh fails and they are sent to login.
 */
async function sessionEndedByRefusedRefresh(tab: TabStorage): Promise<Session> {
  const session = loadPage(tab);
  await session.getAccessToken().catch(() => null);
  return session;
}

function tabWithExpiredTokens(): TabStorage {
  return {
    storage: createMemoryStorage({
      [TOKEN_STORAGE_KEYS.access]: accessTokenExpiringAt(Date.now() - 1_000),
      [TOKEN_STORAGE_KEYS.refresh]: 'refused-refresh-token',
    }),
    endedNotes: createMemoryStorage(),
  };
}

const withEndedSession: Decorator = (Story, context) => (
  <SessionProvider session={(context.loaded as { endedSession: Session }).endedSession}>
    <Story />
  </SessionProvider>
);

/** The login page says the session ended, and offers the form to sign in again. */
async function saysTheSessionEnded({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(text.sessionExpired)).toBeInTheDocument();
  await expect(canvas.getByLabelText(fieldLabel(text.identifierLabel))).toBeInTheDocument();
}

/** A refresh that failed ended the session (issue 39): the login page says so, not silently. */
export const SessionExpired: Story = {
  loaders: [async () => ({ endedSession: await sessionEndedByRefusedRefresh(tabWithExpiredTokens()) })],
  decorators: [withEndedSession],
  play: saysTheSessionEnded,
};

/**
 * The learner reloads the login page they were sent to (issue 39): the new page load's session
 * still says why the last one ended — once; the load after it would say nothing.
 */
export const SessionExpiredAfterReload: Story = {
  loaders: [
    async () => {
      const tab = tabWithExpiredTokens();
      await sessionEndedByRefusedRefresh(tab);
      return { endedSession: loadPage(tab) };
    },
  ],
  decorators: [withEndedSession],
  play: saysTheSessionEnded,
};
