/**
 * Every variant of the error page (spec learner.md §2 "Error page", §8). The 504 and 400 pages
 * come from real failing calls of the `server-504` and `bad-request-400` scenarios.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, within } from 'storybook/test';
import { Spinner } from '@ds/components/Spinner';
import { ApiError } from '@app/shared/api/client/ApiError';
import { meQuery } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { ErrorPage } from './ErrorPage';

/** Shows the error page for the failure of a real call in the story's scenario. */
function FailingCall() {
  const me = useQuery(meQuery());
  if (me.isError) return <ErrorPage error={me.error} />;
  return <Spinner label={copy.common.loading} />;
}

const apiError = (status: number, code: string, message: string, data: Record<string, unknown> | null = null) =>
  new ApiError({ status, code, message, data });

const meta = {
  title: 'Learner/Site/오류 화면 · ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { error: apiError(401, 'auth.unauthenticated.header', '인증 정보가 없어요.') },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginRequiredVisitor: Story = {
  parameters: { scenario: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.site.loginRequiredTitle })).toBeVisible();
    await expect(canvas.getByText(copy.site.loginRequiredQuestion)).toBeVisible();
    await expect(canvas.getByRole('img', { name: copy.site.loginPermissionImageAlt })).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.common.goToMain })).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.common.goToLogin })).toBeVisible();
  },
};

/** "the login button is hidden if already logged in" */
export const LoginRequiredLoggedIn: Story = {
  args: { error: apiError(401, 'auth.unauthenticated.header', '인증 정보가 없어요.') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: copy.site.loginRequiredTitle });
    await expect(canvas.getByRole('button', { name: copy.common.goToMain })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: copy.common.goToLogin })).toBeNull();
  },
};

/** "shown on status 401 or on the unauthenticated code" — the code alone is enough. */
export const UnauthenticatedCode: Story = {
  parameters: { scenario: 'visitor' },
  args: { error: apiError(403, 'auth.unauthenticated.header', '인증 정보가 없어요.') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: copy.site.loginRequiredTitle }),
    ).toBeVisible();
  },
};

export const GatewayTimeout: Story = {
  parameters: { scenario: 'server-504' },
  render: () => <FailingCall />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.site.gatewayTimeoutTitle })).toBeVisible();
    await expect(canvas.getByText(copy.site.gatewayTimeoutBody)).toBeVisible();
  },
};

export const BadRequest: Story = {
  parameters: { scenario: 'bad-request-400' },
  render: () => <FailingCall />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.site.badRequestTitle })).toBeVisible();
    await expect(canvas.getByText(copy.site.badRequestBody)).toBeVisible();
  },
};

/** "Any other status: shows the server message and data.detail." */
export const OtherStatus: Story = {
  args: {
    error: apiError(404, 'inventory.klass.not_found', '강의를 찾을 수 없어요.', {
      detail: '요청한 강의(klass-999)가 없어요.',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('강의를 찾을 수 없어요.')).toBeVisible();
    await expect(canvas.getByText('요청한 강의(klass-999)가 없어요.')).toBeVisible();
  },
};

export const InsidePage: Story = {
  args: { error: apiError(500, 'inventory.unknown', '알 수 없는 오류가 생겼어요.'), headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: copy.site.otherErrorTitle })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...LoginRequiredVisitor,
  globals: { viewport: { value: 'xs' } },
};
