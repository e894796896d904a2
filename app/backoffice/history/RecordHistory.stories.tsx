/**
 * A record's change history on a detail screen, against the mock (issue 15, part 6): its entries
 * after a save, no history yet, loading, and a failed load with retry; a group's bulk change that
 * names the first 20 members, counts the rest and pages through every one, and a touched member's
 * own history showing the group change (issue 27); a coupon's and an exchange code's history in
 * the words and formats of their screens (issue 38).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HISTORY_TOUCHED_FIRST } from '@app/shared/api/contract/adminHistory';
import { formatCount } from '@ds/lib/text/number';
import { copy } from '@app/shared/copy';
import { failing, neverAnswering } from '../storySupport';
import { RecordHistory } from './RecordHistory';
import { recordCouponChanges, recordGroupBulkAdd, type SampleBulkChange, type SampleCouponChanges } from './sampleChanges';
import { TOUCHED_PAGE_SIZE } from './TouchedRecords';
import { historyFieldLabel, recordTypeWords } from '../kit/kinds/foundKindWords';

const text = copy.backofficeHistory;
const CHANGES_PATH = '/rest/history/admin/tenant/changes';

const meta = {
  title: 'Back-office/History/기록의 변경 이력 · RecordHistory',
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

const couponsOf = (loaded: Record<string, unknown>) => loaded.coupons as SampleCouponChanges;

/** Some entry shows the field by its label with this before → after (as read to a screen reader). */
async function expectChange(canvas: ReturnType<typeof within>, label: string, before: string, after: string) {
  const terms = await canvas.findAllByText(label, { selector: 'dt' });
  const shown = terms.map((term: HTMLElement) => term.nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim());
  await expect(shown).toContain(`${text.before} ${before} → , ${text.after} ${after}`);
}

/** A coupon's history reads as its detail: amounts in won, the validity and status in words (issue 38). */
export const CouponInWords: Story = {
  loaders: [recordCouponChanges],
  render: (_args, { loaded }) => <RecordHistory recordType="COUPON" recordKey={couponsOf(loaded).couponKey} />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { couponTitle } = couponsOf(loaded);
    const coupons = copy.backofficeCoupons;
    await expect(await canvas.findByRole('heading', { name: text.entryTitle(recordTypeWords('COUPON'), couponTitle, 'CREATE') })).toBeVisible();
    await expectChange(canvas, coupons.history.fields.status, coupons.statusLabels.CREATED, coupons.statusLabels.PUBLISHED);
    await expectChange(canvas, coupons.history.fields.amount, '5,000원', '6,000원');
    await expectChange(canvas, coupons.history.fields.period, coupons.days(30), coupons.noValidity);
    await expectChange(canvas, coupons.history.fields.limitUseCount, coupons.unlimited, coupons.useCount(3));
    await expectChange(canvas, coupons.history.fields.startDay, text.emptyValue, '2026.12.01');
    await expect(canvas.queryByText(/PUBLISHED|CREATED|30d|cpn-/)).toBeNull();
  },
};

/** An exchange code's history is its own: headed as an exchange code, its coupons by name, its count and status in words. */
export const ExchangeCodeInWords: Story = {
  loaders: [recordCouponChanges],
  render: (_args, { loaded }) => <RecordHistory recordType="EXCHANGE_CODE" recordKey={couponsOf(loaded).exchangeCodeKey} />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { exchangeTitle, couponTitle } = couponsOf(loaded);
    const exchange = copy.backofficeExchangeCodes;
    await expect(await canvas.findByRole('heading', { name: text.entryTitle(recordTypeWords('EXCHANGE_CODE'), exchangeTitle, 'CREATE') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: `${exchange.history.name} ‘${exchangeTitle}’ ${text.actions.CREATE}` })).toBeVisible();
    await expectChange(canvas, exchange.history.fields.status, exchange.statusLabels.ACTIVE, exchange.statusLabels.INACTIVE);
    await expectChange(canvas, exchange.history.fields.availableCount, exchange.times(3), exchange.unlimited);
    await expect(canvas.getByText(couponTitle)).toBeVisible();
    await expect(canvas.queryByText(/ACTIVE|availableCount|couponKeys|cpn-/)).toBeNull();
  },
};
