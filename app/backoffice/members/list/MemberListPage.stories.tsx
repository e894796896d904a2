/**
 * The member list against the mock's 10,000 members (backoffice.md §2, §7 Members; issue 16):
 * loaded with the aggregation's totals and the info-config columns; a phone search and filters
 * from a pasted URL; filtered-empty; empty; loading; a failed load; the page selected, with the
 * bulk bar's actions and a marketing-consent change waiting in the undo toast; every member
 * matching selected, whose withdrawal asks first, naming count and scope; the export of the
 * filtered list and of the picked rows as CSV and as XLSX (jobs), and its failure; the group dialog adding the
 * selection to a group (a group must be chosen first) and taking it out again; "수강권 지급" opening the
 * assign page with the rows picked as its people, and a members-only operator offered neither it nor
 * "쿠폰 발급".
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, findPageHeading, findSettledTable, neverAnswering, screen } from '../../storySupport';
import { MemberListPage } from './MemberListPage';

const text = copy.backofficeMemberList;
const kit = copy.listKit;
const ds = copy.designSystem;
const LIST = '/admin/members';
const MEMBERS_CALL = '/rest/member/admin/tenant/members';
/** The bodies of the export calls a story made. */
const exports: unknown[] = [];

const meta = {
  title: 'Back-office/Members/회원 목록 · MemberListPage',
  component: MemberListPage,
  render: () => <Backoffice />,
  parameters: { route: LIST, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof MemberListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function membersTable(canvasElement: HTMLElement) {
  return findSettledTable(canvasElement, text.listTitle, text.listCaption);
}

const bulkBar = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: kit.bulkActions }));

/** Newest first; the totals of the whole list; names lead to the detail; info-config columns. */
export const Loaded: Story = {
  name: '회원 목록 · 회원 1만여 명',
  play: async ({ canvasElement }) => {
    const table = await membersTable(canvasElement);
    await expect((await table.findAllByRole('row')).length).toBeGreaterThan(10);
    await expect(table.getByRole('columnheader', { name: '직업' })).toBeVisible();
    await expect(table.getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/admin\/members\/acc-/));
    const totals = within(within(canvasElement).getByLabelText(text.totalsLabel));
    await expect(await totals.findByText(text.totalsMarketing)).toBeVisible();
    await waitFor(() => expect(totals.queryByText('…')).toBeNull());
    await expect(await within(canvasElement).findByText(/^총 10,\d{3}명$/)).toBeVisible();
    const nav = within(within(canvasElement).getByRole('navigation', { name: copy.backofficeMemberSections.navLabel }));
    await expect(nav.getByRole('link', { name: copy.backofficeMemberSections.list })).toHaveAttribute('aria-current', 'page');
  },
};

/** A phone typed without hyphens plus a consent filter, from a pasted URL: the fields show them, the list answers them. */
export const FilteredFromUrl: Story = {
  name: '회원 목록 · 주소의 필터',
  parameters: { route: `${LIST}?q=0109000000&marketing=AGREED` },
  play: async ({ canvasElement }) => {
    const table = await membersTable(canvasElement);
    await expect(await table.findByText('+82 본인확인')).toBeVisible();
    await expect(table.getByText('@SUM(1,1)')).toBeVisible();
    await expect(within(canvasElement).getByRole('searchbox', { name: text.searchFilter })).toHaveValue('0109000000');
    await expect(within(canvasElement).getByRole('checkbox', { name: text.marketingAgreed })).toBeChecked();
    await expect(await within(canvasElement).findByText(kit.totalCount('2', text.unit))).toBeVisible();
  },
};

export const FilteredEmpty: Story = {
  name: '회원 목록 · 필터에 맞는 회원 없음',
  parameters: { route: `${LIST}?q=%EC%97%86%EB%8A%94%EC%82%AC%EB%9E%8C` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(kit.filteredEmpty, {}, { timeout: 10_000 })).toBeVisible();
    await expect(within(canvasElement).getAllByRole('button', { name: kit.clearFilters }).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  name: '회원 목록 · 회원 없음',
  parameters: {
    msw: { handlers: [http.get(`*${MEMBERS_CALL}`, () => HttpResponse.json({ items: [], page: 1, size: 100, totalCount: 0, totalPages: 0 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(kit.empty(text.memberNoun), {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  name: '회원 목록 · 불러오는 중',
  parameters: { msw: { handlers: [neverAnswering('get', MEMBERS_CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.listTitle);
    await expect(await within(canvasElement).findByRole('table', { name: text.listCaption }, { timeout: 10_000 })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  name: '회원 목록 · 불러오기 실패',
  parameters: { msw: { handlers: [failing('get', MEMBERS_CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.listTitle);
    await expect(await within(canvasElement).findByRole('button', { name: ds.retry }, { timeout: 10_000 })).toBeVisible();
  },
};

/** The page selected: the bulk bar names the rows; a consent change shows at once and waits in the undo toast. */
export const PageSelected: Story = {
  parameters: { route: `${LIST}?q=010-9000-000` },
  play: async ({ canvasElement }) => {
    const table = await membersTable(canvasElement);
    await userEvent.click(table.getByRole('checkbox', { name: ds.selectAll }));
    const bar = await bulkBar(canvasElement);
    await expect(bar.getByText(kit.selectionPicked('4', text.unit))).toBeVisible();
    for (const name of [text.addToGroup, text.removeFromGroup, text.declineMarketing, text.withdraw]) await expect(bar.getByRole('button', { name })).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: text.agreeMarketing }));
    const toast = within(await screen(canvasElement).findByRole('region', { name: kit.undoRegion }));
    await expect(toast.getByText(text.marketingChanged(kit.selectionPicked('4', text.unit), true))).toBeVisible();
    await expect(toast.getByRole('button', { name: kit.undo })).toBeVisible();
    await waitFor(() => expect(table.queryAllByText(text.marketingDeclined)).toHaveLength(0));
    await userEvent.click(toast.getByRole('button', { name: kit.undo }));
    await expect((await table.findAllByText(text.marketingDeclined)).length).toBe(2);
  },
};

/** VIP's 3,204 members: the page, then "all matching" (a frozen filter, not ids); the withdrawal asks first with count and scope. */
export const AllMatchingWithdrawalConfirm: Story = {
  parameters: { route: `${LIST}?group=grp-vip` },
  play: async ({ canvasElement }) => {
    const table = await membersTable(canvasElement);
    await userEvent.click(table.getByRole('checkbox', { name: ds.selectAll }));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: kit.selectAllMatching('3,204', text.unit) }));
    const bar = await bulkBar(canvasElement);
    await expect(await bar.findByText(kit.selectionAllMatching('3,204', text.unit))).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: text.withdraw }));
    const dialog = within(await screen(canvasElement).findByRole('alertdialog', { name: kit.confirmBulkTitle(text.withdrawAction) }));
    // The dialog's text is visible once it has finished appearing.
    await waitFor(() => expect(dialog.getByText(kit.confirmBulkBody(kit.selectionAllMatching('3,204', text.unit), text.withdrawAction))).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: ds.cancel }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(bar.getByText(kit.selectionAllMatching('3,204', text.unit))).toBeVisible());
  },
};

/** The filtered list's download, CSV then XLSX: each starts an export job with the list's filter, said in a toast. */
export const ExportCsvAndXlsx: Story = {
  parameters: {
    route: `${LIST}?q=010-9000-000`,
    msw: {
      handlers: [
        // Records each export's body and lets the mock answer it.
        http.post(`*${MEMBERS_CALL}/export`, async ({ request }) => {
          exports.push((await request.clone().json()) as unknown);
        }),
      ],
    },
  },
  beforeEach: () => {
    exports.length = 0;
  },
  play: async ({ canvasElement }) => {
    await membersTable(canvasElement);
    const canvas = within(canvasElement);
    for (const [button, format] of [[text.exportCsv, 'CSV'], [text.exportXlsx, 'XLSX']] as const) {
      await userEvent.click(canvas.getByRole('button', { name: button }));
      await expect(await screen(canvasElement).findByText(text.exportStarted)).toBeInTheDocument();
      await waitFor(() => expect(exports.at(-1)).toEqual({ format, filter: expect.objectContaining({ q: '010-9000-000' }) }));
      await waitFor(() => expect(canvas.getByRole('button', { name: button })).not.toHaveAttribute('aria-busy', 'true'));
    }
    await expect(exports).toHaveLength(2);
  },
};

/** Issue 27: "선택 내려받기" offers CSV as well as XLSX; the picked rows go as the selection. */
export const ExportSelectionAsCsv: Story = {
  parameters: {
    route: `${LIST}?q=010-9000-000`,
    msw: {
      handlers: [
        http.post(`*${MEMBERS_CALL}/export`, async ({ request }) => {
          exports.push((await request.clone().json()) as unknown);
        }),
      ],
    },
  },
  beforeEach: () => {
    exports.length = 0;
  },
  play: async ({ canvasElement }) => {
    const table = await membersTable(canvasElement);
    await userEvent.click(table.getByRole('checkbox', { name: ds.selectAll }));
    const bar = await bulkBar(canvasElement);
    await userEvent.click(bar.getByRole('button', { name: text.exportSelection }));
    const menu = within(await bar.findByRole('menu', { name: text.exportSelection }));
    await expect(menu.getByRole('menuitem', { name: kit.exportXlsx })).toBeVisible();
    await userEvent.click(menu.getByRole('menuitem', { name: kit.exportCsv }));
    await expect(await screen(canvasElement).findByText(text.exportStarted)).toBeInTheDocument();
    await waitFor(() => expect(exports.at(-1)).toEqual({ format: 'CSV', selection: expect.objectContaining({ kind: 'keys' }) }));
  },
};

/** The export cannot start: a toast says so, and the buttons are usable again. */
export const ExportFails: Story = {
  parameters: { msw: { handlers: [failing('post', `${MEMBERS_CALL}/export`)] } },
  play: async ({ canvasElement }) => {
    await membersTable(canvasElement);
    const csv = within(canvasElement).getByRole('button', { name: text.exportCsv });
    await userEvent.click(csv);
    await expect(await screen(canvasElement).findByText(text.exportFailed)).toBeInTheDocument();
    await waitFor(() => expect(csv).not.toHaveAttribute('aria-busy', 'true'));
  },
};

/**
 * The group dialog: it names the scope, asks for a group before running, adds the four selected
 * members to the empty group (the toast counts them), then takes them out again.
 */
export const GroupAddAndRemove: Story = {
  parameters: { route: `${LIST}?q=010-9000-000` },
  play: async ({ canvasElement }) => {
    const table = await membersTable(canvasElement);
    const group = '이벤트 당첨자';
    const picked = kit.selectionPicked('4', text.unit);
    for (const mode of ['add', 'remove'] as const) {
      await userEvent.click(table.getByRole('checkbox', { name: ds.selectAll }));
      const bar = await bulkBar(canvasElement);
      const action = mode === 'add' ? text.addToGroup : text.removeFromGroup;
      await userEvent.click(bar.getByRole('button', { name: action }));
      const dialog = within(await screen(canvasElement).findByRole('dialog', { name: mode === 'add' ? text.groupDialogAddTitle : text.groupDialogRemoveTitle }));
      await expect(dialog.getByText(text.groupDialogScope(picked))).toBeVisible();
      const select = dialog.getByRole('combobox', { name: text.groupLabel });
      if (mode === 'add') {
        await userEvent.click(dialog.getByRole('button', { name: action }));
        await expect(await dialog.findByText(text.groupRequired)).toBeVisible();
        // The refusal takes the focus to the picker that says why.
        await waitFor(() => expect(select).toHaveFocus());
      }
      await userEvent.selectOptions(select, dialog.getByRole('option', { name: group }));
      await userEvent.click(dialog.getByRole('button', { name: action }));
      await expect(await screen(canvasElement).findByText(mode === 'add' ? text.added(group, '4', '0') : text.removed(group, '4'))).toBeInTheDocument();
      await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    }
  },
};

/** The page picked, then "수강권 지급": the assign page opens with those four as its people (issue 29). */
export const GiveClassToPicked: Story = {
  parameters: { route: `${LIST}?q=010-9000-000` },
  play: async ({ canvasElement }) => {
    const table = await membersTable(canvasElement);
    await userEvent.click(table.getByRole('checkbox', { name: ds.selectAll }));
    const bar = await bulkBar(canvasElement);
    await expect(bar.getByRole('button', { name: copy.backofficeCouponSections.fromMembers })).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: copy.backofficeAssignmentSections.fromMembers }));
    await findPageHeading(canvasElement, copy.backofficeAssignments.assign.title);
    const handed = await within(canvasElement).findByRole('group', { name: copy.backofficeRecipients.fromMembers.label }, { timeout: 10_000 });
    await expect(handed).toHaveTextContent(copy.backofficeRecipients.fromMembers.scope('4'));
  },
};

/** A members-only operator: the bulk bar offers nothing of the areas they cannot open. */
export const LimitedOperatorGivesNothing: Story = {
  parameters: { route: `${LIST}?q=010-9000-000`, scenario: 'limited-operator' },
  play: async ({ canvasElement }) => {
    const table = await membersTable(canvasElement);
    await userEvent.click(table.getByRole('checkbox', { name: ds.selectAll }));
    const bar = await bulkBar(canvasElement);
    await expect(bar.getByRole('button', { name: text.withdraw })).toBeVisible();
    await expect(bar.queryByRole('button', { name: copy.backofficeAssignmentSections.fromMembers })).toBeNull();
    await expect(bar.queryByRole('button', { name: copy.backofficeCouponSections.fromMembers })).toBeNull();
  },
};
