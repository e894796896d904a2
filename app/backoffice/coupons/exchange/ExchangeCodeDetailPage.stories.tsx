/**
 * An exchange code's detail (backoffice.md §3 Exchange code, §4 "Codes are ACTIVE or INACTIVE";
 * issue 30): an active WORD code with its two coupons; an inactive RANDOM one whose coupon has
 * stopped operating since (said beside it); turning a code off, applied at once with undo and
 * taken back; a stale change (another tab changed it first: 409, told); loading; a failed load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exchangeErrorCodes } from '@app/shared/api/contract/adminCouponExchangeRules';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, findPageHeading, neverAnswering, screen } from '../../storySupport';
import { ExchangeCodeDetailPage } from './ExchangeCodeDetailPage';

const text = copy.backofficeExchangeCodes;
const kit = copy.listKit;
const ACTIVE = '/admin/coupons/exchange-codes/exc-fixture-active';
const DETAIL_CALL = '/rest/coupon/admin/tenant/exchange-codes/:exchangeCodeKey';

const meta = {
  title: 'Back-office/Coupons/교환 코드 상세 · ExchangeCodeDetailPage',
  component: ExchangeCodeDetailPage,
  render: () => <Backoffice />,
  parameters: { route: ACTIVE, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof ExchangeCodeDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ACTIVE: the word, the counts, both coupons linking to their specifications; 수정하기 and 사용 중지. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, '겨울방학 특강 쿠폰 묶음');
    const page = within(canvasElement);
    await expect(page.getByText('겨울방학2026')).toBeVisible();
    await expect(page.getByText(text.times(500))).toBeVisible();
    await expect(page.getByRole('link', { name: '연말 감사 5,000원 할인' })).toHaveAttribute('href', '/admin/coupons/cpn-fixture-published');
    await expect(page.getByRole('link', { name: '신규 가입 환영 10% 할인' })).toBeVisible();
    await expect(page.getByRole('button', { name: text.deactivate })).toBeVisible();
  },
};

/** INACTIVE, unlimited, its one coupon stopped since: said beside the coupon; 다시 사용 offered. */
export const InactiveWithStoppedCoupon: Story = {
  parameters: { route: '/admin/coupons/exchange-codes/exc-fixture-inactive' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, '가을 박람회 참가 혜택');
    const page = within(canvasElement);
    await expect(page.getByText(text.unlimited)).toBeVisible();
    await expect(page.getByText(text.couponStoppedNote)).toBeVisible();
    await expect(page.getByRole('button', { name: text.activate })).toBeVisible();
  },
};

/** 사용 중지: the status changes at once, the toast offers 되돌리기, and taking it back restores it (nothing is sent). */
export const DeactivateWithUndo: Story = {
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, '겨울방학 특강 쿠폰 묶음');
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: text.deactivate }));
    const toast = within(await screen(canvasElement).findByRole('region', { name: kit.undoRegion }));
    await expect(toast.getByText(text.deactivated('겨울방학2026'))).toBeVisible();
    await expect(await page.findByRole('button', { name: text.activate })).toBeVisible();
    await expect(page.getByText(text.statusLabels.INACTIVE)).toBeVisible();
    await userEvent.click(toast.getByRole('button', { name: kit.undo }));
    await expect(await page.findByRole('button', { name: text.deactivate })).toBeVisible();
    await expect(page.getByText(text.statusLabels.ACTIVE)).toBeVisible();
  },
};

/** Another tab changed the code first: the send answers 409 and the page says so, showing it as it is now. */
export const StaleStatusChange: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('*/rest/coupon/admin/tenant/exchange-codes/:exchangeCodeKey/status', () =>
          HttpResponse.json(
            { status: 409, code: exchangeErrorCodes.exchangeVersionConflict.code, message: '다른 곳에서 먼저 바뀐 교환 코드예요.', data: { version: 2, status: 'INACTIVE' } },
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, '겨울방학 특강 쿠폰 묶음');
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.deactivate }));
    // Sent now, as leaving the page sends it (the window's end, 20 s on, sends it the same way).
    canvasElement.ownerDocument.defaultView?.dispatchEvent(new Event('pagehide'));
    await expect(await within(canvasElement).findByText(text.staleStatus, {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(screen(canvasElement).queryByText(kit.undoFailed)).not.toBeNull());
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', DETAIL_CALL)] } },
  play: async ({ canvasElement }) => {
    await expect(await findPageHeading(canvasElement, text.detailTitle)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', DETAIL_CALL)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.loadFailed, {}, { timeout: 10_000 })).toBeVisible();
  },
};
