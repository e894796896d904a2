/**
 * The public page of a catalogue item a card opens (issue 41; learner.md §1 visitors can browse):
 * a class for a visitor (its chapters, the login), the same class for the learner who owns it (the
 * way into its class room), a book, a book sold out and one in stock, goods with their options
 * (issue 40), and an item that is hidden or unknown.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { ItemPage } from './ItemPage';

const text = copy.sitePages;
const wait = { timeout: 4000 };

const meta = {
  title: 'Learner/Pages/상품 상세 · ItemPage',
  component: ItemPage,
  render: () => (
    <Routes>
      <Route path="/items/:type/:itemKey" element={<ItemPage />} />
    </Routes>
  ),
  parameters: { route: '/items/KLASS/klass-001', scenario: 'visitor' },
} satisfies Meta<typeof ItemPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClassForVisitor: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: '실전 데이터 분석 입문' }, wait)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.chaptersTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: text.loginToLearn })).toBeVisible();
  },
};

export const ClassForVisitorMobile: Story = { ...ClassForVisitor, globals: { viewport: { value: 'xs' } } };

export const OwnedByLearner: Story = {
  parameters: { scenario: 'default' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(text.ownedNote, {}, wait)).toBeVisible();
    await expect(page.getByRole('link', { name: text.enterOwned })).toBeVisible();
  },
};

export const Book: Story = {
  parameters: { route: '/items/BOOK/book-005' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(text.itemTypes.BOOK, {}, wait)).toBeVisible();
    await expect(page.queryByRole('heading', { name: text.chaptersTitle })).toBeNull();
  },
};

/** A book with no unit left in any warehouse (issue 40): 품절 beside its price, in words. */
export const SoldOutBook: Story = {
  parameters: { route: '/items/BOOK/book-101' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: '베이킹 계량 가이드 소책자' }, wait)).toBeVisible();
    await expect(page.getByText(text.soldOut, { exact: true })).toBeVisible();
    await expect(page.getByText(text.soldOutNote)).toBeVisible();
  },
};

/** A book in stock: no 품절, no option list. */
export const BookInStock: Story = {
  parameters: { route: '/items/BOOK/book-005' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: '홈베이킹 레시피북' }, wait)).toBeVisible();
    await expect(page.queryByText(text.soldOut, { exact: true })).toBeNull();
    await expect(page.queryByRole('heading', { name: text.optionsTitle })).toBeNull();
  },
};

/** Goods with options: each option on sale, said in words (the seeded 튜브형 and 고체형 both have units). */
export const GoodsOptions: Story = {
  parameters: { route: '/items/GOODS/goods-002' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const options = await page.findByRole('region', { name: text.optionsTitle }, wait);
    await expect(within(options).getAllByRole('listitem').map((item) => item.textContent)).toEqual([`튜브형${text.optionInStock}`, `고체형${text.optionInStock}`]);
  },
};

export const NotShown: Story = {
  parameters: { route: '/items/KLASS/klass-none' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.itemNotFound, {}, wait)).toBeVisible();
  },
};
