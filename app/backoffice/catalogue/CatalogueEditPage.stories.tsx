/**
 * An item's edit with its sales info (issue 28; backoffice.md §9 "Prices: zero shows 'free',
 * otherwise the amount followed by the won unit; display modes ZERO, FREE, HIDE", sale period in
 * Asia/Seoul): the loaded pass with its history; each price display mode's preview of a zero
 * price; a price and a sale period its rules refuse, each at its field; a failed save that keeps
 * every typed value; a stale save (someone saved first) told with the work kept; the server's
 * refusal of the category, of a cover that is not an image and of a cover whose file is gone,
 * each said at its field with every typed value kept; leaving with unsaved changes asks first,
 * through the back button and through any in-app link (a breadcrumb; the browser's Back is the
 * kit's unit test, kit/leave/, under the app's BrowserRouter); a description and a cover uploaded
 * through the kit's uploader, saved and shown; a course (v2) with the classes' categories;
 * loading; a failed load. Issue 40: retiring asks first and stops and hides the item; a delete
 * refused with the counts of what holds the item offers to retire it instead; an item nothing
 * holds is deleted; both wait while there is unsaved work.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { catalogueErrorCodes, catalogueRuleMessages } from '@app/shared/api/contract/adminCatalogueWords';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, neverAnswering, screen } from '../storySupport';
import { CatalogueEditPage } from './CatalogueEditPage';

const text = copy.backofficeCatalogue;
const leave = copy.backofficeLeaveGuard;
const PASS = '/rest/inventory/admin/tenant/catalogue/passes/pass-002';
const TITLE = '클래스 자유이용권 3개월';

const meta = {
  title: 'Back-office/Catalogue/상품 수정 · CatalogueEditPage',
  component: CatalogueEditPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/contents/passes/pass-002', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof CatalogueEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openForm(canvasElement: HTMLElement) {
  await findPageHeading(canvasElement, TITLE);
  const page = within(canvasElement);
  await page.findByRole('textbox', { name: fieldLabel(text.fieldTitle) }, { timeout: 10_000 });
  return page;
}

const field = (page: ReturnType<typeof within>, label: string) => page.getByRole('textbox', { name: fieldLabel(label) });

async function typePrice(page: ReturnType<typeof within>, value: string) {
  await userEvent.clear(field(page, text.fieldPrice));
  await userEvent.type(field(page, text.fieldPrice), value);
}

/** The pass as seeded: 79,000원 on sale, and its change history below. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await expect(field(page, text.fieldTitle)).toHaveValue(TITLE);
    await expect(field(page, text.fieldPrice)).toHaveAccessibleDescription(text.pricePreview('79,000원'));
    await expect(page.getByRole('radio', { name: text.saleStatusNames.ON_SALE })).toBeChecked();
    await expect(await page.findByRole('heading', { name: copy.backofficeHistory.recordHistoryTitle })).toBeVisible();
  },
};

/** §9: a zero price shows "무료" (FREE), "0원" (ZERO) or nothing (HIDE); the preview says which. */
export const ZeroPriceDisplayModes: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await typePrice(page, '0');
    const price = field(page, text.fieldPrice);
    await userEvent.click(page.getByRole('radio', { name: text.priceDisplayModeNames.FREE }));
    await expect(price).toHaveAccessibleDescription(text.pricePreview('무료'));
    await userEvent.click(page.getByRole('radio', { name: text.priceDisplayModeNames.ZERO }));
    await expect(price).toHaveAccessibleDescription(text.pricePreview('0원'));
    await userEvent.click(page.getByRole('radio', { name: text.priceDisplayModeNames.HIDE }));
    await expect(price).toHaveAccessibleDescription(text.pricePreview(null));
  },
};

/** A price out of range and a period that ends before it starts: each refused at its field, nothing sent. */
export const InvalidPriceAndPeriod: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await typePrice(page, '-500');
    await userEvent.click(page.getByRole('checkbox', { name: text.fieldSalePeriod }));
    // Date-time inputs take a whole value (as a picker sets it), not typed keys.
    fireEvent.change(page.getByLabelText(fieldLabel(text.fieldSaleStart)), { target: { value: '2026-12-31T10:00' } });
    fireEvent.change(page.getByLabelText(fieldLabel(text.fieldSaleEnd)), { target: { value: '2026-12-01T10:00' } });
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await expect(field(page, text.fieldPrice)).toHaveAccessibleDescription(expect.stringContaining(catalogueRuleMessages.price));
    await expect(page.getByLabelText(fieldLabel(text.fieldSaleEnd))).toHaveAccessibleDescription(expect.stringContaining(catalogueRuleMessages.salePeriod));
  },
};

/** The server fails: said so, and every typed value is still there. */
export const SaveFailedKeepsValues: Story = {
  parameters: { msw: { handlers: [failing('put', PASS)] } },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await userEvent.clear(field(page, text.fieldTitle));
    await userEvent.type(field(page, text.fieldTitle), '자유이용권 겨울 특가');
    await typePrice(page, '59000');
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await expect(await page.findByText(text.saveFailed)).toBeVisible();
    await expect(field(page, text.fieldTitle)).toHaveValue('자유이용권 겨울 특가');
    await expect(field(page, text.fieldPrice)).toHaveValue('59000');
  },
};

/** Someone saved first: told, the work kept. */
export const StaleSave: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(`*${PASS}`, () =>
          HttpResponse.json(
            { status: 409, code: catalogueErrorCodes.catalogueVersionConflict.code, message: '다른 곳에서 먼저 수정했어요.', data: { version: 5 } },
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await typePrice(page, '69000');
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await expect(await page.findByText(text.stale)).toBeVisible();
    await expect(field(page, text.fieldPrice)).toHaveValue('69000');
  },
};

/** A refusal at a field, with nothing page-wide: the page's "could not save" notice must not stand in for it. */
async function expectRefusedAt(page: ReturnType<typeof within>, field: HTMLElement, message: string) {
  await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  await expect(page.queryByText(text.saveFailed)).toBeNull();
}

/** What the server says of a category the item's type does not have (any more). */
const CATEGORY_REFUSED = '이 종류에 없는 카테고리예요. 목록을 새로 고친 뒤 다시 골라 주세요.';

/** The server refuses the category (deleted meanwhile, say): said at the category; the typed title and price stay. */
export const CategoryRefusedAtField: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(`*${PASS}`, () =>
          HttpResponse.json(
            { status: 400, code: errorCodes.badRequest.code, message: CATEGORY_REFUSED, data: { issues: [{ path: 'categoryKey', message: CATEGORY_REFUSED }] } },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await userEvent.clear(field(page, text.fieldTitle));
    await userEvent.type(field(page, text.fieldTitle), '자유이용권 봄 특가');
    await typePrice(page, '65000');
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await expect(await page.findByText(CATEGORY_REFUSED)).toBeVisible();
    await expectRefusedAt(page, page.getByRole('combobox', { name: fieldLabel(text.fieldCategory) }), CATEGORY_REFUSED);
    await expect(field(page, text.fieldTitle)).toHaveValue('자유이용권 봄 특가');
    await expect(field(page, text.fieldPrice)).toHaveValue('65000');
  },
};

/** A cover that is not an image (a text file named .png), refused by the mock itself: said at the cover; the typed title stays. */
export const CoverNotAnImageRefusedAtField: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await userEvent.clear(field(page, text.fieldTitle));
    await userEvent.type(field(page, text.fieldTitle), '자유이용권 봄 특가');
    const input = await page.findByLabelText(fieldLabel(text.coverUpload));
    await userEvent.upload(input, new File(['표지가 아니에요'], '봄 표지.png', { type: 'text/plain' }));
    await expect(await page.findByText(text.coverUploaded('봄 표지.png'), {}, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await expect(await page.findByText(/이미지 파일\(PNG, JPG, WEBP\)만/)).toBeVisible();
    await expectRefusedAt(page, input, '이미지 파일(PNG, JPG, WEBP)만');
    await expect(field(page, text.fieldTitle)).toHaveValue('자유이용권 봄 특가');
    await expect(page.getByText(text.coverNone)).toBeVisible();
  },
};

/** The uploaded cover's file is gone by the save (`file.not_found`): said at the cover, with what to do. */
export const CoverGoneRefusedAtField: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(`*${PASS}`, () =>
          HttpResponse.json({ status: 404, code: errorCodes.fileNotFound.code, message: '파일을 찾을 수 없어요.', data: { fileId: 'file-gone' } }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await typePrice(page, '65000');
    const input = await page.findByLabelText(fieldLabel(text.coverUpload));
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], '봄 표지.png', { type: 'image/png' }));
    await expect(await page.findByText(text.coverUploaded('봄 표지.png'), {}, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await expect(await page.findByText(text.coverGone)).toBeVisible();
    await expectRefusedAt(page, input, text.coverGone);
    await expect(field(page, text.fieldPrice)).toHaveValue('65000');
  },
};

/** Leaving with unsaved changes asks first; staying keeps them. */
export const LeaveAsks: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await typePrice(page, '12000');
    await userEvent.click(page.getByRole('button', { name: text.backToList }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: leave.title });
    await userEvent.click(within(dialog).getByRole('button', { name: leave.stay }));
    await expect(field(page, text.fieldPrice)).toHaveValue('12000');
  },
};

/** With unsaved changes a link elsewhere (the breadcrumb) asks first; leaving goes where the link went. */
export const LeaveByLinkAsks: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await typePrice(page, '12000');
    await expect(page.getByText(leave.hint)).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: copy.backoffice.breadcrumbsLabel });
    await userEvent.click(within(crumbs).getByRole('link', { name: copy.backoffice.home }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: leave.title });
    await userEvent.click(within(dialog).getByRole('button', { name: leave.leave }));
    await expect(await page.findByRole('heading', { level: 1, name: copy.backoffice.homeTitle }, { timeout: 10_000 })).toBeVisible();
  },
};

/** A description and a cover: the image goes up through the kit's uploader, saved, then shown. */
export const DescriptionAndCover: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await expect(page.getByText(text.coverNone)).toBeVisible();
    const description = page.getByRole('textbox', { name: fieldLabel(text.fieldDescription) });
    await userEvent.type(description, '석 달 동안 모든 클래스를 마음껏 들을 수 있어요.');
    const cover = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], '겨울 표지.png', { type: 'image/png' });
    await userEvent.upload(await page.findByLabelText(fieldLabel(text.coverUpload)), cover);
    await expect(await page.findByText(text.coverUploaded('겨울 표지.png'), {}, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await expect(await page.findByRole('img', { name: text.coverAlt(TITLE) })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await expect(description).toHaveValue('석 달 동안 모든 클래스를 마음껏 들을 수 있어요.');
  },
};

/** A course (the v2 lists): its categories are the classes'. */
export const Course: Story = {
  parameters: { route: '/admin/contents/courses/course-001' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const category = await page.findByRole('combobox', { name: fieldLabel(text.fieldCategory) }, { timeout: 10_000 });
    await expect(within(category).getByRole('option', { name: '개발' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', PASS)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.editTitle('PASS'));
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', PASS)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.editTitle('PASS'));
    await expect(await within(canvasElement).findByRole('button', { name: text.retry }, { timeout: 10_000 })).toBeVisible();
  },
};

const retireWords = text.retire;

/** Issue 40: retire asks first, then the item is stopped and hidden, said so, with a way back to sale. */
export const RetireAsksThenRetires: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    const body = screen(canvasElement);
    await userEvent.click(page.getByRole('button', { name: retireWords.retire }));
    const dialog = await body.findByRole('alertdialog', { name: retireWords.retireTitle(TITLE) });
    await userEvent.click(within(dialog).getByRole('button', { name: retireWords.retire }));
    await expect(await page.findByText(retireWords.retiredState)).toBeVisible();
    await expect(page.getByRole('radio', { name: text.saleStatusNames.STOPPED })).toBeChecked();
    await expect(page.getByRole('button', { name: retireWords.restore })).toBeVisible();
  },
};

/**
 * Issue 40 "an item with orders, tickets or enrolments is refused by the mock with a message that
 * says what holds it (counts), and offers to hide it instead": the pass's seeded orders hold it.
 */
export const DeleteRefusedWithCounts: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    const body = screen(canvasElement);
    await userEvent.click(page.getByRole('button', { name: retireWords.delete }));
    const question = await body.findByRole('alertdialog', { name: retireWords.deleteTitle(TITLE) });
    await expect(question).toHaveAccessibleDescription(retireWords.deleteBody);
    await userEvent.click(within(question).getByRole('button', { name: retireWords.delete }));
    const refused = await body.findByRole('alertdialog', { name: retireWords.inUseTitle });
    await expect(refused).toHaveAccessibleDescription(/주문 [\d,]+건/);
    await userEvent.click(within(refused).getByRole('button', { name: retireWords.retireInstead }));
    await expect(await page.findByText(retireWords.retiredState)).toBeVisible();
  },
};

/** An item nothing holds is deleted: the passes' list opens, said so. */
export const DeleteDone: Story = {
  parameters: { msw: { handlers: [http.delete(`*${PASS}`, () => HttpResponse.json({ itemKey: 'pass-002' }))] } },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    const body = screen(canvasElement);
    await userEvent.click(page.getByRole('button', { name: retireWords.delete }));
    const question = await body.findByRole('alertdialog', { name: retireWords.deleteTitle(TITLE) });
    await userEvent.click(within(question).getByRole('button', { name: retireWords.delete }));
    // The toast first: it is gone in a few seconds, before a loaded machine has drawn the list.
    await expect(await body.findByText(retireWords.deleted(TITLE))).toBeVisible();
    await findPageHeading(canvasElement, text.listTitle('PASS'));
  },
};

/** With unsaved work, retire and delete wait: said why, the buttons off. */
export const RetireWaitsForUnsavedWork: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await typePrice(page, '59000');
    await expect(await page.findByText(retireWords.saveFirst)).toBeVisible();
    await expect(page.getByRole('button', { name: retireWords.retire })).toBeDisabled();
    await expect(page.getByRole('button', { name: retireWords.delete })).toBeDisabled();
  },
};

/** Issue 40: a class's certificate — the primary by default, another chosen and saved (the learner's print follows). */
export const CertificateChosen: Story = {
  parameters: { route: '/admin/contents/klasses/klass-002' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, '브랜드 디자인 첫걸음');
    const page = within(canvasElement);
    const choice = await page.findByRole('combobox', { name: fieldLabel(text.certificate.field) }, { timeout: 10_000 });
    await expect(choice).toHaveDisplayValue(text.certificate.primaryOption('기본 수료증'));
    await userEvent.selectOptions(choice, '과정 이수증');
    await userEvent.click(page.getByRole('button', { name: text.certificate.save }));
    await expect(await screen(canvasElement).findByText(text.certificate.saved)).toBeVisible();
    await expect(choice).toHaveDisplayValue('과정 이수증');
  },
};
