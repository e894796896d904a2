/**
 * Manager login against the mock (learner.md §6): the login form for a visitor, the authority
 * picker for a manager (recent first) and the add-role step, and an account without authority.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/copy';
import { AtRoute, fieldLabel, landedAt } from '../storySupport';
import { ManagerLoginPage } from './ManagerLoginPage';

const text = copy.account;

const meta = {
  title: 'Learner/Account/ManagerLoginPage',
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
    await userEvent.type(canvas.getByLabelText(fieldLabel(text.passwordLabel), { selector: 'input' }), 'klass-manager-1');
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
    await expect(radios[0]).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /라이브 강사/ }));
    await userEvent.click(canvas.getByRole('button', { name: text.managerPickSubmit }));
    await expect(await canvas.findByText(landedAt('/'))).toBeInTheDocument();
  },
};

/** A learner has no authority: "master-authority-not-found" in Korean. */
export const NoAuthority: Story = {
  parameters: { scenario: 'default' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.managerNoAuthority)).toBeInTheDocument();
  },
};
