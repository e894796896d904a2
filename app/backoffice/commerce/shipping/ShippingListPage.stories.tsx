/**
 * The shipping list against the mock (backoffice.md §4 shipping statuses and actions; issue 17):
 * every status label on the seeded fixtures; the bulk bar offering only what the selected
 * statuses allow — also for rows picked on another page (the status each had when picked) and for
 * every shipment matching (the server's count per status, asked while the bar says so); each
 * action's outcome — prepare and hold applied at once with the undo toast (and undone), drop out and confirm delivered asking first with count and scope, then saying
 * what was done; a refusal by the mock said in a toast; and the bulk invoice import's preview
 * with a bad carrier row reported at its row.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shippingStatuses } from '@app/shared/api/contract/adminShippingRules';
import { copy } from '@app/shared/copy';
import { Backoffice, fieldLabel, findSettledTable, screen } from '../../storySupport';
import { ShippingListPage } from './ShippingListPage';

const text = copy.backofficeShipping;
const kit = copy.listKit;
const ds = copy.designSystem;
const LIST = '/admin/shipping';

const meta = {
  title: 'Back-office/Commerce/배송 관리 · ShippingListPage',
  component: ShippingListPage,
  render: () => <Backoffice />,
  parameters: { route: LIST, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof ShippingListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function shipmentsTable(canvasElement: HTMLElement) {
  return findSettledTable(canvasElement, text.title, text.caption);
}

async function pick(canvasElement: HTMLElement, ...labels: string[]) {
  const table = await shipmentsTable(canvasElement);
  for (const label of labels) await userEvent.click(await table.findByRole('checkbox', { name: ds.rowSelect(label) }));
  return within(await within(canvasElement).findByRole('region', { name: kit.bulkActions }));
}

/** The newest shipments: one in every status, each with its label. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const table = await shipmentsTable(canvasElement);
    for (const status of shippingStatuses) await expect((await table.findAllByText(text.statuses[status])).length).toBeGreaterThan(0);
    await expect(table.getByText(text.invoiceOf(text.carriers.CJ, '612345678901'))).toBeVisible();
  },
};

/** Two paid shipments: prepare, hold and drop out are offered (not confirm delivered); prepared at once, with undo. */
export const PrepareWithUndo: Story = {
  play: async ({ canvasElement }) => {
    const bar = await pick(canvasElement, 'shp-fx-paid-1 김배송', 'shp-fx-paid-2 이준비');
    await expect(bar.queryByRole('button', { name: text.actions.CONFIRM_DELIVERED })).toBeNull();
    await expect(bar.getByRole('button', { name: text.actions.DROP_OUT })).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: text.actions.PREPARE_DELIVERY }));
    const toast = within(await screen(canvasElement).findByRole('region', { name: kit.undoRegion }));
    await expect(toast.getByText(text.done.PREPARE_DELIVERY(kit.selectionPicked('2', text.unit)))).toBeVisible();
    const table = await shipmentsTable(canvasElement);
    const statusOf = (key: string) => within(table.getByRole('row', { name: new RegExp(key) }));
    await waitFor(() => expect(statusOf('shp-fx-paid-1').getByText(text.statuses.PREPARED_DELIVERY)).toBeVisible());
    await expect(statusOf('shp-fx-paid-2').getByText(text.statuses.PREPARED_DELIVERY)).toBeVisible();
    await userEvent.click(toast.getByRole('button', { name: kit.undo }));
    await expect((await screen(canvasElement).findAllByText(kit.undone)).length).toBeGreaterThan(0);
    await waitFor(() => expect(statusOf('shp-fx-paid-1').getByText(text.statuses.PAYMENT_RECEIVED)).toBeVisible());
  },
};

/**
 * A prepared shipment held: its row says 배송 보류 at once and the undo toast names the action.
 * Taken back at the end (the row prepared again), so the change is not sent when its window ends,
 * into a later story's world.
 */
export const HoldWithUndo: Story = {
  play: async ({ canvasElement }) => {
    const bar = await pick(canvasElement, 'shp-fx-prepared 최포장');
    await userEvent.click(bar.getByRole('button', { name: text.actions.MOVE_TO_PENDING }));
    const toast = within(await screen(canvasElement).findByRole('region', { name: kit.undoRegion }));
    await expect(toast.getByText(text.done.MOVE_TO_PENDING(kit.selectionPicked('1', text.unit)))).toBeVisible();
    const table = await shipmentsTable(canvasElement);
    const row = () => within(table.getByRole('row', { name: /shp-fx-prepared/ }));
    await waitFor(() => expect(row().getByText(text.statuses.PENDING)).toBeVisible());
    await expect(row().queryByText(text.statuses.PREPARED_DELIVERY)).toBeNull();
    await userEvent.click(toast.getByRole('button', { name: kit.undo }));
    await waitFor(() => expect(row().getByText(text.statuses.PREPARED_DELIVERY)).toBeVisible());
  },
};

/** Mixed statuses with nothing in common: nothing is offered, and the bar says why. */
export const NothingInCommon: Story = {
  play: async ({ canvasElement }) => {
    const bar = await pick(canvasElement, 'shp-fx-pending 박보류', 'shp-fx-transit 정운송');
    await expect(bar.getByText(text.noActionForSelection)).toBeVisible();
    await expect(bar.queryByRole('button', { name: text.actions.PREPARE_DELIVERY })).toBeNull();
  },
};

/** A held shipment picked on page 1 keeps its status on page 2: the bar still offers what a held shipment allows. */
export const PickedAcrossPages: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'shp-fx-pending 박보류');
    await userEvent.click(within(canvasElement).getByRole('button', { name: ds.nextPage }));
    const table = await shipmentsTable(canvasElement);
    await waitFor(() => expect(table.queryByText('shp-fx-pending')).toBeNull());
    const bar = within(within(canvasElement).getByRole('region', { name: kit.bulkActions }));
    await expect(bar.getByText(kit.selectionPicked('1', text.unit))).toBeVisible();
    await expect(bar.getByRole('button', { name: text.actions.PREPARE_DELIVERY })).toBeVisible();
    await expect(bar.getByRole('button', { name: text.actions.DROP_OUT })).toBeVisible();
    await expect(bar.queryByText(text.noActionForSelection)).toBeNull();
  },
};

/** The server's count per status, held back until the play lets it answer. */
const statusCounts = { release: () => {}, body: null as unknown };
const COUNTS_PATH = '*/rest/commerce/admin/tenant/shipments/status-counts';

/**
 * Every shipment matching: the bar says it is checking until the server counts the scope's
 * statuses, then offers what they allow (here: all in transit, so confirm delivered).
 */
export const AllMatchingAsksServer: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(COUNTS_PATH, async ({ request }) => {
          statusCounts.body = await request.json();
          await new Promise<void>((resolve) => (statusCounts.release = resolve));
          return HttpResponse.json({ counts: [{ status: 'IN_TRANSIT', count: 60 }] });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = await shipmentsTable(canvasElement);
    await userEvent.click(table.getByRole('checkbox', { name: ds.selectAll }));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: new RegExp(`^${kit.selectAllMatching('[\\d,]+', text.unit)}$`) }));
    const bar = within(within(canvasElement).getByRole('region', { name: kit.bulkActions }));
    await expect(await bar.findByText(text.checkingStatuses)).toBeVisible();
    await expect(bar.queryByRole('button', { name: text.actions.CONFIRM_DELIVERED })).toBeNull();
    await waitFor(() => expect(statusCounts.body).toMatchObject({ selection: { kind: 'query', excluded: [] } }));
    statusCounts.release();
    await expect(await bar.findByRole('button', { name: text.actions.CONFIRM_DELIVERED })).toBeVisible();
    await expect(bar.queryByRole('button', { name: text.actions.PREPARE_DELIVERY })).toBeNull();
    await expect(bar.queryByText(text.checkingStatuses)).toBeNull();
  },
};

/** Drop out asks first, naming count and scope, then says it was done. */
export const DropOutConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const bar = await pick(canvasElement, 'shp-fx-pending 박보류');
    await userEvent.click(bar.getByRole('button', { name: text.actions.DROP_OUT }));
    const dialog = within(await screen(canvasElement).findByRole('alertdialog', { name: kit.confirmBulkTitle(text.actions.DROP_OUT) }));
    await expect(dialog.getByText(kit.confirmBulkBody(kit.selectionPicked('1', text.unit), text.actions.DROP_OUT))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text.actions.DROP_OUT }));
    await expect((await screen(canvasElement).findAllByText(text.done.DROP_OUT(kit.selectionPicked('1', text.unit)))).length).toBeGreaterThan(0);
  },
};

/** Confirm delivered asks first, then says it was done. */
export const ConfirmDeliveredConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const bar = await pick(canvasElement, 'shp-fx-transit 정운송');
    await userEvent.click(bar.getByRole('button', { name: text.actions.CONFIRM_DELIVERED }));
    const dialog = within(await screen(canvasElement).findByRole('alertdialog', { name: kit.confirmBulkTitle(text.actions.CONFIRM_DELIVERED) }));
    await userEvent.click(dialog.getByRole('button', { name: text.actions.CONFIRM_DELIVERED }));
    await expect((await screen(canvasElement).findAllByText(text.done.CONFIRM_DELIVERED(kit.selectionPicked('1', text.unit)))).length).toBeGreaterThan(0);
  },
};

/** The mock refuses (a status changed meanwhile): the toast says nothing was changed. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('*/rest/commerce/admin/tenant/shipments/status/:action', () =>
          HttpResponse.json({ status: 409, code: 'shipping.transition.not_allowed', message: 'not allowed', data: { blockedCount: 1 } }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const bar = await pick(canvasElement, 'shp-fx-transit 정운송');
    await userEvent.click(bar.getByRole('button', { name: text.actions.CONFIRM_DELIVERED }));
    const dialog = within(await screen(canvasElement).findByRole('alertdialog', { name: kit.confirmBulkTitle(text.actions.CONFIRM_DELIVERED) }));
    await userEvent.click(dialog.getByRole('button', { name: text.actions.CONFIRM_DELIVERED }));
    await expect((await screen(canvasElement).findAllByText(text.blocked('1'))).length).toBeGreaterThan(0);
  },
};

/** The bulk invoice file's preview: a carrier that is not one of the ten reported at its row, a delivered shipment refused by the dry run. */
export const ImportPreview: Story = {
  play: async ({ canvasElement }) => {
    await shipmentsTable(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.importInvoices }));
    const page = screen(canvasElement);
    await page.findByRole('dialog', { name: text.importTitle });
    const csv = ['배송번호,택배사,송장번호', 'shp-fx-prepared,CJ대한통운,612300000001', 'shp-fx-transit,쿠팡로지스,612300000002', 'shp-fx-delivered,한진,420000000003'].join('\r\n');
    await userEvent.upload(page.getByLabelText(fieldLabel(copy.backofficeImport.fileLabel)), new File([csv], '송장.csv', { type: 'text/csv' }));
    const preview = within(await page.findByRole('region', { name: copy.backofficeImport.previewTitle }));
    await expect(await preview.findByText(text.rules.carrierUnknown('쿠팡로지스'))).toBeVisible();
    await expect(preview.getByText(text.importRegister)).toBeVisible();
    // The server's dry run refuses a delivered shipment, saying why.
    await expect(await preview.findByText(text.importNotAllowed(text.statuses.DELIVERED))).toBeVisible();
  },
};
