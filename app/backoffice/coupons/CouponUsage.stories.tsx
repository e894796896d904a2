/**
 * A coupon's usage and a member's coupons against the mock (backoffice.md §7 Coupons "usage
 * history and count"; issue 30): the usage history of the seeded coupon with the most uses (orders
 * that took its discount: who, which order, when, the discount; the count and total, and the used
 * count on the detail the same); filtered by a Seoul day to nothing; the operating fixture's empty
 * history; a buyer's detail page listing the coupon they used, with their use count (at a phone's
 * width too: the name and status kept, the rest scrolled to); and a members-only operator, to whom
 * the member detail shows no coupon section (no call refused). The issued count is the holders'.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, findPageHeading, section } from '../storySupport';
import { CouponUsageSection } from './CouponUsageSection';

const text = copy.backofficeCoupons;
const usage = text.usage;
const memberText = copy.backofficeMemberDetail;
const kit = copy.listKit;

/** The seeded coupon with the most uses and one of its buyers (mocks/backoffice/coupons/usage.ts; the seed is deterministic). */
const BUSIEST = { couponKey: 'cpn-00004', title: '첫 구매 드로잉 클래스 3,000원 할인', uses: '13', buyerKey: 'acc-member-00316', buyerName: '진규리' } as const;

const meta = {
  title: 'Back-office/Coupons/쿠폰 사용 내역 · CouponUsage',
  component: CouponUsageSection,
  args: { couponKey: BUSIEST.couponKey },
  render: () => <Backoffice />,
  parameters: { route: `/admin/coupons/${BUSIEST.couponKey}`, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof CouponUsageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

async function usageTable(canvasElement: HTMLElement, title: string) {
  await findPageHeading(canvasElement, title);
  return within(await within(canvasElement).findByRole('table', { name: usage.caption }, { timeout: 10_000 }));
}

/** Who used it, on which order, when and for how much; the count matches the detail's used count. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const table = await usageTable(canvasElement, BUSIEST.title);
    await expect((await table.findAllByRole('link', { name: BUSIEST.buyerName }, { timeout: 10_000 })).length).toBeGreaterThan(0);
    const page = within(canvasElement);
    await expect(page.getByText(new RegExp(`^사용 ${BUSIEST.uses}건 · 할인 합계 [\\d,]+원$`))).toBeVisible();
    const used = page.getAllByRole('term').find((term) => term.textContent === text.columnUsed);
    await expect(used?.nextElementSibling).toHaveTextContent(BUSIEST.uses);
    // Issued is how many hold it, derived from the holders (issue 30): the two numbers agree.
    const holders = await page.findByText(/^보유 회원 [\d,]+명$/, {}, { timeout: 10_000 });
    const issued = page.getAllByRole('term').find((term) => term.textContent === text.columnIssued);
    await expect(holders).toHaveTextContent(text.issue.holdersCount(issued?.nextElementSibling?.textContent ?? '-'));
  },
};

/** A Seoul day it was not used on, from a pasted URL: the filtered-empty state with its way out. */
export const FilteredToNothing: Story = {
  parameters: { route: `/admin/coupons/${BUSIEST.couponKey}?used=2020-01-01~2020-01-01` },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, BUSIEST.title);
    await expect(await within(canvasElement).findByText(kit.filteredEmpty, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** A coupon nobody used yet: the empty state, and 0 on the detail. */
export const NoUse: Story = {
  parameters: { route: '/admin/coupons/cpn-fixture-published' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, '연말 감사 5,000원 할인');
    await expect(await within(canvasElement).findByText(kit.empty(usage.noun), {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** The buyer's detail page lists the coupon they used, with their own use count. */
export const MemberHoldsCoupons: Story = {
  parameters: { route: `/admin/members/${BUSIEST.buyerKey}` },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, memberText.pageTitle(BUSIEST.buyerName));
    const coupons = await section(canvasElement, text.memberCoupons.title);
    await expect(await coupons.findByRole('link', { name: BUSIEST.title }, { timeout: 10_000 })).toBeVisible();
  },
};

/** The same at a 390 px phone: the kit table keeps the coupon's name and status; the other columns are scrolled to, not squeezed. */
export const MemberHoldsCouponsAtPhoneWidth: Story = {
  parameters: {
    route: `/admin/members/${BUSIEST.buyerKey}`,
    viewport: { options: { narrow: { name: '390px', styles: { width: '390px', height: '844px' } } } },
  },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    await findPageHeading(canvasElement, memberText.pageTitle(BUSIEST.buyerName));
    const coupons = await section(canvasElement, text.memberCoupons.title);
    await expect(await coupons.findByRole('link', { name: BUSIEST.title }, { timeout: 10_000 })).toBeVisible();
    await expect(coupons.getByRole('columnheader', { name: text.memberCoupons.columnStatus })).toBeVisible();
    // Every column kept at this width, the table scrolling sideways inside its region: nothing
    // hidden, and the page itself no wider than the phone (the kit's tables since issue 38).
    await expect(coupons.getByText(text.memberCoupons.columnDiscount, { selector: 'th' })).toBeInTheDocument();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** A members-only operator: the member detail shows no coupon section, and asks nothing of coupons. */
export const MemberWithoutCouponPermission: Story = {
  parameters: { route: `/admin/members/${BUSIEST.buyerKey}`, scenario: 'limited-operator' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, memberText.pageTitle(BUSIEST.buyerName));
    await within(canvasElement).findByRole('region', { name: memberText.groupsTitle }, { timeout: 10_000 });
    await expect(within(canvasElement).queryByRole('region', { name: text.memberCoupons.title })).toBeNull();
  },
};
