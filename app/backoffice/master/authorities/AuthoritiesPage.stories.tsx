/**
 * The master's authorities (issue 44) against the mock, as the manager holding two: the one in use
 * marked, each with its features and permissions in words; switching to the other goes through the
 * add-role refresh and opens the back-office home as that authority; a failed list can be asked again.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, findPageHeading, screen } from '../../storySupport';
import { AuthoritiesPage } from './AuthoritiesPage';

const text = copy.backofficeMaster.authorities;

const meta = {
  title: 'Back-office/Master/내 권한 · AuthoritiesPage',
  component: AuthoritiesPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/master/authorities', scenario: 'master', layout: 'fullscreen' },
} satisfies Meta<typeof AuthoritiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two authorities: the class manager in use, the live teacher one press away. */
export const Recent: Story = {
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    const list = within(await within(canvasElement).findByRole('list', { name: text.listLabel }));
    await expect(await list.findByRole('heading', { name: '클래스 운영 매니저' })).toBeVisible();
    await expect(list.getByText(text.inUse)).toBeVisible();
    await expect(list.getByText(text.permissions(['READ', 'WRITE', 'DELETE']))).toBeVisible();
    await expect(list.getByRole('button', { name: text.switchTo('라이브 강사') })).toBeVisible();
  },
};

/** Switched through the add-role refresh: the home greets the live teacher authority, no new login. */
export const Switched: Story = {
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: text.switchTo('라이브 강사') }));
    await expect(await screen(canvasElement).findByText(text.switched('라이브 강사'))).toBeVisible();
    await expect(await within(canvasElement).findByText(copy.backoffice.homeMasterIntro('라이브 강사'), { exact: false })).toBeVisible();
  },
};

/** The teacher's two authorities (review: with one, switching could not be tried): the weekend class switched to. */
export const TeacherSwitched: Story = {
  parameters: { scenario: 'teacher-master' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    const list = within(await within(canvasElement).findByRole('list', { name: text.listLabel }));
    await expect(await list.findByRole('heading', { name: '오선생의 수학 교실' })).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: text.switchTo('오선생의 주말 명상 교실') }));
    await expect(await within(canvasElement).findByText(copy.backoffice.homeMasterIntro('오선생의 주말 명상 교실'), { exact: false })).toBeVisible();
  },
};

/** The list could not be read: said, with a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: [failing('get', '/rest/account/master/authorities')] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    await expect(await within(canvasElement).findByText(text.failed)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: copy.common.retry })).toBeVisible();
  },
};
