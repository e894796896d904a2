/**
 * The change-history page against the mock (issue 15, part 6), after real changes by two
 * operators (sampleChanges.ts): every change a full operator may see, newest first, with the
 * before → after of one in its dialog; filtered by record type from the URL; a filter nobody
 * matches; the job centre's actions filtered by 작업 (who resumed a job, who cancelled which item);
 * a member's additional-info change named by the tenant's info-config, not by its keys and codes;
 * the limited operator, who sees no 사이트 정보 change and is not offered the type;
 * loading; a failed load with retry; 항목 naming each record by its name, never its key; every row's 자세히 button shown whole, not cut by its cell;
 * a bulk change folded to its one entry until its members' own entries are asked for (issue 27);
 * and a scheduled text's cancel, its own action 취소 beside its scheduling's 생성 (issue 43).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, findPageHeading, neverAnswering, screen } from '../storySupport';
import { ChangeHistoryPage } from './ChangeHistoryPage';
import { formatCount } from '@ds/lib/text/number';
import { historyFieldLabel, recordTypeWords } from '../kit/kinds/foundKindWords';
import {
  recordGroupBulkAdd,
  recordJobChanges,
  recordMemberInfoChange,
  recordMessageCancel,
  recordSampleChanges,
  sampleJobs,
  sampleMember,
  sampleNames,
  type SampleBulkChange,
} from './sampleChanges';

const text = copy.backofficeHistory;
const kit = copy.listKit;
const CHANGES_PATH = '/rest/history/admin/tenant/changes';

const meta = {
  title: 'Back-office/History/변경 이력 · ChangeHistoryPage',
  component: ChangeHistoryPage,
  render: () => <Backoffice />,
  loaders: [recordSampleChanges],
  parameters: { route: '/admin/history', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof ChangeHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function historyTable(canvasElement: HTMLElement) {
  await findPageHeading(canvasElement, text.pageTitle);
  return within(await within(canvasElement).findByRole('table', { name: text.page.caption }));
}

export const Playground: Story = {};

/** Five changes of two record types by two people, newest first; a row's detail shows before → after. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const table = await historyTable(canvasElement);
    await expect(await within(canvasElement).findByText(kit.totalCount('5', text.page.unit))).toBeVisible();
    await expect(await table.findByText(sampleNames.limitedGroup)).toBeVisible();
    // 항목 holds the record's name only, never its stored key beside it.
    await expect(table.getAllByRole('cell', { name: sampleNames.limitedGroup }).length).toBeGreaterThan(0);
    await expect(table.getAllByText(recordTypeWords('ORGANIZATION').name)).toHaveLength(2);
    await expect(table.getAllByText(recordTypeWords('MEMBER_GROUP').name)).toHaveLength(3);
    await expect(table.getByText('윤제한')).toBeVisible();
    await expect(table.getByText(text.page.changedFields([historyFieldLabel('ORGANIZATION', 'serviceName'), historyFieldLabel('ORGANIZATION', 'email')]))).toBeVisible();

    await userEvent.click(table.getByRole('button', { name: new RegExp(`^${sampleNames.siteName} `) }));
    const dialog = within(await screen(canvasElement).findByRole('dialog', { name: text.page.detailTitle }));
    // The dialog fades in: wait for it rather than look once.
    await waitFor(() => expect(dialog.getByRole('heading', { name: text.entryTitle(recordTypeWords('ORGANIZATION'), sampleNames.siteName, 'UPDATE') })).toBeVisible());
    await expect(dialog.getByText(sampleNames.firstSiteName)).toBeVisible();
    await expect(dialog.getByText('help@hanbit.test')).toBeVisible();
  },
};

/** A link with `?type=ORGANIZATION`: the box is ticked and only the site's changes are listed. */
export const FilteredByRecordType: Story = {
  parameters: { route: '/admin/history?type=ORGANIZATION' },
  play: async ({ canvasElement }) => {
    const table = await historyTable(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(kit.totalCount('2', text.page.unit))).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: recordTypeWords('ORGANIZATION').name })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: recordTypeWords('MEMBER_GROUP').name })).not.toBeChecked();
    await expect(table.queryByText(recordTypeWords('MEMBER_GROUP').name)).toBeNull();
    await expect(table.getByText(sampleNames.siteName)).toBeVisible();
  },
};

/**
 * `?type=JOB`: what the operator did in the job centre — a job resumed, one failed item cancelled —
 * each by its job's name, with status words and the cancelled item in the detail.
 */
export const FilteredByJob: Story = {
  loaders: [recordJobChanges],
  parameters: { route: '/admin/history?type=JOB' },
  play: async ({ canvasElement }) => {
    const table = await historyTable(canvasElement);
    await expect(await within(canvasElement).findByText(kit.totalCount('2', text.page.unit))).toBeVisible();
    await expect(table.getAllByText(recordTypeWords('JOB').name)).toHaveLength(2);
    await expect(table.queryByText(recordTypeWords('MEMBER_GROUP').name)).toBeNull();
    await expect(table.getByText(sampleJobs.stopped.title)).toBeVisible();
    const cancelled = [
      historyFieldLabel('JOB', 'failed'),
      historyFieldLabel('JOB', 'skipped'),
      historyFieldLabel('JOB', 'cancelledItem'),
    ];
    await expect(table.getByText(text.page.changedFields(cancelled))).toBeVisible();

    await userEvent.click(table.getByRole('button', { name: new RegExp(`^${sampleJobs.stopped.title} `) }));
    const dialog = within(await screen(canvasElement).findByRole('dialog', { name: text.page.detailTitle }));
    await waitFor(() =>
      expect(
        dialog.getByRole('heading', {
          name: text.entryTitle(recordTypeWords('JOB'), sampleJobs.stopped.title, 'UPDATE'),
        }),
      ).toBeVisible(),
    );
    await expect(dialog.getByText(copy.backofficeJobs.status.STOPPED)).toBeVisible();
    await expect(dialog.getByText(copy.backofficeJobs.status.RUNNING)).toBeVisible();
  },
};

/** A member's tenant-defined fields in the tenant's words: 성별 and 주소, 여성 → 남성, never `info.gender` or `FEMALE`. */
export const MemberInfoInWords: Story = {
  loaders: [recordMemberInfoChange],
  parameters: { route: '/admin/history?type=MEMBER' },
  play: async ({ canvasElement }) => {
    const table = await historyTable(canvasElement);
    await expect(await table.findByText(text.page.changedFields(['성별', '주소']))).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: new RegExp(`^${sampleMember.displayName} `) }));
    const dialog = within(await screen(canvasElement).findByRole('dialog', { name: text.page.detailTitle }));
    await waitFor(() => expect(dialog.getByText('여성')).toBeVisible());
    await expect(dialog.getByText('남성')).toBeVisible();
    await expect(dialog.getByText('(48058) 부산 해운대구 센텀중앙로 79 2층')).toBeVisible();
    await expect(dialog.queryByText(/info\.|FEMALE/)).toBeNull();
  },
};

/**
 * Issue 27: 95 members put in a group from the member list are one row, the group's, by default —
 * not 96 — and the members' own entries come when the operator asks for them.
 */
export const BulkChangeFolded: Story = {
  loaders: [recordGroupBulkAdd],
  play: async ({ canvasElement, loaded }) => {
    const { count } = loaded.bulk as SampleBulkChange;
    const canvas = within(canvasElement);
    await historyTable(canvasElement);
    await expect(await canvas.findByText(kit.totalCount('6', text.page.unit))).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: text.page.filters.partsShown }));
    await expect(await canvas.findByText(kit.totalCount(formatCount(6 + count), text.page.unit))).toBeVisible();
  },
};

/** Nobody by that name changed anything: the filtered-empty state offers to clear the filters. */
export const FilteredEmpty: Story = {
  parameters: { route: '/admin/history?actor=없는사람' },
  play: async ({ canvasElement }) => {
    await historyTable(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(kit.filteredEmpty)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: text.page.filters.actor })).toHaveValue('없는사람');
    await userEvent.click(canvas.getAllByRole('button', { name: kit.clearFilters })[0] as HTMLElement);
    await expect(await canvas.findByText(kit.totalCount('5', text.page.unit))).toBeVisible();
  },
};

/** Members and orders only: the group changes (by either operator), no site change, no site filter. */
export const LimitedOperator: Story = {
  parameters: { scenario: 'limited-operator' },
  play: async ({ canvasElement }) => {
    const table = await historyTable(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(kit.totalCount('3', text.page.unit))).toBeVisible();
    await expect(table.getAllByText(recordTypeWords('MEMBER_GROUP').name)).toHaveLength(3);
    await expect(table.queryByText(recordTypeWords('ORGANIZATION').name)).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: recordTypeWords('ORGANIZATION').name })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: recordTypeWords('MEMBER_GROUP').name })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', CHANGES_PATH)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.pageTitle);
    const table = await within(canvasElement).findByRole('table', { name: text.page.caption });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', CHANGES_PATH)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.pageTitle);
    await expect(await within(canvasElement).findByRole('button', { name: copy.designSystem.retry })).toBeVisible();
  },
};

/**
 * Every row's 자세히 button shows its whole label: neither the button nor its cell cuts it (the
 * table's cells clip with an ellipsis, so a column narrower than the button hides its end).
 */
export const DetailButtonFits: Story = {
  play: async ({ canvasElement }) => {
    const table = await historyTable(canvasElement);
    const buttons = await table.findAllByRole('button', { name: /변경 자세히 보기$/ });
    await expect(buttons).toHaveLength(5);
    for (const button of buttons) {
      const cell = button.closest('td');
      await expect(cell).not.toBeNull();
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
      await expect(cell?.scrollWidth ?? Infinity).toBeLessThanOrEqual(cell?.clientWidth ?? 0);
    }
  },
};

/**
 * `?type=MESSAGE_REQUEST`: a scheduled text cancelled reads 취소 in 동작, beside its scheduling's
 * 생성, never 수정; its detail's heading ends in 취소 and says 상태 예약됨 → 취소됨.
 */
export const MessageRequestCancelled: Story = {
  name: '문자 예약 취소 · 동작 취소',
  loaders: [recordMessageCancel],
  parameters: { route: '/admin/history?type=MESSAGE_REQUEST' },
  play: async ({ canvasElement }) => {
    const table = await historyTable(canvasElement);
    await expect(await within(canvasElement).findByText(kit.totalCount('2', text.page.unit))).toBeVisible();
    const rows = table.getAllByRole('row').slice(1);
    const actionsShown = rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    await expect(actionsShown.filter((cells) => cells.includes(text.actions.CANCEL))).toHaveLength(1);
    await expect(actionsShown.filter((cells) => cells.includes(text.actions.CREATE))).toHaveLength(1);
    await expect(table.queryByRole('cell', { name: text.actions.UPDATE })).toBeNull();

    const cancelRow = rows.find((row) => within(row).queryByRole('cell', { name: text.actions.CANCEL }));
    if (!cancelRow) throw new Error('no cancel row');
    await userEvent.click(within(cancelRow).getByRole('button', { name: /변경 자세히 보기$/ }));
    const dialog = within(await screen(canvasElement).findByRole('dialog', { name: text.page.detailTitle }));
    const messages = copy.backofficeMessages;
    await expect(await dialog.findByRole('heading', { name: new RegExp(`^${messages.history.name} ‘예약 문자 · 1명 · .+’ ${text.actions.CANCEL}$`) })).toBeVisible();
    await expect(dialog.getByText(messages.status.SCHEDULED)).toBeVisible();
    await expect(dialog.getByText(messages.status.CANCELLED)).toBeVisible();
  },
};
