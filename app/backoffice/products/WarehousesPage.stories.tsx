/**
 * The warehouse list against the mock (issue 40 "warehouses are data (list, add, rename)"): the
 * seeded two with the units and variants each holds, the name search from the URL, loading,
 * empty, filtered-empty and a failed load; the name dialog with §5's message at the field and the
 * server's taken name there too; an added and a renamed warehouse; a save that fails (said in the
 * dialog, what was typed kept). Shown to an operator holding PRODUCT only as well.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { variantRuleMessages } from '@app/shared/api/contract/adminProductWords';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, neverAnswering, screen } from '../storySupport';
import { WarehousesPage } from './WarehousesPage';

const text = copy.backofficeProducts;
const kit = copy.listKit;
const CALL = '/rest/product/admin/tenant/warehouses';

const meta = {
  title: 'Back-office/Products/창고 · WarehousesPage',
  component: WarehousesPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/products/warehouses', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof WarehousesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function warehousesTable(canvasElement: HTMLElement) {
  await findPageHeading(canvasElement, text.warehousesTitle);
  return within(await within(canvasElement).findByRole('table', { name: text.warehousesCaption }));
}

async function openDialog(canvasElement: HTMLElement, button: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }));
  return within(await screen(canvasElement).findByRole('dialog'));
}

/** The seeded two, in the order they were added, each with its units in words ("1,234개"). */
export const Loaded: Story = {
  name: '창고 목록 · 이천과 부산',
  play: async ({ canvasElement }) => {
    const table = await warehousesTable(canvasElement);
    await expect(await table.findByText('이천 물류센터')).toBeVisible();
    await expect(table.getByText('부산 물류센터')).toBeVisible();
    await expect(table.getAllByText(/^[\d,]+개$/).length).toBe(2);
    await expect(await within(canvasElement).findByText(kit.totalCount('2', text.warehouseUnit))).toBeVisible();
  },
};

/** A product operator (PRODUCT without CONTENT) keeps the warehouses. */
export const ProductOperator: Story = {
  parameters: { scenario: 'product-operator' },
  play: async ({ canvasElement }) => {
    const table = await warehousesTable(canvasElement);
    await expect(await table.findByText('이천 물류센터')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: text.newWarehouse })).toBeVisible();
  },
};

export const SearchedFromUrl: Story = {
  parameters: { route: `/admin/products/warehouses?name=${encodeURIComponent('부산')}` },
  play: async ({ canvasElement }) => {
    const table = await warehousesTable(canvasElement);
    await expect(await table.findByText('부산 물류센터')).toBeVisible();
    await expect(within(canvasElement).getByRole('searchbox', { name: text.nameFilter })).toHaveValue('부산');
    await expect(await within(canvasElement).findByText(kit.totalCount('1', text.warehouseUnit))).toBeVisible();
  },
};

export const FilteredEmpty: Story = {
  parameters: { route: `/admin/products/warehouses?name=${encodeURIComponent('없는창고')}` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(kit.filteredEmpty)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(`*${CALL}`, () => HttpResponse.json({ items: [], page: 1, size: 20, totalCount: 0, totalPages: 0 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(kit.empty(text.warehouseNoun))).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: text.newWarehouse }).length).toBe(2);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.warehousesTitle);
    await expect(await within(canvasElement).findByRole('table', { name: text.warehousesCaption })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.warehousesTitle);
    await expect(await within(canvasElement).findByRole('button', { name: copy.designSystem.retry })).toBeVisible();
  },
};

/** §5 common text: one character is too short, said at the field. */
export const AddNameRule: Story = {
  play: async ({ canvasElement }) => {
    await warehousesTable(canvasElement);
    const dialog = await openDialog(canvasElement, text.newWarehouse);
    const name = dialog.getByLabelText(fieldLabel(text.nameLabel));
    await userEvent.type(name, '창');
    await userEvent.click(dialog.getByRole('button', { name: text.create }));
    await expect(await dialog.findByText(copy.account.validation.minLength(2))).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 409 product.warehouse.name_taken: at the field, what was typed kept. */
export const AddNameTaken: Story = {
  play: async ({ canvasElement }) => {
    await warehousesTable(canvasElement);
    const dialog = await openDialog(canvasElement, text.newWarehouse);
    const name = dialog.getByLabelText(fieldLabel(text.nameLabel));
    await userEvent.type(name, '부산 물류센터');
    await userEvent.click(dialog.getByRole('button', { name: text.create }));
    await expect(await dialog.findByText(variantRuleMessages.warehouseNameTaken)).toBeVisible();
    await expect(name).toHaveValue('부산 물류센터');
  },
};

/** A new warehouse is listed holding nothing yet. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    await warehousesTable(canvasElement);
    const dialog = await openDialog(canvasElement, text.newWarehouse);
    await userEvent.type(dialog.getByLabelText(fieldLabel(text.nameLabel)), '  대전   반품센터 ');
    await userEvent.click(dialog.getByRole('button', { name: text.create }));
    await expect((await screen(canvasElement).findAllByText(text.created('대전 반품센터'))).length).toBeGreaterThan(0);
    const table = await warehousesTable(canvasElement);
    await expect(await table.findByText('대전 반품센터')).toBeVisible();
    await expect(await table.findByText(text.units('0'))).toBeVisible();
  },
};

export const Renamed: Story = {
  play: async ({ canvasElement }) => {
    await warehousesTable(canvasElement);
    const dialog = await openDialog(canvasElement, text.renameOf('부산 물류센터'));
    const name = dialog.getByLabelText(fieldLabel(text.nameLabel));
    await expect(name).toHaveValue('부산 물류센터');
    await userEvent.clear(name);
    await userEvent.type(name, '부산 신항센터');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    const table = await warehousesTable(canvasElement);
    await expect(await table.findByText('부산 신항센터')).toBeVisible();
  },
};

/** The save fails for another reason: said in the dialog, which stays open with what was typed. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: [failing('put', `${CALL}/wh-busan`)] } },
  play: async ({ canvasElement }) => {
    await warehousesTable(canvasElement);
    const dialog = await openDialog(canvasElement, text.renameOf('부산 물류센터'));
    const name = dialog.getByLabelText(fieldLabel(text.nameLabel));
    await userEvent.clear(name);
    await userEvent.type(name, '부산 신항센터');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await expect(await dialog.findByText(text.saveFailed)).toBeVisible();
    await expect(name).toHaveValue('부산 신항센터');
  },
};
