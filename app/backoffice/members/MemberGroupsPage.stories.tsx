/**
 * The member-group list against the mock (backoffice.md §7 Members; issue 15): the seeded groups
 * with their counts, the name search and sort in the URL, loading, empty, filtered-empty and a
 * failed load; the name dialog with §5's message at the field and the server's taken name there
 * too, also on a rename; a created and a renamed group; a save that fails (said in the dialog, what
 * was typed kept); the delete confirmation naming the member count and saying the members are kept;
 * and a delete that fails (said, the group still listed).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, neverAnswering, screen } from '../storySupport';
import { MemberGroupsPage } from './MemberGroupsPage';

const text = copy.backofficeMembers;
const kit = copy.listKit;
const GROUPS_PATH = '/rest/member/admin/tenant/groups';

const meta = {
  title: 'Back-office/Members/회원 그룹 · MemberGroupsPage',
  component: MemberGroupsPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/members/groups', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof MemberGroupsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function groupsTable(canvasElement: HTMLElement) {
  await findPageHeading(canvasElement, text.groupsTitle);
  return within(await within(canvasElement).findByRole('table', { name: text.groupsCaption }));
}

async function openDialog(canvasElement: HTMLElement, button: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: button }));
  return within(await screen(canvasElement).findByRole(role));
}

/** The ten seeded groups, newest first, each with its member count and a link to its members. */
export const Loaded: Story = {
  name: '회원 그룹 · 그룹 10개',
  play: async ({ canvasElement }) => {
    const table = await groupsTable(canvasElement);
    const vip = await table.findByRole('link', { name: 'VIP 회원' });
    await expect(vip).toHaveAttribute('href', '/admin/members/groups/grp-vip');
    await expect(table.getByText(text.memberCount('3,204'))).toBeVisible();
    await expect(await within(canvasElement).findByText(kit.totalCount('10', text.groupUnit))).toBeVisible();
  },
};

/** `?name=테스터&sort=memberCount,desc` from the URL: the search field shows it, one group matches. */
export const SearchedFromUrl: Story = {
  parameters: { route: '/admin/members/groups?name=%ED%85%8C%EC%8A%A4%ED%84%B0&sort=memberCount,desc' },
  play: async ({ canvasElement }) => {
    const table = await groupsTable(canvasElement);
    await expect(await table.findByRole('link', { name: '베타 테스터' })).toBeVisible();
    await expect(within(canvasElement).getByRole('searchbox', { name: text.groupNameFilter })).toHaveValue('테스터');
    await expect(await within(canvasElement).findByText(kit.totalCount('1', text.groupUnit))).toBeVisible();
  },
};

export const FilteredEmpty: Story = {
  parameters: { route: '/admin/members/groups?name=%EC%97%86%EB%8A%94%EA%B7%B8%EB%A3%B9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(kit.filteredEmpty)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: kit.clearFilters }).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(`*${GROUPS_PATH}`, () => HttpResponse.json({ items: [], page: 1, size: 20, totalCount: 0, totalPages: 0 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(kit.empty(text.groupNoun))).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: text.newGroup }).length).toBe(2);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', GROUPS_PATH)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.groupsTitle);
    await expect(await within(canvasElement).findByRole('table', { name: text.groupsCaption })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', GROUPS_PATH)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.groupsTitle);
    await expect(await within(canvasElement).findByRole('button', { name: copy.designSystem.retry })).toBeVisible();
  },
};

/** §5 common text: one character is too short, said at the field. */
export const CreateNameRule: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, text.newGroup);
    const name = dialog.getByLabelText(fieldLabel(text.nameLabel));
    await userEvent.type(name, '가');
    await userEvent.click(dialog.getByRole('button', { name: text.create }));
    await expect(await dialog.findByText(copy.account.validation.minLength(2))).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 409 member.group.name_taken: the server's refusal lands at the field, what was typed kept. */
export const CreateNameTaken: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, text.newGroup);
    const name = dialog.getByLabelText(fieldLabel(text.nameLabel));
    await userEvent.type(name, 'VIP 회원');
    await userEvent.click(dialog.getByRole('button', { name: text.create }));
    await expect(await dialog.findByText(text.nameTaken)).toBeVisible();
    await expect(name).toHaveValue('VIP 회원');
  },
};

export const Created: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, text.newGroup);
    await userEvent.type(dialog.getByLabelText(fieldLabel(text.nameLabel)), '  봄   학기 수강생 ');
    await userEvent.click(dialog.getByRole('button', { name: text.create }));
    await expect((await screen(canvasElement).findAllByText(text.created('봄 학기 수강생'))).length).toBeGreaterThan(0);
    const table = await groupsTable(canvasElement);
    await expect(await table.findByRole('link', { name: '봄 학기 수강생' })).toBeVisible();
  },
};

export const Renamed: Story = {
  play: async ({ canvasElement }) => {
    await groupsTable(canvasElement);
    const dialog = await openDialog(canvasElement, text.renameGroupOf('베타 테스터'));
    const name = dialog.getByLabelText(fieldLabel(text.nameLabel));
    await expect(name).toHaveValue('베타 테스터');
    await userEvent.clear(name);
    await userEvent.type(name, '얼리 액세스');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    const table = await groupsTable(canvasElement);
    await expect(await table.findByRole('link', { name: '얼리 액세스' })).toBeVisible();
  },
};

/** Renaming to another group's name: 409 member.group.name_taken at the field, the typed name kept. */
export const RenameNameTaken: Story = {
  play: async ({ canvasElement }) => {
    await groupsTable(canvasElement);
    const dialog = await openDialog(canvasElement, text.renameGroupOf('베타 테스터'));
    const name = dialog.getByLabelText(fieldLabel(text.nameLabel));
    await userEvent.clear(name);
    await userEvent.type(name, 'VIP 회원');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await expect(await dialog.findByText(text.nameTaken)).toBeVisible();
    await expect(name).toHaveValue('VIP 회원');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The save fails for another reason: said in the dialog, which stays open with what was typed. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: [failing('put', `${GROUPS_PATH}/grp-beta`)] } },
  play: async ({ canvasElement }) => {
    await groupsTable(canvasElement);
    const dialog = await openDialog(canvasElement, text.renameGroupOf('베타 테스터'));
    const name = dialog.getByLabelText(fieldLabel(text.nameLabel));
    await userEvent.clear(name);
    await userEvent.type(name, '얼리 액세스');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await expect(await dialog.findByText(text.saveFailed)).toBeVisible();
    await expect(name).toHaveValue('얼리 액세스');
    await expect(screen(canvasElement).getByRole('dialog')).toBeVisible();
  },
};

/** The confirmation says the members stay members, with their count, before anything is sent. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    await groupsTable(canvasElement);
    const dialog = await openDialog(canvasElement, text.deleteGroupOf('VIP 회원'), 'alertdialog');
    await waitFor(() => expect(dialog.getByText(text.deleteBody('3,204'))).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: text.cancel }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    await groupsTable(canvasElement);
    const dialog = await openDialog(canvasElement, text.deleteGroupOf('강사 지원자'), 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: text.delete }));
    await expect((await screen(canvasElement).findAllByText(text.deleted('강사 지원자'))).length).toBeGreaterThan(0);
    const table = await groupsTable(canvasElement);
    await waitFor(() => expect(table.queryByRole('link', { name: '강사 지원자' })).toBeNull());
  },
};

/** The delete fails: the message is shown and the group is still listed. */
export const DeleteFailed: Story = {
  parameters: { msw: { handlers: [failing('delete', `${GROUPS_PATH}/grp-instructor-applicants`)] } },
  play: async ({ canvasElement }) => {
    const table = await groupsTable(canvasElement);
    const dialog = await openDialog(canvasElement, text.deleteGroupOf('강사 지원자'), 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: text.delete }));
    await expect((await screen(canvasElement).findAllByText(text.deleteFailed, { exact: false })).length).toBeGreaterThan(0);
    await expect(table.getByRole('link', { name: '강사 지원자' })).toBeVisible();
  },
};
