/**
 * The popup and top banner screens (issue 31; backoffice.md §2 "Marketing popup and top banner"),
 * one story per state: the popups and the banners (upcoming first, then the ended ones) with their
 * switch, switched off with undo; the order of the ones switched on, moved by keyboard (and by
 * dragging) and announced; the editor's field errors — name, an unsafe link (`javascript:`), an end before the
 * start — each at its field; the image through the kit's upload, previewed and taken off, and a
 * file that is not a PNG/JPEG/GIF/WEBP refused; the schedule's state as typed: upcoming, live,
 * ended; a stale save and a failed save keeping what was typed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { marketingErrorCodes, placementRuleMessages } from '@app/shared/api/contract/adminMarketingRules';
import { copy } from '@app/shared/copy';
import { uploadGate } from '../kit/files/uploadGateStory';
import { dragRow } from '../kit/reorder/pointerDrag';
import { Backoffice, failing, fieldLabel, findPageHeading, findSettledTable, screen } from '../storySupport';
import { PopupsPage } from './PlacementsPage';

const text = copy.backofficeMarketing;
const BASE = '/rest/setting/admin/tenant/marketing/placements';

const meta = {
  title: 'Back-office/Marketing/팝업·띠 배너 · MarketingPages',
  component: PopupsPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/marketing', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof PopupsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The popups: the upcoming ones first in their order, the ended ones after, each with its switch
 * and its place in the order panel's order.
 */
export const Popups: Story = {
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.title, text.listCaption('POPUP'));
    const rows = table.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(text.stateLabels.UPCOMING);
    await expect(rows.at(-1)).toHaveTextContent(text.stateLabels.ENDED);
    await expect(table.getByRole('switch', { name: text.enabledLabel('추석 연휴 배송 안내') })).not.toBeChecked();
    // 순서 counts what the order panel lists (issue 38: 3 against 4): its place there, or none.
    const orderColumn = table.getAllByRole('columnheader').findIndex((header) => header.textContent === text.columnOrder);
    const orderOf = (title: string) => table.getByRole('row', { name: new RegExp(title) }).children[orderColumn];
    await expect(orderOf('2027 여름 회원 감사 이벤트')).toHaveTextContent('2');
    await expect(orderOf('추석 연휴 배송 안내')).toHaveTextContent(text.orderNone);
    const panel = within(canvasElement).getByRole('list', { name: text.orderSection('POPUP') });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(rows.filter((row) => /^\d+$/.test(row.children[orderColumn]?.textContent ?? '')).length);
  },
};

/** The banners, beside the popups in the section navigation. */
export const Banners: Story = {
  parameters: { route: '/admin/marketing/banners' },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.title, text.listCaption('BANNER'));
    await expect(table.getByRole('row', { name: /2027 봄 학기 미리 보기/ })).toHaveTextContent(text.targetLabels.ALL);
    await expect(within(canvasElement).getByRole('link', { name: text.kindNames.BANNER })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * The order of the popups switched on and not ended, by keyboard: the second moved up with Enter
 * is first, said in the live region, and the focus kept on its buttons (위로 is now disabled: on 아래로).
 */
export const OrderByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await findSettledTable(canvasElement, text.title, text.listCaption('POPUP'));
    const page = within(canvasElement);
    const order = page.getByRole('list', { name: text.orderSection('POPUP') });
    const items = () => within(order).getAllByRole('listitem');
    await expect(items()[0]).toHaveTextContent(text.orderLine(1, '2027 여름 방학 특강 예고'));
    await expect(within(order).getByRole('button', { name: text.moveUp('2027 여름 방학 특강 예고') })).toBeDisabled();
    within(order).getByRole('button', { name: text.moveUp('2027 여름 회원 감사 이벤트') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(items()[0]).toHaveTextContent(text.orderLine(1, '2027 여름 회원 감사 이벤트')));
    await expect(page.getByText(text.moved('2027 여름 회원 감사 이벤트', 1, 2))).toBeInTheDocument();
    await waitFor(() => expect(within(order).getByRole('button', { name: text.moveDown('2027 여름 회원 감사 이벤트') })).toHaveFocus());
  },
};

/** The pointer's path: the second row dragged by its handle above the first is first, and said so. */
export const OrderByDrag: Story = {
  play: async ({ canvasElement }) => {
    await findSettledTable(canvasElement, text.title, text.listCaption('POPUP'));
    const page = within(canvasElement);
    const order = page.getByRole('list', { name: text.orderSection('POPUP') });
    const [first, second] = within(order).getAllByRole('listitem');
    if (!first || !second) throw new Error('two placements to order');
    await dragRow(second, first, 'top');
    await waitFor(() => expect(within(order).getAllByRole('listitem')[0]).toHaveTextContent(text.orderLine(1, '2027 여름 회원 감사 이벤트')));
    await expect(page.getByText(text.moved('2027 여름 회원 감사 이벤트', 1, 2))).toBeInTheDocument();
  },
};

/** Switched off: shown at once with an undo; undone, it is on again and nothing was sent. */
export const SwitchWithUndo: Story = {
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.title, text.listCaption('POPUP'));
    const toggle = table.getByRole('switch', { name: text.enabledLabel('2027 여름 방학 특강 예고') });
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: copy.listKit.undo }));
    await waitFor(() => expect(toggle).toBeChecked());
  },
};

/** The list cannot be read: said, with a retry. */
export const ListFailed: Story = {
  parameters: { msw: { handlers: [failing('get', BASE)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    await expect(await within(canvasElement).findByRole('button', { name: /다시 시도/ })).toBeVisible();
  },
};

async function openNew(canvasElement: HTMLElement) {
  await findPageHeading(canvasElement, text.createTitle('POPUP'));
  return within(canvasElement);
}

const field = (page: ReturnType<typeof within>, label: string) => page.getByRole('textbox', { name: fieldLabel(label) });

async function fillValid(page: ReturnType<typeof within>) {
  await userEvent.type(field(page, text.fieldTitle), '스토리 팝업');
  await userEvent.type(field(page, text.fieldMessage), '스토리에서 만든 팝업이에요.');
}

const save = (page: ReturnType<typeof within>) => userEvent.click(page.getByRole('button', { name: text.save }));

/** A new popup starts now: its schedule is live as it stands. Nothing typed: the name says its rule. */
export const NewIsLiveAndNameRequired: Story = {
  parameters: { route: '/admin/marketing/new/popups' },
  play: async ({ canvasElement }) => {
    const page = await openNew(canvasElement);
    await expect(page.getByText(text.stateLabels.LIVE)).toBeVisible();
    await save(page);
    await expect(field(page, text.fieldTitle)).toHaveAccessibleDescription(expect.stringContaining('2자 이상 입력해 주세요.'));
  },
};

/** A `javascript:` link is refused at its field, by the one safe-URL helper. */
export const UnsafeLink: Story = {
  parameters: { route: '/admin/marketing/new/popups' },
  play: async ({ canvasElement }) => {
    const page = await openNew(canvasElement);
    await fillValid(page);
    await userEvent.type(page.getByRole('textbox', { name: text.fieldLink }), 'javascript:alert(1)');
    await save(page);
    await expect(page.getByRole('textbox', { name: text.fieldLink })).toHaveAccessibleDescription(expect.stringContaining(placementRuleMessages.linkUnsafe));
  },
};

/** A real 3 × 4 PNG. */
const popupPng = () =>
  new File(
    [Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAMAAAAECAIAAADETxJQAAAAEUlEQVR4nGN48eE/BDHgZQEAqMIiFboPnVwAAAAASUVORK5CYII='), (c) => c.charCodeAt(0))],
    '겨울 특강.png',
    { type: 'image/png' },
  );

/** The image goes up through the kit's upload and is previewed as the popup draws it; taken off with one button. */
export const ImageUploaded: Story = {
  parameters: { route: '/admin/marketing/new/popups' },
  play: async ({ canvasElement }) => {
    const page = await openNew(canvasElement);
    await userEvent.upload(await page.findByLabelText(text.fieldImage), popupPng());
    const preview = await page.findByRole('img', { name: text.imagePreviewAlt }, { timeout: 10_000 });
    // The chosen file itself, not a short-lived download link that could expire under the preview.
    await expect(preview).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await expect(page.getByRole('figure', { name: text.imagePreviewTitle })).toHaveTextContent(text.imagePreviewCaption);
    await userEvent.click(page.getByRole('button', { name: text.removeImage }));
    await expect(page.queryByRole('img', { name: text.imagePreviewAlt })).toBeNull();
  },
};

const imageGate = uploadGate();

/** A save asked while the image is still going up is refused at the image, never saved without it; once up, it saves. */
export const ImageStillUploading: Story = {
  name: '이미지 올리는 중에 저장',
  parameters: { route: '/admin/marketing/new/popups', msw: { handlers: [imageGate.handler] } },
  play: async ({ canvasElement }) => {
    imageGate.hold();
    const page = await openNew(canvasElement);
    await fillValid(page);
    // Read again each time: the field starts a new upload list once the image is in.
    const input = () => page.getByLabelText(text.fieldImage);
    await userEvent.upload(await page.findByLabelText(text.fieldImage), popupPng());
    await page.findByRole('progressbar', { name: copy.backofficeFiles.progress('겨울 특강.png') }, { timeout: 10_000 });
    await save(page);
    await expect(input()).toHaveAccessibleDescription(expect.stringContaining(text.imagePending.UPLOADING));
    await waitFor(() => expect(input()).toHaveFocus());
    await expect(page.getByRole('heading', { level: 1, name: text.createTitle('POPUP') })).toBeVisible();

    imageGate.release();
    await page.findByRole('img', { name: text.imagePreviewAlt }, { timeout: 10_000 });
    await waitFor(() => expect(input()).not.toHaveAccessibleDescription(expect.stringContaining(text.imagePending.UPLOADING)));
  },
};

/**
 * An SVG (it could carry script at its public address) is refused at the field by the picker's
 * own check and never sent.
 */
export const ImageNotAccepted: Story = {
  parameters: { route: '/admin/marketing/new/popups' },
  play: async ({ canvasElement }) => {
    const page = await openNew(canvasElement);
    const input = await page.findByLabelText(text.fieldImage);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], '로고.svg', { type: 'image/svg+xml' }));
    const ds = copy.designSystem;
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(ds.fileWrongType(ds.fileTypes('png, jpg, jpeg, gif, webp'))));
    await expect(page.queryByRole('img', { name: text.imagePreviewAlt })).toBeNull();
  },
};

/** An end before the start is refused at the end; the schedule state is not shown for it. */
export const EndBeforeStart: Story = {
  parameters: { route: '/admin/marketing/new/popups' },
  play: async ({ canvasElement }) => {
    const page = await openNew(canvasElement);
    await fillValid(page);
    const start = page.getByLabelText(fieldLabel(text.fieldStart));
    await userEvent.clear(start);
    await userEvent.type(start, '2027-03-10T10:00');
    await userEvent.type(page.getByLabelText(text.fieldEnd), '2027-03-01T10:00');
    await save(page);
    await expect(page.getByLabelText(text.fieldEnd)).toHaveAccessibleDescription(expect.stringContaining(placementRuleMessages.endBeforeStart));
  },
};

/** An upcoming popup in its editor (next summer): its schedule says so. */
export const UpcomingSchedule: Story = {
  parameters: { route: '/admin/marketing/mkt-popup-07' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.editTitle('POPUP'));
    const page = within(canvasElement);
    await expect(await page.findByText(text.stateLabels.UPCOMING)).toBeVisible();
    await expect(field(page, text.fieldTitle)).toHaveValue('2027 여름 방학 특강 예고');
  },
};

/** An ended banner in its editor: its schedule says so, and only a banner's hints show. */
export const EndedSchedule: Story = {
  parameters: { route: '/admin/marketing/mkt-banner-01' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.editTitle('BANNER'));
    const page = within(canvasElement);
    await expect(await page.findByText(text.stateLabels.ENDED)).toBeVisible();
    // A banner's own hints: its name's limit, no popup's title or image (issue 38).
    await expect(field(page, text.fieldTitle)).toHaveAccessibleDescription(expect.stringContaining(text.fieldTitleHint.BANNER));
    await expect(page.queryByText(text.fieldTitleHint.POPUP)).toBeNull();
    await expect(page.queryByText(text.fieldImageHint)).toBeNull();
  },
};

/** Someone saved it first (409 marketing.version.conflict): told where it is seen, the typed value kept. */
export const StaleSave: Story = {
  parameters: {
    route: '/admin/marketing/mkt-popup-07',
    msw: {
      handlers: [
        http.put(`*${BASE}/mkt-popup-07`, () =>
          HttpResponse.json({ ...marketingErrorCodes.placementVersionConflict, message: '다른 곳에서 먼저 수정됐어요.', data: { version: 2 } }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.editTitle('POPUP'));
    const page = within(canvasElement);
    const title = await page.findByRole('textbox', { name: fieldLabel(text.fieldTitle) });
    await userEvent.clear(title);
    await userEvent.type(title, '내가 고친 이름');
    // Saved from the form's end, as a phone shows it: the notice's place at the top is out of sight.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect(window.scrollY).toBeGreaterThan(0);
    await save(page);
    const notice = await page.findByText(copy.backofficeForms.stale);
    await expect(notice).toBeVisible();
    await waitFor(() => {
      const box = notice.getBoundingClientRect();
      expect(box.top >= 0 && box.bottom <= window.innerHeight).toBe(true);
    });
    await expect(title).toHaveValue('내가 고친 이름');
  },
};

/** The save fails: said, and everything typed stays. */
export const SaveFailed: Story = {
  parameters: { route: '/admin/marketing/new/popups', msw: { handlers: [failing('post', BASE)] } },
  play: async ({ canvasElement }) => {
    const page = await openNew(canvasElement);
    await fillValid(page);
    await save(page);
    await expect(await page.findByText(copy.backofficeForms.unsaved)).toBeVisible();
    await expect(field(page, text.fieldTitle)).toHaveValue('스토리 팝업');
  },
};

/** Issue 40: a popup is deleted after a question that says it cannot be undone; the popups' list opens, said so. */
export const DeleteAsksFirst: Story = {
  parameters: { route: '/admin/marketing/mkt-popup-07' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.editTitle('POPUP'));
    const page = within(canvasElement);
    const body = screen(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: text.remove.submit }));
    const question = await body.findByRole('alertdialog', { name: text.remove.title('2027 여름 방학 특강 예고') });
    await expect(question).toHaveAccessibleDescription(text.remove.body);
    await userEvent.click(within(question).getByRole('button', { name: text.remove.submit }));
    // The toast first: it is gone in a few seconds, before a loaded machine has drawn the list.
    await expect(await body.findByText(text.remove.done('2027 여름 방학 특강 예고'))).toBeVisible();
    await findPageHeading(canvasElement, text.title);
  },
};
