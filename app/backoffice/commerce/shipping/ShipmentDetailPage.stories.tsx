/**
 * One shipment against the mock (backoffice.md §3 Shipping, §4, §5; issue 17): a prepared one
 * offers only hold and drop out, takes an invoice (and goes in transit); a delivered one offers
 * nothing and locks its address; the address form says §5's rules at its fields, and a failed
 * save keeps what was typed; a shipment that does not exist.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, screen } from '../../storySupport';
import { ShipmentDetailPage } from './ShipmentDetailPage';

const text = copy.backofficeShipping;
const DETAIL = '/admin/shipping';

const meta = {
  title: 'Back-office/Commerce/ShipmentDetailPage',
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
  parameters: { msw: { handlers: [failing('put', '/rest/commerce/admin/tenant/shipments/shp-fx-prepared/address')] } },
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
