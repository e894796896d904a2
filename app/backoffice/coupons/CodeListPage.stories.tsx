/**
 * A code specification's code list (backoffice.md §4 "Codes are ACTIVE or INACTIVE"; issue 30)
 * against the mock's seeded `XMAS-***` codes on the operating fixture: the first slice with the
 * count and the two codes seeded off; the inactive ones from a pasted URL; a code turned off at once
 * with 되돌리기 in the toast, taken back (nothing sent); a send that fails, told, the row put back;
 * an unknown code specification.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, findPageHeading, findSettledTable, screen } from '../storySupport';
import { CodeListPage } from './CodeListPage';

const text = copy.backofficeCoupons.codeList;
const kit = copy.listKit;
const ROUTE = '/admin/coupons/cpn-fixture-published/codes/ccs-fixture-xmas';
const TITLE = text.title('연말 행사 코드');
const CAPTION = `${text.caption}: 연말 행사 코드`;

const meta = {
  title: 'Back-office/Coupons/쿠폰 코드 목록 · CodeListPage',
  component: CodeListPage,
  render: () => <Backoffice />,
  parameters: { route: ROUTE, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof CodeListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first hundred of 200 codes, the two seeded off counted, "코드 더 보기" for the rest. */
export const Codes: Story = {
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, TITLE, CAPTION);
    await expect(within(canvasElement).getByText(text.totals('200', '2'))).toBeVisible();
    await expect(table.getAllByRole('button', { name: /^사용 중지: XMAS-/ }).length).toBeGreaterThan(0);
    await expect(within(canvasElement).getByRole('button', { name: text.loadMore })).toBeVisible();
  },
};

/** Only the inactive codes, from a pasted URL: each offers 다시 사용. */
export const InactiveFromUrl: Story = {
  parameters: { route: `${ROUTE}?status=INACTIVE` },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, TITLE, CAPTION);
    await expect(within(canvasElement).getByText(text.totals('2', '2'))).toBeVisible();
    await expect(table.getAllByRole('button', { name: /^다시 사용: XMAS-/ })).toHaveLength(2);
  },
};

/** 사용 중지 applies at once; 되돌리기 in the toast takes it back before anything is sent. */
export const DeactivateWithUndo: Story = {
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, TITLE, CAPTION);
    const button = table.getAllByRole('button', { name: /^사용 중지: XMAS-/ })[0] as HTMLElement;
    const code = (button.getAttribute('aria-label') ?? '').replace('사용 중지: ', '');
    await userEvent.click(button);
    await expect(await table.findByRole('button', { name: text.activateLabel(code) })).toBeVisible();
    const toast = within(await screen(canvasElement).findByRole('region', { name: kit.undoRegion }));
    await expect(toast.getByText(text.deactivated(code))).toBeVisible();
    await userEvent.click(toast.getByRole('button', { name: kit.undo }));
    await expect(await table.findByRole('button', { name: text.deactivateLabel(code) })).toBeVisible();
  },
};

/** The send fails (the window ends): the page says so and the code is shown as it is. */
export const ChangeFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('*/rest/coupon/admin/tenant/coupon-specs/:couponKey/code-specs/:codeSpecKey/codes/:code/status', () =>
          HttpResponse.json({ status: 500, code: 'server.error', message: '서버 오류', data: null }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, TITLE, CAPTION);
    const button = table.getAllByRole('button', { name: /^사용 중지: XMAS-/ })[0] as HTMLElement;
    const code = (button.getAttribute('aria-label') ?? '').replace('사용 중지: ', '');
    await userEvent.click(button);
    // Sent now, as leaving the page sends it (the window's end, 20 s on, sends it the same way);
    // then refused, said, and the row taken back.
    canvasElement.ownerDocument.defaultView?.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(within(canvasElement).getByText(text.changeFailed)).toBeVisible(), { timeout: 10_000 });
    await expect(await table.findByRole('button', { name: text.deactivateLabel(code) })).toBeVisible();
  },
};

/** A code specification the coupon does not have. */
export const UnknownCodeSpec: Story = {
  parameters: { route: '/admin/coupons/cpn-fixture-published/codes/ccs-none' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, copy.backofficeCoupons.codes.title);
    await expect(await within(canvasElement).findByText(text.notFound, {}, { timeout: 10_000 })).toBeVisible();
  },
};
