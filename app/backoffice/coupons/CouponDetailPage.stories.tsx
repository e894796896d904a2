/**
 * A coupon specification's detail (backoffice.md §3 Coupon spec, §4 coupon status; issue 30), one
 * story per status with exactly the actions the status table allows: CREATED (수정하기, 운영 시작),
 * PUBLISHED (수정하기, 운영 종료), UNPUBLISHED (none, said in words); the stop confirmation, which
 * says it cannot be undone, and the stop itself; a stale stop (another tab stopped it first: 409,
 * told, the status now shown); loading; a failed load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, findPageHeading, neverAnswering, screen } from '../storySupport';
import { stopCouponSpec } from '../api/adminCoupon';
import { CouponDetailPage } from './CouponDetailPage';

const text = copy.backofficeCoupons;
const COUPON_CALL = '/rest/coupon/admin/tenant/coupon-specs/:couponKey';

const meta = {
  title: 'Back-office/Coupons/쿠폰 상세 · CouponDetailPage',
  component: CouponDetailPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/coupons/cpn-fixture-created', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof CouponDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function actionButtons(canvasElement: HTMLElement, title: string) {
  await findPageHeading(canvasElement, title);
  const page = within(canvasElement);
  return Object.values(text.actionLabels).filter((label) => page.queryByRole('button', { name: label }) !== null);
}

/** CREATED: "can be operated" — and edited, and given codes; no stop. */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    await expect(await actionButtons(canvasElement, '신규 가입 환영 10% 할인')).toEqual([text.actionLabels.EDIT, text.actionLabels.OPERATE, text.actionLabels.ADD_CODES]);
    const page = within(canvasElement);
    await expect(page.getByText(text.statusLabels.CREATED)).toBeVisible();
    await expect(page.getByText('10%')).toBeVisible();
    await expect(page.getByText(text.days(30))).toBeVisible();
  },
};

/** PUBLISHED: "can be stopped" — and its names edited, and given codes; the amount in won, the fixed period, the counts. */
export const Published: Story = {
  parameters: { route: '/admin/coupons/cpn-fixture-published' },
  play: async ({ canvasElement }) => {
    await expect(await actionButtons(canvasElement, '연말 감사 5,000원 할인')).toEqual([text.actionLabels.EDIT, text.actionLabels.STOP, text.actionLabels.ADD_CODES, text.actionLabels.ISSUE]);
    const page = within(canvasElement);
    await expect(page.getByText('5,000원')).toBeVisible();
    await expect(page.getByText(text.dayRange('2026.12.01', '2026.12.31'))).toBeVisible();
    // Issued is how many hold it (derived from the holders, issue 30): nobody holds the fixture yet.
    const issued = page.getByText(text.columnIssued, { selector: 'dt' });
    await expect(issued.nextElementSibling).toHaveTextContent(/^0$/);
    await expect(await page.findByText(text.issue.holdersEmpty, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** UNPUBLISHED: "final, no action" — no button (no codes either), said in words. */
export const Stopped: Story = {
  parameters: { route: '/admin/coupons/cpn-fixture-stopped' },
  play: async ({ canvasElement }) => {
    await expect(await actionButtons(canvasElement, '가을맞이 클래스 20% 할인')).toEqual([]);
    await expect(within(canvasElement).getByText(text.noAction)).toBeVisible();
  },
};

/** Stopping asks first and says it cannot be undone; confirming leaves no action. */
export const StopConfirmation: Story = {
  parameters: { route: '/admin/coupons/cpn-fixture-published' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, '연말 감사 5,000원 할인');
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.actionLabels.STOP }));
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: text.stopTitle });
    await expect(dialog).toHaveTextContent(text.stopBody('연말 감사 5,000원 할인'));
    await expect(dialog).toHaveTextContent('되돌릴 수 없어요');
    await userEvent.click(within(dialog).getByRole('button', { name: text.stopConfirm }));
    await expect(await within(canvasElement).findByText(text.noAction)).toBeVisible();
    await expect(within(canvasElement).getByText(text.statusLabels.UNPUBLISHED)).toBeVisible();
  },
};

/**
 * Another tab stopped it first: while the confirmation is open the coupon is stopped elsewhere (the
 * same call, made here), so the stop answers 409; the page says so and shows the status now —
 * 운영 종료, with no action left.
 */
export const StaleStop: Story = {
  parameters: { route: '/admin/coupons/cpn-fixture-published' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, '연말 감사 5,000원 할인');
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.actionLabels.STOP }));
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: text.stopTitle });
    await stopCouponSpec('cpn-fixture-published');
    await userEvent.click(within(dialog).getByRole('button', { name: text.stopConfirm }));
    await expect(await within(canvasElement).findByText(text.staleAction(text.statusLabels.UNPUBLISHED))).toBeVisible();
    await waitFor(() => expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(await within(canvasElement).findByText(text.noAction)).toBeVisible();
    await expect(within(canvasElement).getByText(text.statusLabels.UNPUBLISHED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', COUPON_CALL)] } },
  play: async ({ canvasElement }) => {
    await expect(await findPageHeading(canvasElement, text.detailTitle)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', COUPON_CALL)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.loadFailed, {}, { timeout: 10_000 })).toBeVisible();
  },
};
