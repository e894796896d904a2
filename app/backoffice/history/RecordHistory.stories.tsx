/**
 * A record's change history on a detail screen, against the mock (issue 15, part 6): its entries
 * after a save, no history yet, loading, and a failed load with retry; a group's bulk change that
 * names the first 20 members, counts the rest and pages through every one, and a touched member's
 * own history showing the group change (issue 27).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HISTORY_TOUCHED_FIRST } from '@app/shared/api/contract/adminHistory';
import { formatCount } from '@ds/lib/text/number';
import { copy } from '@app/shared/copy';
import { failing, neverAnswering } from '../storySupport';
import { RecordHistory } from './RecordHistory';
import { recordGroupBulkAdd, type SampleBulkChange } from './sampleChanges';
import { TOUCHED_PAGE_SIZE } from './TouchedRecords';
import { historyFieldLabel, recordTypeWords } from '../kit/kinds/foundKindWords';

const text = copy.backofficeHistory;
const CHANGES_PATH = '/rest/history/admin/tenant/changes';

const meta = {
  title: 'Back-office/History/RecordHistory',
  component: RecordHistory,
  args: { recordType: 'ORGANIZATION', recordKey: 'tenant-klass' },
  parameters: { scenario: 'operator' },
} satisfies Meta<typeof RecordHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Nothing recorded for the record yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: text.recordHistoryTitle })).toBeVisible();
    await expect(await canvas.findByText(text.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', CHANGES_PATH)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: text.loading })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', CHANGES_PATH)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy.common.serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.common.retry })).toBeVisible();
  },
};

const bulkOf = (loaded: Record<string, unknown>) => loaded.bulk as SampleBulkChange;

/**
 * 95 members put into a group at once: the group's entry says so, names the first 20 and "외 75명",
 * and its whole list, read page by page, holds every one of them.
 */
export const GroupBulkChange: Story = {
  loaders: [recordGroupBulkAdd],
  render: (_args, { loaded }) => <RecordHistory recordType="MEMBER_GROUP" recordKey={bulkOf(loaded).groupKey} />,
  play: async ({ canvasElement, loaded }) => {
    const bulk = bulkOf(loaded);
    const canvas = within(canvasElement);
    const title = text.touchedTitle('ADDED', recordTypeWords('MEMBER'), formatCount(bulk.count));
    await expect(await canvas.findByText(title)).toBeVisible();
    const rest = bulk.count - HISTORY_TOUCHED_FIRST;
    await expect(canvas.getByText(new RegExp(` 외 ${formatCount(rest)}명$`))).toBeVisible();

    const showAll = canvas.getByRole('button', { name: text.touchedShowAll(recordTypeWords('MEMBER'), formatCount(bulk.count)) });
    await userEvent.click(showAll);
    await expect(showAll).toHaveAttribute('aria-expanded', 'true');
    const list = await canvas.findByRole('list', { name: text.touchedListLabel(title) });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(TOUCHED_PAGE_SIZE));
    const seen = new Set(within(list).getAllByRole('listitem').map((item) => item.textContent));

    const pages = canvas.getByRole('navigation', { name: text.touchedPages(title) });
    await userEvent.click(within(pages).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(bulk.count - TOUCHED_PAGE_SIZE));
    for (const item of within(list).getAllByRole('listitem')) seen.add(item.textContent);
    await expect(seen.size).toBe(bulk.count);
  },
};

/** One of those members: their own history shows the group they were put in. */
export const MemberInBulkChange: Story = {
  loaders: [recordGroupBulkAdd],
  render: (_args, { loaded }) => <RecordHistory recordType="MEMBER" recordKey={bulkOf(loaded).member.accountKey} />,
  play: async ({ canvasElement, loaded }) => {
    const bulk = bulkOf(loaded);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.entryTitle(recordTypeWords('MEMBER'), bulk.member.displayName, 'UPDATE') })).toBeVisible();
    await expect(canvas.getByText(historyFieldLabel('MEMBER', 'groups'))).toBeVisible();
    await expect(canvas.getByText(bulk.groupName)).toBeVisible();
  },
};
