/**
 * The catalogue's categories (issue 28 "Categories managed (create, rename, reorder, delete with
 * what happens to their items said first)"; backoffice.md §5 "Short text: 1-30"): the classes'
 * eight in order with their item counts; one moved down by keyboard, the move announced and focus
 * kept on it; renamed in place; a name with a character §5 does not allow refused at the field,
 * the form kept open; a name taken refused; deleted after the dialog says how many items move and
 * where; the books' categories under their own tab; loading; a failed load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogueErrorCodes } from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, neverAnswering, screen } from '../storySupport';
import { CategoriesPage } from './CategoriesPage';

const text = copy.backofficeCatalogue.categories;
const KLASS_CATEGORIES = '/rest/inventory/admin/tenant/catalogue/klasses/categories';

const meta = {
  title: 'Back-office/Catalogue/카테고리 관리 · CategoriesPage',
  component: CategoriesPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/contents/categories', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof CategoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openList(canvasElement: HTMLElement, owner: 'KLASS' | 'BOOK' = 'KLASS') {
  await findPageHeading(canvasElement, text.title);
  const list = await within(canvasElement).findByRole('list', { name: text.listLabel(owner) }, { timeout: 10_000 });
  return within(list);
}

const names = (list: ReturnType<typeof within>) => list.getAllByRole('listitem').map((item: HTMLElement) => item.querySelector('strong')?.textContent);

/** The classes' categories in order, each with how many items it holds; the first one's "up" is off. */
export const Klasses: Story = {
  play: async ({ canvasElement }) => {
    const list = await openList(canvasElement);
    await expect(names(list)).toEqual(['디자인', '개발', '마케팅', '재테크', '외국어', '취미', '라이프스타일', '커리어']);
    await expect(list.getAllByRole('listitem')[0]).toHaveTextContent(/상품 [\d,]+개/);
    await expect(list.getByRole('button', { name: text.moveUp('디자인') })).toBeDisabled();
    const tabs = within(canvasElement).getByRole('navigation', { name: text.ownerNav });
    await expect(within(tabs).getByRole('link', { name: text.ownerTab('KLASS') })).toHaveAttribute('aria-current', 'page');
  },
};

/** 아래로 by keyboard: the order changes, the live region says where it went, focus stays on it. */
export const MoveByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const list = await openList(canvasElement);
    list.getByRole('button', { name: text.moveDown('디자인') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(names(list).slice(0, 2)).toEqual(['개발', '디자인']);
    await expect(await within(canvasElement).findByText(text.moved('디자인', 2, 8))).toBeInTheDocument();
    await waitFor(() => expect(list.getByRole('button', { name: text.moveDown('디자인') })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(names(list).slice(0, 3)).toEqual(['개발', '마케팅', '디자인']);
    // The second move, pressed while the first may still be saving, is kept and said too.
    await expect(await within(canvasElement).findByText(text.moved('디자인', 3, 8))).toBeInTheDocument();
  },
};

/** Renamed in place: Enter saves, the list shows the new name and says so. */
export const Rename: Story = {
  play: async ({ canvasElement }) => {
    const list = await openList(canvasElement);
    await userEvent.click(list.getByRole('button', { name: text.renameOf('재테크') }));
    const field = list.getByRole('textbox', { name: fieldLabel(text.renameLabel('재테크')) });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, '투자와 재테크{Enter}');
    await expect(await list.findByText('투자와 재테크')).toBeVisible();
    await expect(await within(canvasElement).findByText(text.renamed('투자와 재테크'))).toBeInTheDocument();
    await waitFor(() => expect(list.getByRole('button', { name: text.renameOf('투자와 재테크') })).toHaveFocus());
  },
};

/** §5: '·' is not among the allowed characters; the server's message is at the field and the typed name stays. */
export const RenameRefused: Story = {
  play: async ({ canvasElement }) => {
    const list = await openList(canvasElement);
    await userEvent.click(list.getByRole('button', { name: text.renameOf('재테크') }));
    const field = list.getByRole('textbox', { name: fieldLabel(text.renameLabel('재테크')) });
    await userEvent.clear(field);
    await userEvent.type(field, '투자·재테크{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveValue('투자·재테크');
    await expect(list.queryByText('투자·재테크')).toBeNull();
  },
};

/** A name the type already has: refused at the field, nothing added. */
export const NameTaken: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${KLASS_CATEGORIES}`, () =>
          HttpResponse.json({ status: 409, code: catalogueErrorCodes.categoryNameTaken.code, message: '같은 이름의 카테고리가 이미 있어요.', data: null }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await openList(canvasElement);
    const page = within(canvasElement);
    const field = page.getByRole('textbox', { name: fieldLabel(text.createLabel) });
    await userEvent.type(field, '개발');
    await userEvent.click(page.getByRole('button', { name: text.create }));
    await expect(await page.findByText(text.nameTaken)).toBeVisible();
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(text.nameTaken));
    await expect(field).toHaveValue('개발');
  },
};

/** Deleting says how many items move and where (chosen in the dialog) before anything happens. */
export const DeleteSaysWhereItemsGo: Story = {
  play: async ({ canvasElement }) => {
    const list = await openList(canvasElement);
    const count = (list.getAllByRole('listitem')[7]?.textContent ?? '').match(/상품 ([\d,]+)개/)?.[1] ?? '';
    await userEvent.click(list.getByRole('button', { name: text.removeOf('커리어') }));
    const dialog = within(await screen(canvasElement).findByRole('alertdialog', { name: text.removeTitle('커리어') }));
    await expect(dialog.getByText(text.removeMoves(count))).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: fieldLabel(text.removeTarget) }), '취미');
    await userEvent.click(dialog.getByRole('button', { name: text.removeConfirm }));
    await waitFor(() => expect(names(list)).not.toContain('커리어'));
    // Said in the live region and in a toast.
    await expect((await screen(canvasElement).findAllByText(text.removed('커리어', count, '취미'))).length).toBeGreaterThan(0);
  },
};

/** The books' own categories under their tab. */
export const Books: Story = {
  parameters: { route: '/admin/contents/categories/books' },
  play: async ({ canvasElement }) => {
    const list = await openList(canvasElement, 'BOOK');
    await expect(names(list)).toEqual(['교재', '워크북', '레시피북', '에세이']);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', KLASS_CATEGORIES)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    await expect(await within(canvasElement).findByRole('status', { name: copy.common.loading })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', KLASS_CATEGORIES)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    await expect(await within(canvasElement).findByRole('button', { name: copy.backofficeCatalogue.retry }, { timeout: 10_000 })).toBeVisible();
  },
};
