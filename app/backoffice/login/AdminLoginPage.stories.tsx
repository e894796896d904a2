/**
 * The back-office login against the mock (backoffice.md §2 Login, §5, §8): the empty form, each
 * required-field message at its field, the §8 sentence for a refused login with what was typed
 * kept, submitting, a failing server, a network or parse failure (§8's data-processing message),
 * the tab's title, and where a login (or an already signed-in person) goes.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, neverAnswering } from '../storySupport';
import { AdminLoginPage } from './AdminLoginPage';

const text = copy.account;
const operator = { identifier: 'operator@klass.test', password: 'klass_operator_1' };

const meta = {
  title: 'Back-office/Login/관리자 로그인 · AdminLoginPage',
  component: AdminLoginPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/login', scenario: 'visitor', layout: 'fullscreen' },
} satisfies Meta<typeof AdminLoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

const identifierField = (scope: Scope) => scope.getByLabelText(fieldLabel(text.identifierLabel));
const passwordField = (scope: Scope) =>
  scope.getByLabelText(fieldLabel(text.passwordLabel), { selector: 'input' });

/** Types into the fields given (an empty string leaves a field empty) and submits. */
async function submit(canvasElement: HTMLElement, identifier: string, password: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: copy.backoffice.loginTitle });
  if (identifier) await userEvent.type(identifierField(canvas), identifier);
  if (password) await userEvent.type(passwordField(canvas), password);
  await userEvent.click(canvas.getByRole('button', { name: text.loginSubmit }));
  return canvas;
}

export const Playground: Story = {};

/** The form, and the way in for masters (the manager login). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.backoffice.loginTitle })).toBeVisible();
    await expect(canvas.getByText(copy.backoffice.loginIntro)).toBeVisible();
    await expect(identifierField(canvas)).toHaveValue('');
    await expect(passwordField(canvas)).toHaveValue('');
    await expect(canvas.getByRole('link', { name: copy.backoffice.managerLoginLink })).toHaveAttribute(
      'href',
      '/app/login/manager',
    );
    // The tab says where it is, whatever page it showed before.
    await waitFor(() => expect(document.title).toBe(copy.backoffice.pageTitle(copy.backoffice.loginTitle, '클래스 아카데미')));
  },
};

/** No e-mail or id: the message at that field, which takes the focus. */
export const IdentifierRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '', 'klass_operator_1');
    const field = identifierField(canvas);
    await expect(await canvas.findByText(text.identifierRequired)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(text.identifierRequired));
    await expect(field).toHaveFocus();
    await expect(passwordField(canvas)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** No password: the message at the password field. */
export const PasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, operator.identifier, '');
    const field = passwordField(canvas);
    await expect(await canvas.findByText(text.passwordRequired)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(text.passwordRequired));
    await expect(identifierField(canvas)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** §8 "Check your email (id) or password again."; what was typed stays. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, operator.identifier, 'not-the-password-1');
    await expect(await canvas.findByText(text.loginFailed)).toBeVisible();
    await expect(identifierField(canvas)).toHaveValue(operator.identifier);
    await expect(passwordField(canvas)).toHaveValue('not-the-password-1');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [neverAnswering('post', '/rest/account/login')] } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, operator.identifier, operator.password);
    await expect(await canvas.findByRole('button', { name: text.loginSubmit, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server fails: the general message, and what was typed stays. */
export const ServerFailure: Story = {
  parameters: { msw: { handlers: [failing('post', '/rest/account/login')] } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, operator.identifier, operator.password);
    await expect(await canvas.findByText(copy.common.serverError)).toBeVisible();
    await expect(identifierField(canvas)).toHaveValue(operator.identifier);
    await expect(passwordField(canvas)).toHaveValue(operator.password);
  },
};

/** The login never reaches the server (§8 "network failures"): the data-processing message, all kept. */
export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [http.post('*/rest/account/login', () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, operator.identifier, operator.password);
    await expect(await canvas.findByText(copy.common.dataProcessingError)).toBeVisible();
    await expect(identifierField(canvas)).toHaveValue(operator.identifier);
    await expect(passwordField(canvas)).toHaveValue(operator.password);
  },
};

/** An answer that cannot be read (a proxy's HTML page, §8 "parse failures"): the same message. */
export const UnreadableAnswer: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/rest/account/login', () =>
          new HttpResponse('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, operator.identifier, operator.password);
    await expect(await canvas.findByText(copy.common.dataProcessingError)).toBeVisible();
    await expect(identifierField(canvas)).toHaveValue(operator.identifier);
  },
};

/** Signed in without a return target: the back-office home, greeting the person. */
export const LogsIn: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, operator.identifier, operator.password);
    await expect(await findPageHeading(canvasElement, copy.backoffice.homeTitle)).toBeVisible();
    await expect(await within(canvasElement).findByText(new RegExp(copy.backoffice.greeting('강운영')))).toBeVisible();
  },
};

/** A return target outside the back-office is refused: the home instead. */
export const LearnerTargetRefused: Story = {
  parameters: { route: '/admin/login?returnTo=%2Fapp%2Fuser%2Fklasses' },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, operator.identifier, operator.password);
    await expect(await findPageHeading(canvasElement, copy.backoffice.homeTitle)).toBeVisible();
  },
};

/** Signed in: back to the back-office address the person was stopped at. */
export const LogsInToReturnTarget: Story = {
  parameters: { route: '/admin/login?returnTo=%2Fadmin%2Fsite%2Forganization' },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, operator.identifier, operator.password);
    await expect(await findPageHeading(canvasElement, copy.backoffice.organizationTitle)).toBeVisible();
  },
};

/** Someone already signed in is sent on at once, to the return target, without the form. */
export const SignedInSentOn: Story = {
  parameters: { scenario: 'operator', route: '/admin/login?returnTo=%2Fadmin%2Faccount' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.backoffice.accountTitle })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: copy.backoffice.loginTitle })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text.loginSubmit })).toBeNull();
  },
};

/** Signed in and no return target: the home. */
export const SignedInSentHome: Story = {
  parameters: { scenario: 'operator' },
  play: async ({ canvasElement }) => {
    await expect(await findPageHeading(canvasElement, copy.backoffice.homeTitle)).toBeVisible();
  },
};
