/**
 * A new catalogue item (issue 40 "Create … the type's fields with their rules and Korean messages
 * at the field, a cover through the upload kit, a category; the new item opens in its edit form
 * and appears in the list"): the goods form as it opens, every field's error at once, a class's
 * own fields (master, learning period) refused at their fields, a created pass opening in its
 * edit form, "새 굿즈" on the goods list, a failed save keeping what was typed, and the categories'
 * loading and failure. Against the mock's catalogue.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueRuleMessages } from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, neverAnswering, screen } from '../storySupport';
import { CatalogueCreatePage } from './CatalogueCreatePage';

const text = copy.backofficeCatalogue;
const CALL = (typePath: string) => `/rest/inventory/admin/tenant/catalogue/${typePath}`;

const meta = {
  title: 'Back-office/Catalogue/상품 만들기 · CatalogueCreatePage',
  component: CatalogueCreatePage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/contents/goods/new', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof CatalogueCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Page = ReturnType<typeof within>;
const field = (page: Page, label: string) => page.getByRole('textbox', { name: fieldLabel(label) });

async function openForm(canvasElement: HTMLElement, heading: string) {
  await findPageHeading(canvasElement, heading);
  const page = within(canvasElement);
  await page.findByRole('textbox', { name: fieldLabel(text.fieldTitle) }, { timeout: 10_000 });
  return page;
}

/** A new goods item as the form opens: the first category, stopped until put on sale, shipping 3,000원. */
export const NewGoods: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement, text.createTitle('GOODS'));
    await expect(field(page, text.fieldTitle)).toHaveValue('');
    await expect(page.getByRole('combobox', { name: fieldLabel(text.fieldCategory) })).toHaveDisplayValue('키트');
    await expect(page.getByRole('radio', { name: text.saleStatusNames.STOPPED })).toBeChecked();
    await expect(field(page, text.fieldShippingFee)).toHaveValue('3,000');
    await expect(page.getByText(text.coverNew)).toBeVisible();
    await expect(page.getByRole('button', { name: text.create })).toBeVisible();
  },
};

/** Every rule broken at once: each field says its own message, the first one focused. */
export const EveryFieldError: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement, text.createTitle('GOODS'));
    await userEvent.type(field(page, text.fieldTitle), '새');
    await userEvent.clear(field(page, text.fieldShippingFee));
    await userEvent.type(field(page, text.fieldShippingFee), '-1');
    await userEvent.type(field(page, text.fieldFreeShippingFrom), '천만원');
    await userEvent.type(field(page, text.fieldMaxPurchaseQuantity), '0');
    await userEvent.click(page.getByRole('checkbox', { name: text.fieldSalePeriod }));
    await userEvent.click(page.getByRole('button', { name: text.create }));
    const title = field(page, text.fieldTitle);
    await expect(title).toHaveAccessibleDescription(expect.stringContaining(catalogueRuleMessages.title));
    await expect(title).toHaveFocus();
    await expect(field(page, text.fieldPrice)).toHaveAccessibleDescription(expect.stringContaining(catalogueRuleMessages.price));
    await expect(field(page, text.fieldShippingFee)).toHaveAccessibleDescription(expect.stringContaining(catalogueRuleMessages.shippingAmount));
    await expect(field(page, text.fieldFreeShippingFrom)).toHaveAccessibleDescription(expect.stringContaining(catalogueRuleMessages.shippingAmount));
    await expect(field(page, text.fieldMaxPurchaseQuantity)).toHaveAccessibleDescription(expect.stringContaining(catalogueRuleMessages.purchaseQuantity));
    await expect(page.getByLabelText(fieldLabel(text.fieldSaleEnd))).toHaveAccessibleDescription(expect.stringContaining(text.salePeriodRequired));
  },
};

/** A new class: its master in charge and its learning period are its own fields, refused at each. */
export const NewClassOwnFields: Story = {
  parameters: { route: '/admin/contents/klasses/new' },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement, text.createTitle('KLASS'));
    await userEvent.type(field(page, text.fieldTitle), '도자기 물레 첫걸음');
    await userEvent.type(field(page, text.fieldPrice), '89,000');
    const period = field(page, text.fieldPeriodDays('KLASS'));
    await expect(period).toHaveValue('90');
    await userEvent.clear(period);
    await userEvent.type(period, '400');
    await userEvent.click(page.getByRole('button', { name: text.create }));
    await expect(field(page, text.fieldMasterName)).toHaveAccessibleDescription(expect.stringContaining(catalogueRuleMessages.masterName));
    await expect(period).toHaveAccessibleDescription(expect.stringContaining(catalogueRuleMessages.periodDays));
    await expect(field(page, text.fieldTitle)).toHaveValue('도자기 물레 첫걸음');
  },
};

/** A new pass is created and opens in its edit form, said so. */
export const CreatedOpensEdit: Story = {
  parameters: { route: '/admin/contents/passes/new' },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement, text.createTitle('PASS'));
    await userEvent.type(field(page, text.fieldTitle), '주말 자유이용권 2개월');
    await userEvent.type(field(page, text.fieldPrice), '49000');
    await userEvent.clear(field(page, text.fieldPeriodDays('PASS')));
    await userEvent.type(field(page, text.fieldPeriodDays('PASS')), '60');
    await userEvent.click(page.getByRole('button', { name: text.create }));
    // The toast first: it is gone in a few seconds, before a loaded machine has drawn the edit form.
    await expect(await screen(canvasElement).findByText(text.created('주말 자유이용권 2개월'))).toBeVisible();
    await findPageHeading(canvasElement, '주말 자유이용권 2개월');
    await expect(page.getByRole('button', { name: text.save })).toBeVisible();
    await expect(field(page, text.fieldPrice)).toHaveValue('49000');
  },
};

/** "새 굿즈" on the goods list opens this form. */
export const FromTheList: Story = {
  parameters: { route: '/admin/contents/goods' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findPageHeading(canvasElement, text.listTitle('GOODS'));
    await userEvent.click(await page.findByRole('button', { name: text.newItem('GOODS') }));
    await openForm(canvasElement, text.createTitle('GOODS'));
  },
};

/** The create fails: said so, every typed value kept. */
export const CreateFailed: Story = {
  parameters: { msw: { handlers: [failing('post', CALL('goods'))] } },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement, text.createTitle('GOODS'));
    await userEvent.type(field(page, text.fieldTitle), '자수 입문 키트');
    await userEvent.type(field(page, text.fieldPrice), '27000');
    await userEvent.click(page.getByRole('button', { name: text.create }));
    await expect(await page.findByText(text.saveFailed)).toBeVisible();
    await expect(field(page, text.fieldTitle)).toHaveValue('자수 입문 키트');
  },
};

export const CategoriesLoading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', `${CALL('goods')}/categories`)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.createTitle('GOODS'));
    await expect(within(canvasElement).queryByRole('textbox', { name: fieldLabel(text.fieldTitle) })).toBeNull();
  },
};

export const CategoriesFailed: Story = {
  parameters: { msw: { handlers: [failing('get', `${CALL('goods')}/categories`)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.createTitle('GOODS'));
    await expect(await within(canvasElement).findByRole('button', { name: text.retry }, { timeout: 10_000 })).toBeVisible();
  },
};
