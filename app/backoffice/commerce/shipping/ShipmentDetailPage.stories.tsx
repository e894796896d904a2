/**
 * One shipment against the mock (backoffice.md §3 Shipping, §4, §5; issue 17): a prepared one
 * offers only hold and drop out, takes an invoice (and goes in transit); the invoice form's
 * messages at its fields, and a failed invoice save keeping what was typed; a delivered one offers
 * nothing and locks its address; the address form says §5's rules at its fields (a delivery
 * message over 50 too), a failed save keeps what was typed, the server's 409 "already left" is said
 * as such, and a save that succeeds; a single action (drop out) asked first, then its result; a
 * shipment that does not exist.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorCodes, type ApiErrorBody } from '@app/shared/api/contract/errors';
import { DELIVERY_MESSAGE_MAX } from '@app/shared/api/contract/adminShippingRules';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, screen } from '../../storySupport';
import { ShipmentDetailPage } from './ShipmentDetailPage';

const text = copy.backofficeShipping;
const kit = copy.listKit;
const DETAIL = '/admin/shipping';
const SHIPMENT_CALL = '/rest/commerce/admin/tenant/shipments/shp-fx-prepared';

const meta = {
  title: 'Back-office/Commerce/배송 상세 · ShipmentDetailPage',
  component: ShipmentDetailPage,
  render: () => <Backoffice />,
  parameters: { route: `${DETAIL}/shp-fx-prepared`, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof ShipmentDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prepared: hold and drop out offered (not prepare, not confirm delivered); an invoice puts it in transit. */
export const PreparedTakesInvoice: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findPageHeading(canvasElement, text.detailTitle('shp-fx-prepared'));
    await expect(page.getByRole('button', { name: text.actions.MOVE_TO_PENDING })).toBeVisible();
    await expect(page.getByRole('button', { name: text.actions.DROP_OUT })).toBeVisible();
    await expect(page.queryByRole('button', { name: text.actions.CONFIRM_DELIVERED })).toBeNull();
    await userEvent.selectOptions(page.getByLabelText(fieldLabel(text.carrier)), text.carriers.HANJIN);
    await userEvent.type(page.getByLabelText(fieldLabel(text.invoiceNumber)), '4200-0000-0001');
    await userEvent.click(page.getByRole('button', { name: text.registerInvoice }));
    await expect((await screen(canvasElement).findAllByText(text.invoiceSaved)).length).toBeGreaterThan(0);
    await expect(await page.findByRole('button', { name: text.actions.CONFIRM_DELIVERED })).toBeVisible();
  },
};

/** §5 at the fields; a failed save keeps what was typed and says so. */
export const AddressRulesAndFailedSave: Story = {
  parameters: { msw: { handlers: [failing('put', `${SHIPMENT_CALL}/address`)] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findPageHeading(canvasElement, text.detailTitle('shp-fx-prepared'));
    const name = page.getByLabelText(fieldLabel(text.recipientName));
    await userEvent.clear(name);
    await userEvent.type(page.getByLabelText(fieldLabel(text.addressDetail)), '가'.repeat(31));
    await userEvent.clear(page.getByLabelText(fieldLabel(text.phone)));
    await userEvent.type(page.getByLabelText(fieldLabel(text.phone)), '02-123-4567');
    await userEvent.click(page.getByRole('button', { name: text.saveAddress }));
    await expect(await page.findByText(text.rules.nameRequired)).toBeVisible();
    await expect(page.getByText(text.rules.detailMax)).toBeVisible();
    await expect(page.getByText(text.rules.phone)).toBeVisible();

    await userEvent.type(name, '새받는분');
    await userEvent.clear(page.getByLabelText(fieldLabel(text.addressDetail)));
    await userEvent.type(page.getByLabelText(fieldLabel(text.addressDetail)), '3층');
    await userEvent.clear(page.getByLabelText(fieldLabel(text.phone)));
    await userEvent.type(page.getByLabelText(fieldLabel(text.phone)), '010-1234-5678');
    await userEvent.click(page.getByRole('button', { name: text.saveAddress }));
    await expect(await page.findByText(text.addressFailed)).toBeVisible();
    await expect(name).toHaveValue('새받는분');
  },
};

/** Neither carrier nor a valid number: each said at its field, nothing sent. */
export const InvoiceFormErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findPageHeading(canvasElement, text.detailTitle('shp-fx-prepared'));
    const number = page.getByLabelText(fieldLabel(text.invoiceNumber));
    await userEvent.type(number, '12-34');
    await userEvent.click(page.getByRole('button', { name: text.registerInvoice }));
    await waitFor(() => expect(number).toHaveAccessibleDescription(expect.stringContaining(text.rules.invoiceNumber)));
    await expect(page.getByLabelText(fieldLabel(text.carrier))).toHaveAccessibleDescription(expect.stringContaining(text.rules.carrierRequired));
    await expect(page.queryByRole('button', { name: text.actions.CONFIRM_DELIVERED })).toBeNull();
  },
};

/** The invoice save fails: said above the form, the carrier and number as typed, the status unchanged. */
export const InvoiceSaveFailed: Story = {
  parameters: { msw: { handlers: [failing('put', `${SHIPMENT_CALL}/invoice`)] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findPageHeading(canvasElement, text.detailTitle('shp-fx-prepared'));
    await userEvent.selectOptions(page.getByLabelText(fieldLabel(text.carrier)), text.carriers.LOTTE);
    await userEvent.type(page.getByLabelText(fieldLabel(text.invoiceNumber)), '3000-0000-0001');
    await userEvent.click(page.getByRole('button', { name: text.registerInvoice }));
    await expect(await page.findByText(text.invoiceFailed)).toBeVisible();
    await expect(page.getByLabelText(fieldLabel(text.invoiceNumber))).toHaveValue('3000-0000-0001');
    await expect(page.getByLabelText(fieldLabel(text.carrier))).toHaveValue('LOTTE');
    await expect(page.getByRole('button', { name: text.actions.MOVE_TO_PENDING })).toBeVisible();
  },
};

/** A delivery message over 50 characters: said at the field, kept as typed. */
export const DeliveryMessageTooLong: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findPageHeading(canvasElement, text.detailTitle('shp-fx-prepared'));
    const message = page.getByLabelText(fieldLabel(text.message));
    const tooLong = '가'.repeat(DELIVERY_MESSAGE_MAX + 1);
    await userEvent.clear(message);
    await userEvent.click(message);
    await userEvent.paste(tooLong);
    await userEvent.click(page.getByRole('button', { name: text.saveAddress }));
    await waitFor(() => expect(message).toHaveAccessibleDescription(expect.stringContaining(text.rules.messageMax)));
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveValue(tooLong);
  },
};

/** The parcel left meanwhile (409 shipping.address.locked): said as such, not as a failure, and what was typed kept. */
export const AddressRefusedAsLocked: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(`*${SHIPMENT_CALL}/address`, () => {
          const { code, status } = errorCodes.shippingAddressLocked;
          const body: ApiErrorBody = { status, code, message: '이미 출고된 건이에요.', data: { status: 'IN_TRANSIT' } };
          return HttpResponse.json(body, { status });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findPageHeading(canvasElement, text.detailTitle('shp-fx-prepared'));
    const detail = page.getByLabelText(fieldLabel(text.addressDetail));
    await userEvent.clear(detail);
    await userEvent.type(detail, '101동 202호');
    await userEvent.click(page.getByRole('button', { name: text.saveAddress }));
    await expect(await page.findByText(text.addressLocked)).toBeVisible();
    await expect(page.queryByText(text.addressFailed)).toBeNull();
    await expect(detail).toHaveValue('101동 202호');
  },
};

/** A new recipient and message saved: said in a toast, and the form shows what the server stored. */
export const AddressSaved: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findPageHeading(canvasElement, text.detailTitle('shp-fx-prepared'));
    const name = page.getByLabelText(fieldLabel(text.recipientName));
    await userEvent.clear(name);
    await userEvent.type(name, '  새받는분 ');
    const message = page.getByLabelText(fieldLabel(text.message));
    await userEvent.clear(message);
    await userEvent.type(message, '부재 시 경비실');
    await userEvent.click(page.getByRole('button', { name: text.saveAddress }));
    await expect((await screen(canvasElement).findAllByText(text.addressSaved)).length).toBeGreaterThan(0);
    await waitFor(() => expect(page.getByLabelText(fieldLabel(text.recipientName))).toHaveValue('새받는분'));
    await expect(page.getByLabelText(fieldLabel(text.message))).toHaveValue('부재 시 경비실');
  },
};

/** Drop out on the detail: asked first with the shipment named, then done — final, so nothing more is offered and the address locks. */
export const DropOutFromDetail: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const scope = text.detailTitle('shp-fx-prepared');
    await findPageHeading(canvasElement, scope);
    await userEvent.click(page.getByRole('button', { name: text.actions.DROP_OUT }));
    const dialog = within(await screen(canvasElement).findByRole('alertdialog', { name: kit.confirmBulkTitle(text.actions.DROP_OUT) }));
    await expect(dialog.getByText(kit.confirmBulkBody(scope, text.actions.DROP_OUT))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text.actions.DROP_OUT }));
    await expect((await screen(canvasElement).findAllByText(text.done.DROP_OUT(scope))).length).toBeGreaterThan(0);
    await expect(await page.findByText(text.noActions)).toBeVisible();
    const status = within(page.getByRole('region', { name: text.statusSection }));
    await expect(status.getByText(text.statuses.DROP_OUT)).toBeVisible();
    await expect(page.getByText(text.addressLocked)).toBeVisible();
  },
};

/** Delivered: final, nothing offered, the address locked. */
export const Delivered: Story = {
  parameters: { route: `${DETAIL}/shp-fx-delivered` },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findPageHeading(canvasElement, text.detailTitle('shp-fx-delivered'));
    await expect(page.getByText(text.noActions)).toBeVisible();
    await expect(page.getByText(text.addressLocked)).toBeVisible();
    await expect(page.getByText(text.invoiceOf(text.carriers.HANJIN, '420012345678'))).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: `${DETAIL}/shp-none` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.gone)).toBeVisible();
  },
};
