/**
 * A product's option groups and the keyboard-first variant grid (issue 28 "Stories … the variant
 * grid (empty, one group, three groups, 2,048 variants, invalid cell, paste, saving, failed)"):
 * each state against the mock (seeded goods) or a handler answering the product the state needs.
 * The play functions drive the grid as a keyboard user would: arrows move, Enter and typing edit,
 * Escape cancels, Tab leaves; a refused cell says why and is reached by "next error"; a pasted
 * block fills a range and one undo takes it back; 2,048 variants keep a few dozen rows in the DOM;
 * with unsaved work, a link elsewhere asks first (the kit's leave guard), staying keeps the work.
 * Issue 40: a spreadsheet's quoted cells pasted whole, the columns past the last one said; at 390
 * px the grid scrolls sideways with the option value and price readable; a stale save keeps the work;
 * the sales info above the grid edited by an operator holding PRODUCT only; a book's and an
 * option-less goods item's stock as the item itself (SKU and stock per warehouse).
 * Focus is in the active cell's own field (VariantGrid.tsx), so "the cell has focus" is its field
 * having it. Real IME composition is driven in tests/e2e/specs/korean-ime.spec.ts.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CatalogueItem } from '@app/shared/api/contract/adminCatalogue';
import type { ProductVariants } from '@app/shared/api/contract/adminProduct';
import { catalogueRuleMessages } from '@app/shared/api/contract/adminCatalogueWords';
import { generateVariants, productErrorCodes, variantRuleMessages, type OptionGroup, type WarehouseRef } from '@app/shared/api/contract/adminProductWords';
import { copy } from '@app/shared/copy';
import { areaById } from '../../access/areas';
import { Backoffice, failing, fieldLabel, findPageHeading, neverAnswering, screen } from '../../storySupport';
import { VariantsPage } from './VariantsPage';

const text = copy.backofficeCatalogue;
const words = text.variants;
const leave = copy.backofficeLeaveGuard;
const CALL = (itemKey: string) => `/rest/product/admin/tenant/products/${itemKey}/variants`;
const SALES = (itemKey: string) => `/rest/product/admin/tenant/products/${itemKey}/sales`;
const route = (itemKey: string) => `/admin/products/${itemKey}`;

const meta = {
  title: 'Back-office/Catalogue/상품 판매 관리 · VariantsPage',
  component: VariantsPage,
  render: () => <Backoffice />,
  parameters: { route: route('goods-002'), scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof VariantsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const seededWarehouses: readonly WarehouseRef[] = [
  { warehouseKey: 'wh-icheon', name: '이천 물류센터' },
  { warehouseKey: 'wh-busan', name: '부산 물류센터' },
];

/**
 * A product answered by a story's own handlers, its variants generated from `groups`, and its
 * sales info (the page reads it first).
 */
function answering(itemKey: string, groups: OptionGroup[], warehouses: readonly WarehouseRef[] = seededWarehouses) {
  const product: ProductVariants = {
    itemKey,
    title: '스토리 텀블러',
    price: 19_800,
    optionGroups: groups,
    variants: generateVariants([], [], groups, { skuPrefix: itemKey.toUpperCase(), price: 19_800 }),
    warehouses: [...warehouses],
    version: 1,
  };
  const sales: CatalogueItem = {
    itemKey,
    type: 'GOODS',
    title: product.title,
    masterName: null,
    usePlaybackRates: null,
    coverImageUrl: null,
    categoryKey: 'cat-goods-merch',
    displayState: 'SHOW',
    saleStatus: 'ON_SALE',
    price: 19_800,
    priceDisplayMode: 'FREE',
    salePeriod: null,
    taxType: 'TAXABLE',
    shippingFee: 3_000,
    freeShippingFrom: 50_000,
    maxPurchaseQuantity: null,
    description: '',
    version: 1,
    updatedAt: '2026-11-20T15:00:00.000Z',
  };
  return [http.get(`*${CALL(itemKey)}`, () => HttpResponse.json(product)), http.get(`*${SALES(itemKey)}`, () => HttpResponse.json(sales))];
}

const values = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

async function findGrid(canvasElement: HTMLElement, title: string) {
  await findPageHeading(canvasElement, words.openVariants(title));
  return within(canvasElement).findByRole('grid', { name: words.gridLabel }, { timeout: 10_000 });
}

const cell = (grid: HTMLElement, row: number, col: number) => {
  const found = grid.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`);
  if (!found) throw new Error(`cell ${row}:${col} is not rendered`);
  return found;
};

/** The active cell's field, where focus is while the cell is active (found once it is rendered). */
const field = (grid: HTMLElement, row: number, col: number) => within(cell(grid, row, col)).findByRole('textbox');

/**
 * A goods item without options (issue 40): the item itself, one row of its SKU and stock per
 * warehouse, no price or status of its own (the sales info's); its stock typed and saved, said in
 * the stock's words; groups can still be added.
 */
export const WithoutOptions: Story = {
  parameters: { route: route('goods-003') },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, words.openVariants('홈베이킹 도구 키트'));
    const page = within(canvasElement);
    const grid = await page.findByRole('grid', { name: words.stockGridLabel }, { timeout: 10_000 });
    await expect(page.getByText(words.itemItselfHint)).toBeVisible();
    await expect(grid).toHaveAttribute('aria-rowcount', '2');
    const headers = within(grid).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([words.columnSku, words.columnStock('이천 물류센터'), words.columnStock('부산 물류센터')]);
    await userEvent.click(cell(grid, 0, 2));
    await userEvent.keyboard('7{Enter}');
    await expect(cell(grid, 0, 2)).toHaveTextContent('7');
    await userEvent.click(page.getByRole('button', { name: words.save }));
    // Its own words, not the variant grid's "옵션과 재고를 저장했어요" (the hand review).
    await expect(await screen(canvasElement).findByText(words.stockSaved)).toBeVisible();
    await expect(screen(canvasElement).queryByText(words.saved)).toBeNull();
    await userEvent.click(page.getByRole('button', { name: words.addGroup }));
    await expect(page.getByRole('textbox', { name: words.groupName(1) })).toBeVisible();
  },
};

/** One group (the seeded goods' 튜브형 / 고체형): arrows move, Enter edits and moves down, Escape cancels, Tab leaves. */
export const OneGroupByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement, '수채화 물감 24색 세트');
    await expect(grid).toHaveAttribute('aria-rowcount', '3');
    await userEvent.click(cell(grid, 0, 0));
    await userEvent.keyboard('{ArrowRight}');
    await expect(await field(grid, 0, 1)).toHaveFocus();
    // Typing replaces the text; Enter commits and moves down.
    await userEvent.keyboard('5');
    await userEvent.keyboard('0000{Enter}');
    await expect(cell(grid, 0, 1)).toHaveTextContent('50000');
    await waitFor(async () => expect(await field(grid, 1, 1)).toHaveFocus());
    // Escape cancels an edit: the field holds the cell's text again, focus stays.
    await userEvent.keyboard('{Enter}{Control>}a{/Control}1');
    await expect(await field(grid, 1, 1)).toHaveValue('1');
    await userEvent.keyboard('{Escape}');
    await expect(await field(grid, 1, 1)).toHaveValue('45000');
    await expect(cell(grid, 1, 1)).toHaveTextContent('45000');
    await waitFor(async () => expect(await field(grid, 1, 1)).toHaveFocus());
    // Tab leaves the grid: one tab stop.
    await userEvent.tab();
    await expect(grid.contains(document.activeElement)).toBe(false);
  },
};

/** Three groups (colour × size × material) make every combination, the option columns first. */
export const ThreeGroups: Story = {
  parameters: {
    route: route('goods-story-3'),
    msw: { handlers: answering('goods-story-3', [{ name: '색상', values: ['화이트', '블랙', '네이비'] }, { name: '사이즈', values: ['S', 'M'] }, { name: '소재', values: ['면', '린넨'] }]) },
  },
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement, '스토리 텀블러');
    await expect(grid).toHaveAttribute('aria-rowcount', '13');
    const headers = within(grid).getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers.slice(0, 3)).toEqual(['색상', '사이즈', '소재']);
    await expect(cell(grid, 11, 2)).toHaveTextContent('린넨');
  },
};

/** 2,048 variants: a few dozen rows in the DOM; Ctrl+End reaches the last cell with focus. */
export const TwoThousandFortyEightVariants: Story = {
  parameters: {
    route: route('goods-story-2048'),
    msw: { handlers: answering('goods-story-2048', [{ name: '색상', values: values(16, 'C') }, { name: '사이즈', values: values(16, 'S') }, { name: '소재', values: values(8, 'M') }]) },
  },
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement, '스토리 텀블러');
    await expect(grid).toHaveAttribute('aria-rowcount', '2049');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(80);
    await userEvent.click(cell(grid, 0, 0));
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(async () => expect(await field(grid, 2047, 7)).toHaveFocus());
    await expect(cell(grid, 2047, 0)).toHaveTextContent('C16');
  },
};

/** A refused value stays as typed with its message; "next error" takes focus to it; the save is held back. */
export const InvalidCell: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement, '수채화 물감 24색 세트');
    const page = within(canvasElement);
    await userEvent.click(cell(grid, 1, 1));
    await userEvent.keyboard('-100{Enter}');
    await expect(cell(grid, 1, 1)).toHaveTextContent('-100');
    await expect(cell(grid, 1, 1)).toHaveTextContent(words.cellError(catalogueRuleMessages.price));
    await expect(page.getByText(words.errorCount('1'))).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: words.save }));
    await expect(await page.findByText(words.saveBlocked)).toBeVisible();
    await waitFor(async () => expect(await field(grid, 1, 1)).toHaveFocus());
    // The hand review: the reason was only in a tooltip. The active cell's reason is said as text under the grid.
    await expect(await page.findByText((shown, element) => element?.tagName === 'P' && shown.endsWith(`: ${catalogueRuleMessages.price}`))).toBeVisible();
  },
};

/**
 * Korean input (issue 27): Hangul typed on a cell composes in the field that already has focus
 * (the IME's keydown carries no character and moves nothing; compositionstart begins the edit, the
 * focused element unchanged), and the Enter or Escape that belongs to the composition commits,
 * cancels and moves nothing; the next, plain Enter commits the status typed in Korean.
 */
export const HangulOnACell: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement, '수채화 물감 24색 세트');
    await userEvent.click(cell(grid, 1, 5));
    const editor = await field(grid, 1, 5);
    await expect(editor).toHaveFocus();
    const press = (init: KeyboardEventInit) => editor.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
    press({ key: 'Process', keyCode: 229 });
    editor.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    await expect(editor).toHaveFocus();
    await userEvent.keyboard(text.saleStatusNames.STOPPED);
    press({ key: 'Enter', keyCode: 229, isComposing: true });
    press({ key: 'Escape', isComposing: true });
    await expect(editor).toHaveFocus();
    await expect(editor).toHaveValue(text.saleStatusNames.STOPPED);
    await expect(cell(grid, 1, 5)).toHaveTextContent(new RegExp(`^${text.saleStatusNames.ON_SALE}$`));
    press({ key: 'Enter', keyCode: 13 });
    await expect(await within(cell(grid, 1, 5)).findByText(text.saleStatusNames.STOPPED)).toBeVisible();
    await expect(within(canvasElement).getByText(words.noErrors)).toBeVisible();
  },
};

/**
 * A block pasted from a spreadsheet fills the range from the active cell; one undo takes it back.
 * Each is said in the grid's live region (the hand review: neither was announced).
 */
export const PasteThenUndo: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement, '수채화 물감 24색 세트');
    const page = within(canvasElement);
    await userEvent.click(cell(grid, 0, 1));
    await userEvent.paste('41000\tWC-TUBE\t12\n42000\tWC-SOLID\t7');
    await expect(cell(grid, 0, 2)).toHaveTextContent('WC-TUBE');
    await expect(cell(grid, 1, 1)).toHaveTextContent('42000');
    await expect(cell(grid, 1, 3)).toHaveTextContent('7');
    await expect(await page.findByText(words.pasted('6'))).toHaveAttribute('role', 'status');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(cell(grid, 0, 2)).toHaveTextContent('GOODS-002-0001');
    await expect(cell(grid, 1, 1)).toHaveTextContent('45000');
    await expect(await page.findByText(words.undone('6'))).toHaveAttribute('role', 'status');
  },
};

/**
 * A bad paste names each cell it got wrong, up to five, and counts the rest (the hand review: only
 * the active cell's problem was said): seven prices that are not numbers.
 */
export const PasteBadCells: Story = {
  parameters: {
    route: route('goods-story-8'),
    msw: { handlers: answering('goods-story-8', [{ name: '색상', values: values(8, '색') }]) },
  },
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement, '스토리 텀블러');
    const page = within(canvasElement);
    await userEvent.click(cell(grid, 0, 1));
    await userEvent.paste(Array.from({ length: 7 }, () => '만원').join('\n'));
    await expect(await page.findByText(words.errorCount('7'))).toBeVisible();
    const names = values(5, '색').map((option) => words.cellName(words.columnPrice, option));
    const said = await page.findByText(`${words.pasted('7')} ${words.pasteBadCells('7', names, '2')}`);
    await expect(said).toHaveAttribute('role', 'status');
  },
};

/**
 * Issue 40: a paste reads a spreadsheet's quoting ("12,000" is a price, a quoted line break stays
 * in its cell) and fills as many columns from the active cell as it has; the column past the last
 * one is left out and said so.
 */
export const PasteQuotedPastLastColumn: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement, '수채화 물감 24색 세트');
    const page = within(canvasElement);
    await userEvent.click(cell(grid, 0, 1));
    await userEvent.paste('"12,000"\tWC-A\t1\t2\t판매 중\t"남는\n칸"\r\n"13,000"\tWC-B\t3\t4\t판매 중\t남는 칸\r\n');
    await expect(cell(grid, 0, 1)).toHaveTextContent(/^12000$/);
    await expect(cell(grid, 1, 1)).toHaveTextContent(/^13000$/);
    await expect(cell(grid, 1, 4)).toHaveTextContent(/^4$/);
    await expect(page.getByText(words.noErrors)).toBeVisible();
    await expect(await page.findByText(`${words.pasted('10')} ${words.pasteLeftOut([words.pastePastColumns('1')])}`)).toBeVisible();
  },
};

/** Issue 40: at 390 px the grid scrolls sideways and keeps each variant's option value and its price readable, not "3…". */
export const AtPhoneWidth: Story = {
  globals: { viewport: { value: 'xs390' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    const grid = await findGrid(canvasElement, '수채화 물감 24색 세트');
    const scroller = grid.parentElement;
    if (!scroller) throw new Error('the grid has no scrolling box');
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    for (const at of [cell(grid, 0, 0), cell(grid, 0, 1)]) {
      const shown = at.querySelector('span');
      if (!shown) throw new Error('the cell shows no text');
      // The text fits its cell: nothing is cut to an ellipsis.
      await expect(at.scrollWidth).toBeLessThanOrEqual(at.clientWidth);
      await expect(shown.getBoundingClientRect().right).toBeLessThanOrEqual(scroller.getBoundingClientRect().right);
    }
    await expect(cell(grid, 0, 0)).toHaveTextContent('튜브형');
    // The hand review: the page was 1 px too wide and the group's delete button squeezed.
    const doc = canvasElement.ownerDocument;
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const remove = within(canvasElement).getByRole('button', { name: words.removeGroup(1) });
    await expect(remove.scrollWidth).toBeLessThanOrEqual(remove.clientWidth);
    await expect(remove.getBoundingClientRect().height).toBeLessThan(56);
    // Scrolled to the last column, the option value stays at the left.
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(cell(grid, 0, 0).getBoundingClientRect().left).toBeGreaterThanOrEqual(scroller.getBoundingClientRect().left - 1));
  },
};

/**
 * At 390 px a book's stock grid scrolls sideways with its SKU held at the left; an arrow move
 * scrolls the active cell whole into view, never under the held SKU column nor past the right edge
 * (the hand review: moving back left left the stock under the SKU).
 */
export const BookStockAtPhoneWidth: Story = {
  parameters: { route: route('book-005') },
  globals: { viewport: { value: 'xs390' } },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: words.stockGridLabel }, { timeout: 10_000 });
    const scroller = grid.parentElement;
    if (!scroller) throw new Error('the grid has no scrolling box');
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    /** Whether the cell is whole between the held SKU column and the box's right edge. */
    const clear = (col: number) => {
      const held = cell(grid, 0, 0).getBoundingClientRect();
      const box = scroller.getBoundingClientRect();
      const at = cell(grid, 0, col).getBoundingClientRect();
      return at.left >= held.right - 1 && at.right <= box.left + scroller.clientLeft + scroller.clientWidth + 1;
    };
    await userEvent.click(cell(grid, 0, 1));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(async () => expect(await field(grid, 0, 2)).toHaveFocus());
    await waitFor(() => expect(clear(2)).toBe(true));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(async () => expect(await field(grid, 0, 1)).toHaveFocus());
    await waitFor(() => expect(clear(1)).toBe(true));
    await expect(cell(grid, 0, 0)).toHaveTextContent('BOOK-005-0001');
  },
};

/**
 * The grid's keys are beside it, in a disclosure that describes the grid (the hand review: the
 * help was the page's introduction, far from the grid): closed at first, opened by its button.
 */
export const KeysBesideTheGrid: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement, '수채화 물감 24색 세트');
    const page = within(canvasElement);
    const toggle = page.getByRole('button', { name: words.keysToggle });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const keys = canvasElement.ownerDocument.getElementById(grid.getAttribute('aria-describedby') ?? '');
    if (!keys) throw new Error('the grid is described by nothing');
    await expect(toggle).toHaveAttribute('aria-controls', keys.id);
    await expect(keys).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(keys).toBeVisible();
    const [arrows, moving] = words.keys[0];
    await expect(within(keys).getByText(arrows)).toBeVisible();
    await expect(grid).toHaveAccessibleDescription(expect.stringContaining(moving));
    // Just above the grid, and no longer in the page's introduction.
    await expect(keys.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(page.getByText(words.pageIntro)).toBeVisible();
  },
};

/** Someone saved first: said so with the work kept; the next save goes over the latest version. */
export const SaveStale: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(`*${CALL('goods-002')}`, () =>
          HttpResponse.json({ status: 409, code: 'catalogue.version.conflict', message: '다른 곳에서 먼저 수정했어요.', data: { version: 9 } }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement, '수채화 물감 24색 세트');
    await userEvent.click(cell(grid, 0, 3));
    await userEvent.keyboard('77{Enter}');
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.save }));
    await expect(await within(canvasElement).findByText(text.stale)).toBeVisible();
    await expect(cell(grid, 0, 3)).toHaveTextContent('77');
  },
};

/** Saving: the button stays focusable and says it is busy. */
export const Saving: Story = {
  parameters: { msw: { handlers: [neverAnswering('put', CALL('goods-002'))] } },
  play: async ({ canvasElement }) => {
    await findGrid(canvasElement, '수채화 물감 24색 세트');
    const button = within(canvasElement).getByRole('button', { name: words.save });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The save fails: said so, every edit still there. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: [failing('put', CALL('goods-002'))] } },
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement, '수채화 물감 24색 세트');
    await userEvent.click(cell(grid, 0, 3));
    await userEvent.keyboard('99{Enter}');
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.save }));
    await expect(await within(canvasElement).findByText(text.saveFailed)).toBeVisible();
    await expect(cell(grid, 0, 3)).toHaveTextContent('99');
  },
};

/**
 * Issue 40 "warehouses are data": a third warehouse added under 창고 is a third stock column, its
 * stock 0 until typed; a stock typed there is read into that warehouse.
 */
export const StockPerAddedWarehouse: Story = {
  parameters: {
    route: route('goods-story-wh'),
    msw: { handlers: answering('goods-story-wh', [{ name: '색상', values: ['화이트', '블랙'] }], [...seededWarehouses, { warehouseKey: 'wh-0003', name: '대전 반품센터' }]) },
  },
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement, '스토리 텀블러');
    const headers = within(grid).getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers.slice(3, 6)).toEqual([words.columnStock('이천 물류센터'), words.columnStock('부산 물류센터'), words.columnStock('대전 반품센터')]);
    await expect(cell(grid, 1, 5)).toHaveTextContent(/^0$/);
    await userEvent.click(cell(grid, 1, 5));
    await userEvent.keyboard('42{Enter}');
    await expect(cell(grid, 1, 5)).toHaveTextContent(/^42$/);
    await expect(within(canvasElement).getByText(words.noErrors)).toBeVisible();
  },
};

/** A warehouse the grid was drawn with is gone when it saves (400 product.warehouse.unknown): said, the stock typed kept. */
export const SaveWarehouseGone: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(`*${CALL('goods-002')}`, () =>
          HttpResponse.json({ status: 400, code: productErrorCodes.warehouseUnknown.code, message: variantRuleMessages.warehouseUnknown, data: { warehouseKeys: ['wh-busan'] } }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement, '수채화 물감 24색 세트');
    await userEvent.click(cell(grid, 0, 4));
    await userEvent.keyboard('31{Enter}');
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.save }));
    await expect(await within(canvasElement).findByText(variantRuleMessages.warehouseUnknown)).toBeVisible();
    await expect(cell(grid, 0, 4)).toHaveTextContent(/^31$/);
  },
};

/** Unsaved work asks before it is left: a stock typed, then the breadcrumb; staying keeps the stock, leaving goes. */
export const LeaveAsks: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement, '수채화 물감 24색 세트');
    const page = within(canvasElement);
    const body = screen(canvasElement);
    await expect(page.queryByText(leave.hint)).toBeNull();
    await userEvent.click(cell(grid, 0, 3));
    await userEvent.keyboard('99{Enter}');
    await expect(page.getByText(leave.hint)).toBeVisible();
    const home = () => within(page.getByRole('navigation', { name: copy.backoffice.breadcrumbsLabel })).getByRole('link', { name: copy.backoffice.home });
    await userEvent.click(home());
    await userEvent.click(within(await body.findByRole('alertdialog', { name: leave.title })).getByRole('button', { name: leave.stay }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(cell(grid, 0, 3)).toHaveTextContent('99');
    await userEvent.click(home());
    await userEvent.click(within(await body.findByRole('alertdialog', { name: leave.title })).getByRole('button', { name: leave.leave }));
    await expect(await page.findByRole('heading', { level: 1, name: copy.backoffice.homeTitle }, { timeout: 10_000 })).toBeVisible();
  },
};

/**
 * Issue 40 "Sales info belongs to PRODUCT": an operator holding PRODUCT and not CONTENT changes a
 * goods item's price and tax type above its variants; a price its rule refuses is said at the field.
 */
export const SalesUnderProductOnly: Story = {
  parameters: { scenario: 'product-operator' },
  play: async ({ canvasElement }) => {
    await findGrid(canvasElement, '수채화 물감 24색 세트');
    const sales = within(await within(canvasElement).findByRole('region', { name: text.salesTitle }));
    const price = sales.getByRole('textbox', { name: fieldLabel(text.fieldPrice) });
    await userEvent.clear(price);
    await userEvent.type(price, '만원');
    await userEvent.click(sales.getByRole('button', { name: text.salesSave }));
    await expect(price).toHaveAccessibleDescription(expect.stringContaining(catalogueRuleMessages.price));
    await userEvent.clear(price);
    await userEvent.type(price, '47,000');
    await userEvent.click(sales.getByRole('radio', { name: text.taxTypeNames.TAX_FREE }));
    await userEvent.click(sales.getByRole('button', { name: text.salesSave }));
    await expect(await screen(canvasElement).findByText(text.salesSaved)).toBeVisible();
    await expect(price).toHaveValue('47000');
  },
};

/**
 * A book under PRODUCT (issue 40 "stock for books"): its sales info, then its stock per warehouse
 * — no option groups (a book has none) — typed by keyboard and saved; a refused count is said.
 */
export const BookStock: Story = {
  parameters: { route: route('book-005') },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.salesPageTitle('홈베이킹 레시피북'));
    const page = within(canvasElement);
    // The way back is the book list (the hand review: a book's breadcrumb led to the goods).
    const trail = within(page.getByRole('navigation', { name: copy.backoffice.breadcrumbsLabel }));
    await expect(trail.getByRole('link', { name: areaById('PRODUCT').label })).toHaveAttribute('href', '/admin/products/books');
    await expect(await page.findByRole('region', { name: text.salesTitle })).toBeVisible();
    const grid = await page.findByRole('grid', { name: words.stockGridLabel }, { timeout: 10_000 });
    await expect(page.queryByRole('heading', { name: words.groupsTitle })).toBeNull();
    await expect(cell(grid, 0, 0)).toHaveTextContent('BOOK-005-0001');
    await userEvent.click(cell(grid, 0, 1));
    await userEvent.keyboard('-3{Enter}');
    await expect(await page.findByText(words.errorCount('1'))).toBeVisible();
    await userEvent.click(cell(grid, 0, 1));
    await userEvent.keyboard('40{Enter}');
    await expect(await page.findByText(words.noErrors)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: words.save }));
    await expect(await screen(canvasElement).findByText(words.stockSaved)).toBeVisible();
  },
};

/**
 * Three rows pasted into a book's one row: the first goes in, the two past the last row are left
 * out and said so, in the grid's live region (the hand review: they were dropped silently).
 */
export const BookStockPastePastLastRow: Story = {
  parameters: { route: route('book-005') },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.salesPageTitle('홈베이킹 레시피북'));
    const page = within(canvasElement);
    const grid = await page.findByRole('grid', { name: words.stockGridLabel }, { timeout: 10_000 });
    await userEvent.click(cell(grid, 0, 1));
    await userEvent.paste('11\t21\n12\t22\n13\t23\n');
    await expect(cell(grid, 0, 1)).toHaveTextContent(/^11$/);
    await expect(cell(grid, 0, 2)).toHaveTextContent(/^21$/);
    const said = await page.findByText(`${words.pasted('2')} ${words.pasteLeftOut([words.pastePastRows('2')])}`);
    await expect(said).toHaveAttribute('role', 'status');
  },
};
