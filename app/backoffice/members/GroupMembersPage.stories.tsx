/**
 * A group's members against the mock (backoffice.md §7 Members; issue 15): the seeded members,
 * filters and sort read from the URL, filtered-empty, loading, a failed load and a group that is
 * gone; selecting the page then every member matching, with the bulk bar naming count and scope;
 * the group's history panel following the page's own removal and add;
 * "그룹에서 빼기" counting down in the undo toast, and undone, and sent before a logout; the add dialog (found, already in
 * the group, added) and an add that fails (said, the pick kept); the CSV import's dry run and its
 * job's end refreshing the open group; an export started as a job and one that fails; and a removal of every member matching that the
 * server refuses because the group changed meanwhile (409 selection.changed: said, the list back).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_SCHEME } from '@app/shared/api/client/httpClient';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { Backoffice, callCounter, failing, fieldLabel, findPageHeading, findSettledTable, neverAnswering, screen } from '../storySupport';
import { GroupMembersPage } from './GroupMembersPage';

const text = copy.backofficeMembers;
const kit = copy.listKit;
const ds = copy.designSystem;
const BETA = '/admin/members/groups/grp-beta';
const MEMBERS_PATH = '/rest/member/admin/tenant/groups/grp-beta/members';

const meta = {
  title: 'Back-office/Members/그룹 회원 · GroupMembersPage',
  component: GroupMembersPage,
  render: () => <Backoffice />,
  parameters: { route: BETA, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof GroupMembersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function membersTable(canvasElement: HTMLElement, title = '베타 테스터') {
  return findSettledTable(canvasElement, title, text.membersCaption);
}

async function selectPage(canvasElement: HTMLElement) {
  const table = await membersTable(canvasElement);
  await userEvent.click(table.getByRole('checkbox', { name: ds.selectAll }));
  return table;
}

/** Every removal sent, with its Authorization header (the mock's own handler still answers it). */
const removals = callCounter('post', `${MEMBERS_PATH}/remove`);

const bulkBar = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: kit.bulkActions }));

/** 41 members, most recently added first (the table draws the rows in view). */
export const Loaded: Story = {
  name: '그룹 회원 · 회원 41명',
  play: async ({ canvasElement }) => {
    const table = await membersTable(canvasElement);
    await expect((await table.findAllByRole('row')).length).toBeGreaterThan(10);
    await expect(within(canvasElement).getByText(text.membersIntro('41'))).toBeVisible();
    await expect(await within(canvasElement).findByText(kit.totalCount('41', text.unit))).toBeVisible();
  },
};

/** Filters and sort from a pasted URL: the fields show them, the list answers them. */
export const FilteredFromUrl: Story = {
  parameters: { route: `/admin/members/groups/grp-survey?q=formula&marketing=AGREED&sort=displayName,asc` },
  play: async ({ canvasElement }) => {
    const table = await membersTable(canvasElement, '설문 응답자');
    await expect(await table.findByText('+82 본인확인')).toBeVisible();
    await expect(table.getByText('@SUM(1,1)')).toBeVisible();
    await expect(within(canvasElement).getByRole('searchbox', { name: text.searchFilter })).toHaveValue('formula');
    await expect(within(canvasElement).getByRole('checkbox', { name: text.marketingAgreed })).toBeChecked();
    await expect(await within(canvasElement).findByText(kit.totalCount('2', text.unit))).toBeVisible();
  },
};

export const FilteredEmpty: Story = {
  parameters: { route: `${BETA}?q=%EC%97%86%EB%8A%94%EC%82%AC%EB%9E%8C` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(kit.filteredEmpty)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/admin/members/groups/grp-winners' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, '이벤트 당첨자');
    await expect(await within(canvasElement).findByText(kit.empty(text.memberNoun))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', MEMBERS_PATH)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, '베타 테스터');
    await expect(await within(canvasElement).findByRole('table', { name: text.membersCaption })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', MEMBERS_PATH)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, '베타 테스터');
    await expect(await within(canvasElement).findByRole('button', { name: ds.retry })).toBeVisible();
  },
};

export const GroupGone: Story = {
  parameters: { route: '/admin/members/groups/grp-none' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.groupGone, {}, { timeout: 10_000 })).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: text.backToGroups })).toHaveAttribute('href', '/admin/members/groups');
  },
};

/** The page selected: the bulk bar names the rows picked. */
export const PageSelected: Story = {
  parameters: { route: `${BETA}?size=100` },
  play: async ({ canvasElement }) => {
    await selectPage(canvasElement);
    const bar = await bulkBar(canvasElement);
    await expect(bar.getByText(kit.selectionPicked('41', text.unit))).toBeVisible();
    await expect(bar.getByRole('button', { name: text.removeFromGroup })).toBeVisible();
  },
};

/** 3,204 members: the page, then "all matching" — a frozen filter, not 3,204 ids. */
export const AllMatchingSelected: Story = {
  parameters: { route: '/admin/members/groups/grp-vip' },
  play: async ({ canvasElement }) => {
    const table = await membersTable(canvasElement, 'VIP 회원');
    await userEvent.click(table.getByRole('checkbox', { name: ds.selectAll }));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: kit.selectAllMatching('3,204', text.unit) }));
    const bar = await bulkBar(canvasElement);
    await expect(bar.getByText(kit.selectionAllMatching('3,204', text.unit))).toBeVisible();
  },
};

/**
 * Removed from the group on screen at once, sent only when the countdown ends. The play takes it
 * back at the end: a change left pending would be sent when its window ends, in whichever story's
 * world is loaded by then (the removal reached ImportedWhenJobEnds' group and broke its count).
 */
export const UndoCountingDown: Story = {
  parameters: { route: `${BETA}?q=learner` },
  play: async ({ canvasElement }) => {
    const table = await membersTable(canvasElement);
    await userEvent.click(await table.findByRole('checkbox', { name: ds.rowSelect('김하늘') }));
    await userEvent.click((await bulkBar(canvasElement)).getByRole('button', { name: text.removeFromGroup }));
    const toast = within(await screen(canvasElement).findByRole('region', { name: kit.undoRegion }));
    await expect(toast.getByText(text.removed(kit.selectionPicked('1', text.unit)))).toBeVisible();
    await expect(toast.getByRole('button', { name: kit.undo })).toBeVisible();
    await waitFor(() => expect(table.queryByText('learner@klass.test')).toBeNull());
    await userEvent.click(toast.getByRole('button', { name: kit.undo }));
  },
};

/**
 * Logging out with a removal still in its undo window sends it first, with the session's token
 * (were it sent once the session had ended, it would go with "None" and be refused).
 */
export const PendingRemovalSentBeforeLogout: Story = {
  parameters: { route: `${BETA}?q=learner`, msw: { handlers: [removals.handler] } },
  beforeEach: () => removals.reset(),
  play: async ({ canvasElement }) => {
    const table = await membersTable(canvasElement);
    await userEvent.click(await table.findByRole('checkbox', { name: ds.rowSelect('김하늘') }));
    await userEvent.click((await bulkBar(canvasElement)).getByRole('button', { name: text.removeFromGroup }));
    await screen(canvasElement).findByRole('region', { name: kit.undoRegion });
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `강운영 · ${copy.backoffice.roleOperator}` }));
    await userEvent.click(await within(canvasElement).findByRole('menuitem', { name: copy.backoffice.logout }));
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: copy.backoffice.loginTitle })).toBeVisible();
    await expect(removals.authorizations).toEqual([expect.stringMatching(new RegExp(`^${AUTH_SCHEME} .+`))]);
  },
};

export const Undone: Story = {
  parameters: { route: `${BETA}?q=learner` },
  play: async ({ canvasElement }) => {
    const table = await membersTable(canvasElement);
    await userEvent.click(await table.findByRole('checkbox', { name: ds.rowSelect('김하늘') }));
    await userEvent.click((await bulkBar(canvasElement)).getByRole('button', { name: text.removeFromGroup }));
    const toast = within(await screen(canvasElement).findByRole('region', { name: kit.undoRegion }));
    await userEvent.click(toast.getByRole('button', { name: kit.undo }));
    await expect((await screen(canvasElement).findAllByText(kit.undone)).length).toBeGreaterThan(0);
    await expect(await table.findByText('learner@klass.test')).toBeVisible();
  },
};

/** The group's history panel, once its first answer is shown. */
async function historyPanel(canvasElement: HTMLElement) {
  const history = within(await within(canvasElement).findByRole('region', { name: copy.backofficeHistory.recordHistoryTitle }));
  await waitFor(() => expect(history.queryByRole('status', { name: copy.backofficeHistory.loading })).toBeNull());
  return history;
}

/**
 * The history panel follows the page's own changes without a reload: a removal (sent when the add
 * starts — another action) and an add each appear as an entry, 41 → 40 → 41 members.
 */
export const HistoryFollowsChanges: Story = {
  play: async ({ canvasElement }) => {
    const table = await membersTable(canvasElement);
    const history = await historyPanel(canvasElement);
    const before = history.queryAllByRole('listitem').length;
    await userEvent.click(await table.findByRole('checkbox', { name: ds.rowSelect('김하늘') }));
    await userEvent.click((await bulkBar(canvasElement)).getByRole('button', { name: text.removeFromGroup }));
    const dialog = await addDialog(canvasElement, 'outsider@');
    await userEvent.click(await dialog.findByRole('checkbox', { name: '정바깥 · outsider@klass.test · 010-9000-0100' }));
    await userEvent.click(dialog.getByRole('button', { name: text.addSubmit('1') }));
    await waitFor(() => expect(history.getAllByRole('listitem')).toHaveLength(before + 2), { timeout: 4000 });
  },
};

async function addDialog(canvasElement: HTMLElement, search: string) {
  await membersTable(canvasElement);
  await userEvent.click(within(canvasElement).getAllByRole('button', { name: text.addMembers })[0] as HTMLElement);
  const dialog = within(await screen(canvasElement).findByRole('dialog', { name: text.addTitle('베타 테스터') }));
  await userEvent.type(dialog.getByLabelText(fieldLabel(text.addSearchLabel)), search);
  await userEvent.click(dialog.getByRole('button', { name: text.addSearch }));
  return dialog;
}

/** Found by e-mail, picked and added: the toast says how many went in. */
export const AddMembers: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await addDialog(canvasElement, 'outsider@');
    await userEvent.click(await dialog.findByRole('checkbox', { name: '정바깥 · outsider@klass.test · 010-9000-0100' }));
    await userEvent.click(dialog.getByRole('button', { name: text.addSubmit('1') }));
    await expect((await screen(canvasElement).findAllByText(text.added('1'))).length).toBeGreaterThan(0);
  },
};

/** The add fails: said in the dialog, which stays open with the member still picked. */
export const AddFailed: Story = {
  parameters: { msw: { handlers: [failing('post', MEMBERS_PATH)] } },
  play: async ({ canvasElement }) => {
    const dialog = await addDialog(canvasElement, 'outsider@');
    const outsider = await dialog.findByRole('checkbox', { name: '정바깥 · outsider@klass.test · 010-9000-0100' });
    await userEvent.click(outsider);
    await userEvent.click(dialog.getByRole('button', { name: text.addSubmit('1') }));
    await expect(await dialog.findByText(text.addFailed)).toBeVisible();
    await expect(outsider).toBeChecked();
    await expect(dialog.getByRole('button', { name: text.addSubmit('1') })).toBeVisible();
  },
};

/** A member already in the group is shown but cannot be picked. */
export const AddMembersAlreadyInGroup: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await addDialog(canvasElement, 'learner@klass');
    const learner = await dialog.findByRole('checkbox', { name: /^김하늘/ });
    await expect(learner).toBeDisabled();
    await expect(dialog.getByText(text.inGroup)).toBeVisible();
  },
};

/** The dry run of a file with a new member, one already in, one unknown and one invalid row. */
export const ImportPreview: Story = {
  play: async ({ canvasElement }) => {
    await membersTable(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.importCsv }));
    const page = screen(canvasElement);
    await page.findByRole('dialog', { name: text.importTitle('베타 테스터') });
    const csv = ['이메일', 'outsider@klass.test', 'learner@klass.test', 'nobody@klass.test', '전화번호아님'].join('\r\n');
    await userEvent.upload(page.getByLabelText(fieldLabel(copy.backofficeImport.fileLabel)), new File([csv], '추가.csv', { type: 'text/csv' }));
    const preview = within(await page.findByRole('region', { name: copy.backofficeImport.previewTitle }));
    await expect(await preview.findByText(text.importExisting)).toBeVisible();
    await expect(preview.getByText(text.importContactRule)).toBeVisible();
  },
};

/** A committed import: once its job ends, the open group counts and lists the member it added, without a reload. */
export const ImportedWhenJobEnds: Story = {
  play: async ({ canvasElement }) => {
    const table = await membersTable(canvasElement);
    const canvas = within(canvasElement);
    const total = () => Number((canvas.getByText(/^총 [\d,]+명$/).textContent ?? '').replace(/\D/g, ''));
    const before = total();
    await userEvent.click(canvas.getByRole('button', { name: text.importCsv }));
    const page = screen(canvasElement);
    const dialog = within(await page.findByRole('dialog', { name: text.importTitle('베타 테스터') }));
    // A seeded member of other groups, whom no other story adds here: the one row is new to the group.
    await userEvent.upload(dialog.getByLabelText(fieldLabel(copy.backofficeImport.fileLabel)), new File(['이메일\r\nformula3@klass.test'], '추가.csv', { type: 'text/csv' }));
    await userEvent.click(await dialog.findByRole('button', { name: copy.backofficeImport.commit(1) }));
    await page.findByText(copy.backofficeJobs.finished.DONE('회원 가져오기 · 베타 테스터'), {}, { timeout: 10_000 });
    await waitFor(() => expect(total()).toBe(before + 1));
    await expect(await table.findByText('-1+1 테스트')).toBeInTheDocument();
  },
};

export const ExportStarted: Story = {
  play: async ({ canvasElement }) => {
    await membersTable(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.exportXlsx }));
    await expect((await screen(canvasElement).findAllByText(text.exportStarted)).length).toBeGreaterThan(0);
  },
};

export const ExportFailed: Story = {
  parameters: { msw: { handlers: [failing('post', `${MEMBERS_PATH}/export`)] } },
  play: async ({ canvasElement }) => {
    await membersTable(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.exportXlsx }));
    await expect((await screen(canvasElement).findAllByText(text.exportFailed)).length).toBeGreaterThan(0);
  },
};

/**
 * Every member matching removed, then another action (the export) sends the pending removal at
 * once; members joined meanwhile, so the server refuses the frozen scope (409 selection.changed):
 * the operator is told, and the list comes back from the server — nobody was taken out.
 */
export const RemovalSelectionChanged: Story = {
  parameters: {
    route: '/admin/members/groups/grp-vip',
    msw: {
      handlers: [
        http.post('*/rest/member/admin/tenant/groups/grp-vip/members/remove', () =>
          HttpResponse.json(
            { status: 409, code: errorCodes.selectionChanged.code, message: '선택 범위가 바뀌었어요.', data: { expectedCount: 3204, actualCount: 3206 } },
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await membersTable(canvasElement, 'VIP 회원');
    await userEvent.click(table.getByRole('checkbox', { name: ds.selectAll }));
    await userEvent.click(await canvas.findByRole('button', { name: kit.selectAllMatching('3,204', text.unit) }));
    await userEvent.click((await bulkBar(canvasElement)).getByRole('button', { name: text.removeFromGroup }));
    await expect(await canvas.findByText(text.membersIntro('0'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.exportXlsx }));
    await expect((await screen(canvasElement).findAllByText(text.selectionChanged)).length).toBeGreaterThan(0);
    await expect(await canvas.findByText(text.membersIntro('3,204'))).toBeVisible();
    await expect(await canvas.findByText(kit.totalCount('3,204', text.unit))).toBeVisible();
  },
};
