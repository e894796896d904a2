/**
 * Manager login against the mock (learner.md §6): the login form for a visitor, the authority
 * picker for a manager (recent first) and the add-role step, and an account without authority.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { AtRoute, expectInAppLoginNotice, fieldLabel, landedAt, visitorInNativeApp } from '../storySupport';
import { inNativeApp } from '@app/shared/session/storySupport';
import { ManagerLoginPage } from './ManagerLoginPage';

const text = copy.account;

const meta = {
  title: 'Learner/Account/매니저 로그인 · ManagerLoginPage',
  component: ManagerLoginPage,
  parameters: { route: '/app/login/manager', scenario: 'manager' },
  render: () => (
    <AtRoute path="/app/login/manager">
      <ManagerLoginPage />
    </AtRoute>
  ),
} satisfies Meta<typeof ManagerLoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisitorLogsIn: Story = {
  parameters: { scenario: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel(text.identifierLabel)), 'manager@klass.test');
    await userEvent.type(canvas.getByLabelText(fieldLabel(text.passwordLabel), { selector: 'input' }), 'klass_manager_1');
    await userEvent.click(canvas.getByRole('button', { name: text.loginSubmit }));
    await expect(await canvas.findByRole('group', { name: text.managerPickTitle })).toBeInTheDocument();
  },
};

/** Recent authorities first; picking one adds the MASTER role and goes on. */
export const PickAuthority: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = await canvas.findAllByRole('radio');
    await expect(radios[0]).toHaveAccessibleName(expect.stringContaining('클래스 운영 매니저'));
    // Features by their words, never the codes (issue 38: "기능: KLASS, NOTICE, QNA, REVIEW").
    await expect(radios[0]).toHaveAccessibleName(expect.stringContaining('기능: 클래스, 공지사항, 질문과 답변, 수강 후기'));
    await expect(radios[0]).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /라이브 강사/ }));
    await userEvent.click(canvas.getByRole('button', { name: text.managerPickSubmit }));
    // A master works in the back-office: the pick opens it.
    await expect(await canvas.findByText(landedAt('/admin'))).toBeInTheDocument();
  },
};

const addRolePath = '*/rest/account/refresh/add-role';

export const AddRoleSubmitting: Story = {
  parameters: { msw: { handlers: [http.post(addRolePath, async () => { await delay('infinite'); })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.managerPickSubmit }));
    await expect(await canvas.findByRole('button', { name: text.managerPickSubmit, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The add-role call fails: the general message, and the picked authority stays picked. */
export const AddRoleServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(addRolePath, () =>
          HttpResponse.json(
            { status: 500, code: errorCodes.serverError.code, message: 'Internal Server Error', data: null },
            { status: 500 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /라이브 강사/ }));
    await userEvent.click(canvas.getByRole('button', { name: text.managerPickSubmit }));
    await expect(await canvas.findByText(copy.common.serverError)).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /라이브 강사/ })).toBeChecked();
  },
};

/** A learner has no authority: "master-authority-not-found" in Korean. */
export const NoAuthority: Story = {
  parameters: { scenario: 'default' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.managerNoAuthority)).toBeInTheDocument();
  },
};

/** A visitor inside the native app: no login form (setTokens is the bridge's), the notice. */
export const InNativeAppVisitor: Story = {
  ...visitorInNativeApp,
  play: async ({ canvasElement }) => expectInAppLoginNotice(canvasElement),
};

/**
 * A learner the app logged in: no authority picker either, since adding the MASTER role is a
 * token refresh the bridge refuses; the notice instead of an error after picking.
 */
export const InNativeAppLoggedIn: Story = {
  ...inNativeApp,
  play: async ({ canvasElement }) => {
    await expectInAppLoginNotice(canvasElement);
    await expect(within(canvasElement).queryByRole('group', { name: text.managerPickTitle })).toBeNull();
  },
};
