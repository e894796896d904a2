/**
 * The certificate layout editor against the mock's seeded certificates (issue 32): an item chosen
 * from the list (the keyboard path) and nudged with the arrow keys, undone; a number out of the
 * sheet refused at its field; an empty layout with an item added; every item type drawn; saving, and a save confirmed;
 * a failed save and a stale one, each keeping the layout (the stale one saved again over the
 * latest); unsaved work brought back after a reload, and said to be at risk when the browser will
 * not keep it (leaving then asks first); a save confirmed; typing in a field as one undo
 * step; a template upload in progress, failed and retried, and a file that is not an image
 * refused; the 600 px preview; loading; an unknown certificate.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { certificateErrorCodes, certificateItemKeys } from '@app/shared/api/contract/adminCertificateRules';
import { copy } from '@app/shared/copy';
import { areaById } from '../access/areas';
import { Backoffice, failing, findPageHeading, neverAnswering, screen } from '../storySupport';
import { CertificateEditorPage } from './CertificateEditorPage';
import type { EditorDraft } from '../kit/editor/draftStore';
import { certificateDrafts, type EditorDoc } from './layoutEditing';

const text = copy.backofficeCertificates;
const files = copy.backofficeFiles;
const PART_PATH = '*/storage/uploads/:uploadId/parts/:partNumber';
/** A real 3 × 4 PNG: small enough to go up in one part. */
const templatePng = () =>
  new File(
    [Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAMAAAAECAIAAADETxJQAAAAEUlEQVR4nGN48eE/BDHgZQEAqMIiFboPnVwAAAAASUVORK5CYII='), (c) => c.charCodeAt(0))],
    '새 배경.png',
    { type: 'image/png' },
  );
/** The template image under the items (the sheet's first child). */
const templateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLImageElement>('[data-testid="certificate-canvas"] [data-testid="certificate-sheet"] > img');
const SAVE_CALL = '/rest/setting/admin/tenant/certificates/cert-001/layout';
const seal = (x: number, y: number) => text.itemButton(text.itemNames.officialSeal, x, y);

const meta = {
  title: 'Back-office/Certificates/수료증 배치 · CertificateEditorPage',
  component: CertificateEditorPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/certificates/cert-001', scenario: 'operator', layout: 'fullscreen' },
  // Drafts live in the browser's storage: each story starts from the saved certificates.
  beforeEach: () => {
    for (const key of ['cert-001', 'cert-003', 'cert-004']) window.localStorage.removeItem(certificateDrafts.key(key));
  },
} satisfies Meta<typeof CertificateEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openEditor(canvasElement: HTMLElement, name = '기본 수료증') {
  await findPageHeading(canvasElement, text.editorTitle(name));
  return within(canvasElement);
}

/**
 * An item-list button by the words it shows (a text query: role queries weigh every button of the
 * back-office frame at each try, too slow for a busy machine).
 */
async function listButton(page: ReturnType<typeof within>, name: string): Promise<HTMLElement> {
  const button = (await page.findByText(name)).closest('button');
  if (!button) throw new Error(`no button says ${name}`);
  return button;
}

async function chooseSeal(canvasElement: HTMLElement) {
  const page = await openEditor(canvasElement);
  await userEvent.click(await listButton(page, seal(450, 630)));
  const onCanvas = within(await page.findByTestId('certificate-canvas')).getByRole('button', { name: copy.certificates.sealAlt });
  await waitFor(() => expect(onCanvas).toHaveFocus());

  return { page, onCanvas };
}

/** Arrow keys: 1 px, 10 px with Shift, the box moved on the 600 px sheet as much; undone in one step each. */
export const Nudged: Story = {
  play: async ({ canvasElement }) => {
    const { page, onCanvas } = await chooseSeal(canvasElement);
    const before = onCanvas.getBoundingClientRect();
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    await expect(await listButton(page, seal(451, 640))).toBeVisible();
    const after = onCanvas.getBoundingClientRect();
    await expect(after.left - before.left).toBeCloseTo(1, 0);
    await expect(after.top - before.top).toBeCloseTo(10, 0);
    await expect(page.getByText(text.movedTo(text.itemNames.officialSeal, 451, 640))).toBeInTheDocument();
    await expect(page.getByText(text.unsaved)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.undo }));
    await expect(await listButton(page, seal(451, 630))).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.redo }));
    await expect(await listButton(page, seal(451, 640))).toBeVisible();
  },
};

/** Chosen from the list: selected on the sheet, focused there, its properties shown. */
export const Selected: Story = {
  play: async ({ canvasElement }) => {
    const { page, onCanvas } = await chooseSeal(canvasElement);
    await expect(onCanvas).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: text.propertiesSection(text.itemNames.officialSeal) })).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.x })).toHaveValue('450');
    await expect(page.getByText(text.fixedSize(70, 70))).toBeVisible();
  },
};

/** A number that would put the seal off the sheet stays typed with its message, and is not applied. */
export const InvalidNumber: Story = {
  play: async ({ canvasElement }) => {
    const { page } = await chooseSeal(canvasElement);
    const x = page.getByRole('textbox', { name: text.x });
    await userEvent.clear(x);
    await userEvent.type(x, '590');
    await expect(x).toHaveValue('590');
    await expect(page.getByText(text.rules.outside)).toBeVisible();
    await expect(await listButton(page, seal(59, 630))).toBeVisible();
    await expect(page.queryByText(seal(590, 630))).toBeNull();
  },
};

/** No layout yet: the list says so; an added seal lands in the middle of the sheet, selected. */
export const Empty: Story = {
  parameters: { route: '/admin/certificates/cert-003' },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement, '작성 중인 수료증');
    await expect(page.getByText(text.noItems)).toBeVisible();
    await userEvent.selectOptions(page.getByRole('combobox', { name: text.addItem }), text.itemNames.officialSeal);
    await userEvent.click(page.getByRole('button', { name: text.addItemSubmit }));
    await expect(await listButton(page, seal(265, 389))).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Every item type on one sheet: the five keys, what was completed (the class's title), by whom and when, and the operator's own words. */
export const EachItemType: Story = {
  parameters: { route: '/admin/certificates/cert-004' },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement, '과정 이수증');
    const canvas = await page.findByTestId('certificate-canvas');
    for (const key of certificateItemKeys) await expect(canvas.querySelector(`[data-key="${key}"]`)).not.toBeNull();
    await expect(within(canvas).getByText('위 사람은 본 과정을 성실히 이수하였기에 이 증서를 드립니다.')).toBeVisible();
    await expect(within(canvas).getByText('이수증')).toBeVisible();
    // The sample date as the learner's print writes a date (§9 yyyy.MM.dd), not "2026-11-21".
    await expect(within(canvas).getByText('2026.11.21')).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: [neverAnswering('put', SAVE_CALL)] } },
  play: async ({ canvasElement }) => {
    const { page } = await chooseSeal(canvasElement);
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await expect(await page.findByRole('button', { name: text.saving })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A save the server took says so, and the work is no longer marked unsaved. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const { page } = await chooseSeal(canvasElement);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(page.getByText(text.unsaved)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await expect(await screen(canvasElement).findByText(text.saved)).toBeVisible();
    await expect(page.queryByText(text.unsaved)).toBeNull();
    await expect(await listButton(page, seal(449, 630))).toBeVisible();
  },
};

/** A failed save says so and keeps the moved seal on screen. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: [failing('put', SAVE_CALL)] } },
  play: async ({ canvasElement }) => {
    const { page } = await chooseSeal(canvasElement);
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await expect(await page.findByRole('alert')).toHaveTextContent(text.saveFailed);
    await expect(await listButton(page, seal(450, 629))).toBeVisible();
    await expect(page.getByText(text.unsaved)).toBeVisible();
  },
};

/**
 * Another save came first: the editor says so, keeps the work, and offers to save it over the
 * latest (done here: the mock's own handler takes the second save) or to take the saved one.
 */
export const SaveConflict: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(
          `*${SAVE_CALL}`,
          () =>
            HttpResponse.json(
              { status: 409, code: certificateErrorCodes.certificateVersionConflict.code, message: '다른 곳에서 먼저 저장된 수료증이에요.', data: { version: 2 } },
              { status: 409 },
            ),
          { once: true },
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { page } = await chooseSeal(canvasElement);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await expect(await page.findByRole('alert')).toHaveTextContent(text.saveConflict);
    await expect(await listButton(page, seal(450, 631))).toBeVisible();
    await expect(page.getByRole('button', { name: text.reloadSaved })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.saveOverLatest }));
    await expect(await screen(canvasElement).findByText(text.saved)).toBeVisible();
    await expect(page.queryByText(text.unsaved)).toBeNull();
    await expect(await listButton(page, seal(450, 631))).toBeVisible();
  },
};

/** Work not saved before a reload comes back from the browser's storage, and can be dropped. */
export const DraftRestored: Story = {
  beforeEach: () => {
    const draft: EditorDraft<EditorDoc, number> = {
      baseVersion: 1,
      doc: {
        name: '기본 수료증',
        title: '수료증',
        template: { url: '/mock-media/certificate/template.svg', fileId: null },
        layout: [{ id: 'layout-seal', type: 'IMAGE', key: 'officialSeal', position: { x: 12, y: 34 }, size: { width: 70 }, fontFamily: null, fontSize: null }],
      },
    };
    window.localStorage.setItem(certificateDrafts.key('cert-001'), JSON.stringify(draft));
  },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await expect(page.getByText(text.draftRestored)).toBeVisible();
    await expect(await listButton(page, seal(12, 34))).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.discardDraft }));
    await expect(await listButton(page, seal(450, 630))).toBeVisible();
  },
};

/** The preview is the learner's sheet at 600 px: the seal where the editor has it. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await userEvent.click(page.getByRole('button', { name: text.preview }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: text.previewTitle });
    await expect(await within(dialog).findByRole('button', { name: text.print })).toBeVisible();
    const figure = within(dialog).getByRole('figure', { name: text.previewTitle });
    const sheet = within(figure).getByTestId('certificate-sheet');
    await waitFor(() => expect(sheet.getBoundingClientRect().width).toBeCloseTo(600, 0));
    const sealBox = sheet.querySelector('[data-key="officialSeal"]')?.getBoundingClientRect();
    const sheetBox = sheet.getBoundingClientRect();
    await expect(sealBox && Math.round(sealBox.left - sheetBox.left)).toBe(450);
    await expect(sealBox && Math.round(sealBox.top - sheetBox.top)).toBe(630);
    // The class's title has a place of its own (the seeded default, under the title): a sample here,
    // the class's real title on the learner's print.
    const klassTitle = within(sheet).getByText(text.sampleKlassTitle);
    await expect(klassTitle).toHaveAttribute('data-key', 'klassTitle');
    const klassBox = klassTitle.getBoundingClientRect();
    await expect(Math.round(klassBox.left - sheetBox.left)).toBe(60);
    await expect(Math.round(klassBox.top - sheetBox.top)).toBe(262);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', '/rest/setting/admin/tenant/certificates/cert-001')] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.listTitle);
    await expect(within(canvasElement).queryByRole('group', { name: text.canvasLabel })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { route: '/admin/certificates/cert-none' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: text.notFound }, { timeout: 10_000 })).toBeVisible();
  },
};

/** A keystroke is not an undo step: the whole edit of the name is taken back at once. */
export const TypingIsOneUndoStep: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    const name = page.getByRole('textbox', { name: text.name });
    await userEvent.type(name, ' 2판');
    await expect(name).toHaveValue('기본 수료증 2판');
    await userEvent.click(page.getByRole('button', { name: text.undo }));
    await expect(name).toHaveValue('기본 수료증');
    await expect(page.getByRole('button', { name: text.undo })).toBeDisabled();
  },
};

/** The browser will not keep the draft (its storage full): the page says a reload would lose the work. */
export const DraftTooLarge: Story = {
  beforeEach: () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function refuseDrafts(this: Storage, key: string, value: string) {
      if (key.startsWith(certificateDrafts.key(''))) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
    return () => {
      Storage.prototype.setItem = setItem;
    };
  },
  play: async ({ canvasElement }) => {
    const { page } = await chooseSeal(canvasElement);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await page.findByText(text.draftTooLarge)).toBeVisible();
    await expect(await listButton(page, seal(449, 630))).toBeVisible();
    // Leaving would lose the work: the area's link asks first, and staying keeps it.
    const trail = page.getByRole('navigation', { name: copy.backoffice.breadcrumbsLabel });
    await userEvent.click(within(trail).getByRole('link', { name: areaById('CERTIFICATE').label }));
    const asking = await screen(canvasElement).findByRole('alertdialog', { name: copy.backofficeLeaveGuard.title });
    await userEvent.click(within(asking).getByRole('button', { name: copy.backofficeLeaveGuard.stay }));
    await expect(await listButton(page, seal(449, 630))).toBeVisible();
  },
};

/** A template going up: its progress in the kit's upload list, the sheet's template unchanged meanwhile. */
export const TemplateUploading: Story = {
  parameters: { msw: { handlers: [http.put(PART_PATH, () => new Promise<Response>(() => undefined))] } },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await userEvent.upload(await page.findByLabelText(text.template), templatePng());
    await expect(await page.findByRole('progressbar', { name: files.progress('새 배경.png') })).toBeVisible();
    await expect(templateOf(canvasElement)?.src).not.toMatch(/^data:/);
  },
};

/**
 * Part uploads refused until the story lets them through. Not a count of failures: the previous
 * story's upload, aborted as its editor closes, can still send a part into this story's handlers
 * and would spend one.
 */
let partsRefused = true;

/** A part fails every try: the upload says so; "다시 시도" sends it again and the sheet draws the new template. */
export const TemplateUploadRetried: Story = {
  beforeEach: () => {
    partsRefused = true;
  },
  parameters: {
    msw: {
      handlers: [
        http.put(PART_PATH, () =>
          partsRefused ? HttpResponse.json({ status: 500, code: 'server.error', message: '오류', data: null }, { status: 500 }) : undefined,
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await userEvent.upload(await page.findByLabelText(text.template), templatePng());
    await expect(await page.findByText(files.failedPart(1), {}, { timeout: 20_000 })).toBeVisible();
    partsRefused = false;
    await userEvent.click(page.getByRole('button', { name: files.retry }));
    await waitFor(() => expect(templateOf(canvasElement)?.src).toMatch(/^data:image\/png;base64,/), { timeout: 10_000 });
    await expect(page.getByText(text.unsaved)).toBeVisible();
  },
};

/** A file that is not an image is refused at the field by the picker's own check and never sent; the template stays. */
export const TemplateNotImage: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    const input = await page.findByLabelText(text.template);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['수료증 문구'], '문구.txt', { type: 'text/plain' }));
    const ds = copy.designSystem;
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(ds.fileWrongType(ds.fileTypes('png, jpg, jpeg, svg'))));
    await expect(page.queryByRole('progressbar', { name: files.progress('문구.txt') })).toBeNull();
    await expect(templateOf(canvasElement)?.src).not.toMatch(/^data:/);
    await expect(page.queryByText(text.unsaved)).toBeNull();
  },
};
