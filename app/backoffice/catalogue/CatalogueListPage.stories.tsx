/**
 * The catalogue's lists against the mock's 10,000+ classes and hundreds of books, goods and passes
 * (issue 28; backoffice.md §4 display state, §9 summaries 20 a page and price display): the class
 * list, 20 a page, titles opening the edit; books beside it in the section navigation; a category
 * and hidden items from a pasted URL (every row answering them); one class hidden with the undo
 * window, then undone; "all N matching" selected; the courses' list (v2) with the classes'
 * categories read from the server, paged and filtered by category, and the packages' list paged;
 * filtered-empty; empty; loading; a failed load of the list and of its categories.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, findPageHeading, findSettledTable, neverAnswering } from '../storySupport';
import { KlassListPage } from './CatalogueListPage';

const text = copy.backofficeCatalogue;
const kit = copy.listKit;
const ds = copy.designSystem;
const LIST = '/admin/contents';
const KLASS_CALL = '/rest/inventory/admin/tenant/catalogue/klasses';

const meta = {
  title: 'Back-office/Catalogue/상품 목록 · CatalogueListPage',
  component: KlassListPage,
  render: () => <Backoffice />,
  parameters: { route: LIST, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof KlassListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const klassTable = (canvasElement: HTMLElement) => findSettledTable(canvasElement, text.listTitle('KLASS'), text.caption('KLASS'));

/** 10,000+ classes, 20 a page: the titles open their edit, the count of every match. */
export const Klasses: Story = {
  name: '클래스 관리 · 클래스 1만여 개',
  play: async ({ canvasElement }) => {
    const table = await klassTable(canvasElement);
    // §9 summaries 20 a page: the header row and 20.
    await expect(within(canvasElement).getByRole('table', { name: text.caption('KLASS') })).toHaveAttribute('aria-rowcount', '21');
    await expect(table.getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/admin\/contents\/klasses\/klass-/));
    await expect(await within(canvasElement).findByText(/^총 10,0\d\d개$/)).toBeVisible();
    const nav = within(canvasElement).getByRole('navigation', { name: copy.backofficeCatalogueSections.navLabel });
    await expect(within(nav).getByRole('link', { name: text.typeNames.KLASS })).toHaveAttribute('aria-current', 'page');
  },
};

/** The books' list: its own categories, prices as the learner sees them. */
export const Books: Story = {
  parameters: { route: `${LIST}/books` },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.listTitle('BOOK'), text.caption('BOOK'));
    await expect(table.getAllByRole('row').length).toBeGreaterThan(1);
    await expect(table.getAllByText(/원$|^무료$|^표시 안 함$/).length).toBeGreaterThan(0);
    await expect(within(canvasElement).getByRole('checkbox', { name: '교재' })).not.toBeChecked();
  },
};

/** Hidden design classes, from a pasted URL: the filters are checked and every row answers them. */
export const HiddenInCategory: Story = {
  parameters: { route: `${LIST}?category=cat-klass-design&displayState=HIDE` },
  play: async ({ canvasElement }) => {
    const table = await klassTable(canvasElement);
    await expect(within(canvasElement).getByRole('checkbox', { name: '디자인' })).toBeChecked();
    await expect(within(canvasElement).getByRole('checkbox', { name: text.displayStateNames.HIDE })).toBeChecked();
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      await expect(row).toHaveTextContent('디자인');
      await expect(row).toHaveTextContent(text.displayStateNames.HIDE);
    }
  },
};

/** One class hidden: at once on screen with the undo window; 되돌리기 brings it back. */
export const HideOneThenUndo: Story = {
  parameters: { route: `${LIST}?q=klass-002` },
  play: async ({ canvasElement }) => {
    const table = await klassTable(canvasElement);
    const row = () => table.getAllByRole('row')[1];
    await userEvent.click(await table.findByRole('button', { name: text.hideOne('브랜드 디자인 첫걸음') }));
    await expect(row()).toHaveTextContent(text.displayStateNames.HIDE);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: kit.undo }));
    await expect(row()).toHaveTextContent(text.displayStateNames.SHOW);
  },
};

/** The page selected, then every class matching: the bulk bar says the whole count. */
export const AllMatchingSelected: Story = {
  parameters: { route: `${LIST}?category=cat-klass-finance` },
  play: async ({ canvasElement }) => {
    await klassTable(canvasElement);
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('checkbox', { name: ds.selectAll }));
    const total = (await page.findByText(/^총 [\d,]+개$/)).textContent?.replace(/^총 |개$/g, '') ?? '';
    await userEvent.click(await page.findByRole('button', { name: kit.selectAllMatching(total, text.unit) }));
    const bar = page.getByRole('region', { name: kit.bulkActions });
    await expect(bar).toHaveTextContent(kit.selectionAllMatching(total, text.unit));
    await expect(within(bar).getByRole('button', { name: text.hide })).toBeEnabled();
  },
};

/** The PRODUCT area: the goods, each opening its variants; display state shown, changed only under 콘텐츠. */
export const ProductArea: Story = {
  parameters: { route: '/admin/products' },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.productsTitle, text.caption('GOODS'));
    await expect(table.getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/admin\/products\/goods-/));
    await expect(table.queryByRole('checkbox')).toBeNull();
    await expect(table.queryByRole('button', { name: new RegExp(`${text.hide}$`) })).toBeNull();
  },
};

/**
 * Issue 40 "Books listed under PRODUCT beside goods": a product operator (PRODUCT, not CONTENT)
 * opens 도서 from the area's sections; each book opens its sales info under PRODUCT.
 */
export const ProductBooks: Story = {
  parameters: { route: '/admin/products/books', scenario: 'product-operator' },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.productBooksTitle, text.caption('BOOK'));
    await expect(await table.findByRole('link', { name: '홈베이킹 레시피북' })).toHaveAttribute('href', '/admin/products/book-005');
    await expect(table.queryByRole('checkbox')).toBeNull();
    const sections = within(canvasElement).getByRole('navigation', { name: copy.backofficeProductSections.navLabel });
    await expect(within(sections).getByRole('link', { name: copy.backofficeProductSections.books })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * Courses (the v2 lists) on the list kit, the mock's 3 and 36 generated: the first 20 (§9 20 a
 * page) of 39; the category filter offers the server's class categories and narrows the list to the
 * development courses (2 and 5 generated).
 */
export const Courses: Story = {
  parameters: { route: `${LIST}/courses` },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await findSettledTable(canvasElement, text.listTitle('COURSE'), text.caption('COURSE'));
    await expect(page.getByRole('table', { name: text.caption('COURSE') })).toHaveAttribute('aria-rowcount', '21');
    await expect(await page.findByText(kit.totalCount('39', text.unit))).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '개발' })).not.toBeChecked();
    await userEvent.click(page.getByRole('checkbox', { name: '개발' }));
    await expect(await page.findByText(kit.totalCount('7', text.unit))).toBeVisible();
    await expect(table.getAllByRole('button', { name: new RegExp(`${text.hide}$`) }).length).toBeGreaterThan(0);
    const nav = within(canvasElement).getByRole('navigation', { name: copy.backofficeCatalogueSections.navLabel });
    await expect(within(nav).getByRole('link', { name: copy.backofficeCatalogueSections.courses })).toHaveAttribute('aria-current', 'page');
  },
};

/** Packages, the mock's 2 and 30 generated: the first 20 (§9 20 a page) of 32. */
export const Packages: Story = {
  parameters: { route: `${LIST}/packages` },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await findSettledTable(canvasElement, text.listTitle('PACKAGE'), text.caption('PACKAGE'));
    await expect(page.getByRole('table', { name: text.caption('PACKAGE') })).toHaveAttribute('aria-rowcount', '21');
    await expect(await page.findByText(kit.totalCount('32', text.unit))).toBeVisible();
    await expect(table.getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/admin\/contents\/packages\/pkg-/));
  },
};

/** The categories could not be read: the list says so and offers to try again. */
export const CategoriesLoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', `${KLASS_CALL}/categories`)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.listTitle('KLASS'));
    await expect(await within(canvasElement).findByText(text.categoriesLoadFailed, {}, { timeout: 10_000 })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: text.retry })).toBeVisible();
  },
};

export const FilteredEmpty: Story = {
  parameters: { route: `${LIST}?q=%EC%97%86%EB%8A%94%ED%81%B4%EB%9E%98%EC%8A%A4` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(kit.filteredEmpty, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(`*${KLASS_CALL}`, () => HttpResponse.json({ items: [], page: 1, size: 20, totalCount: 0, totalPages: 0 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(kit.empty(text.typeNames.KLASS), {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', KLASS_CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.listTitle('KLASS'));
    await expect(await within(canvasElement).findByRole('table', { name: text.caption('KLASS') }, { timeout: 10_000 })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', KLASS_CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.listTitle('KLASS'));
    await expect(await within(canvasElement).findByRole('button', { name: ds.retry }, { timeout: 10_000 })).toBeVisible();
  },
};
