/**
 * The master's class notices (issue 44) against the mock, as the manager: the notices of their
 * classes (pinned first), a new notice refused at its field for a title under three letters, then
 * posted; a failed save keeping what was typed; a notice taken down after a confirmation; another
 * master's notice not found.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, findSettledTable, screen } from '../../storySupport';
import { NoticesPage } from './NoticesPage';

const text = copy.backofficeMaster.notices;

const meta = {
  title: 'Back-office/Master/클래스 공지 · NoticesPage',
  component: NoticesPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/master/notices', scenario: 'master', layout: 'fullscreen' },
} satisfies Meta<typeof NoticesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notices of the manager's classes, each naming its class. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.title, text.caption);
    await expect((await table.findAllByText('실전 데이터 분석 입문')).length).toBeGreaterThan(0);
    await expect(within(canvasElement).getByRole('link', { name: text.write })).toBeVisible();
  },
};

async function fill(canvasElement: HTMLElement, title: string) {
  await findPageHeading(canvasElement, text.newTitle);
  const page = within(canvasElement);
  const klass = page.getByLabelText(fieldLabel(text.fieldKlass));
  await waitFor(() => expect(within(klass).getAllByRole('option').length).toBeGreaterThan(1));
  await userEvent.selectOptions(klass, 'klass-001');
  await userEvent.type(page.getByLabelText(fieldLabel(text.fieldTitle)), title);
  await userEvent.type(page.getByLabelText(fieldLabel(text.fieldBody)), '다음 주 라이브는 쉬어요.');
  return page;
}

/** A two-letter title is refused at its field; three letters and the notice is posted. */
export const Posted: Story = {
  parameters: { route: '/admin/master/notices/new' },
  play: async ({ canvasElement }) => {
    const page = await fill(canvasElement, '휴강');
    await userEvent.click(page.getByRole('button', { name: text.create }));
    await expect(await page.findByText(/3자 이상 입력해/)).toBeVisible();
    await userEvent.type(page.getByLabelText(fieldLabel(text.fieldTitle)), ' 안내');
    await userEvent.click(page.getByRole('button', { name: text.create }));
    await expect(await screen(canvasElement).findByText(text.created)).toBeVisible();
    const table = await findSettledTable(canvasElement, text.title, text.caption);
    await expect(await table.findByRole('link', { name: '휴강 안내' })).toBeVisible();
  },
};

/** The save failed: said above the form, what was typed still there. */
export const SaveFailed: Story = {
  parameters: { route: '/admin/master/notices/new', msw: { handlers: [failing('post', '/rest/document/admin/master/notices')] } },
  play: async ({ canvasElement }) => {
    const page = await fill(canvasElement, '휴강 안내');
    await userEvent.click(page.getByRole('button', { name: text.create }));
    await expect(await page.findByText(text.saveFailed)).toBeVisible();
    await expect(page.getByDisplayValue('휴강 안내')).toBeVisible();
  },
};

/** Taken down only after a confirmation that says it cannot come back. */
export const Deleted: Story = {
  parameters: { route: '/admin/master/notices/nt-klass-001-01' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: text.delete }));
    const dialog = within(await screen(canvasElement).findByRole('alertdialog'));
    await expect(dialog.getByText(text.deleteBody)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text.delete }));
    await expect(await screen(canvasElement).findByText(text.deleted)).toBeVisible();
  },
};

/** The teacher opens the manager's notice: not found. */
export const AnotherMastersNotice: Story = {
  parameters: { route: '/admin/master/notices/nt-klass-001-01', scenario: 'teacher-master' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.notFound)).toBeVisible();
  },
};
