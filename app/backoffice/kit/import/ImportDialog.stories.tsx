/**
 * The import dialog's states (issue 15, part 5): choosing a file, a preview with errors, a file
 * with none, an EUC-KR file detected, a mapping the operator changed, an empty file, committing,
 * done and a failed commit; the file's limits said and applied on the page, and the server refusing
 * the rows for their size (issue 20). The screen here is a stand-in (e-mail required, name optional) whose
 * classify says "old…" addresses are already there and "ghost…" ones are not found. And a removal
 * pending in the undo window is sent before the dry run and the commit.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@app/shared/api/client/ApiError';
import { errorCodes, REQUEST_BODY_MAX_BYTES } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { fieldLabel, screen } from '../../storySupport';
import { UndoProvider } from '../undo/UndoProvider';
import { createUndoQueue } from '../undo/undoQueue';
import { IMPORT_FILE_MAX_BYTES, type ImportClassification, type ImportCommitResult, type ImportDefinition } from './dryRun';
import { ImportDialog } from './ImportDialog';
import { contactColumns, contactSchema, contactUniqueness, eucKrContactsCsv, type Contact, type ContactKey } from './testing';

const text = copy.backofficeImport;
const messages = copy.account.validation;

function classify(rows: readonly { rowNumber: number; value: Contact }[]): Promise<ImportClassification<ContactKey>> {
  const existing = rows.filter((row) => row.value.email.startsWith('old'));
  const notFound = rows.filter((row) => row.value.email.startsWith('ghost'));
  return Promise.resolve({
    new: rows.length - existing.length - notFound.length,
    existing: existing.length,
    notFound: notFound.length,
    notFoundRows: notFound.map((row) => row.rowNumber),
  });
}

function definition(commit: ImportDefinition<ContactKey, Contact>['commit']): ImportDefinition<ContactKey, Contact> {
  return { columns: contactColumns, schema: contactSchema, uniqueBy: contactUniqueness, classify, commit };
}

const committed = (rows: readonly unknown[]): Promise<ImportCommitResult> => Promise.resolve({ count: rows.length, jobId: 'job-1' });

const WITH_ERRORS = ['이메일,이름', 'hong@klass.kr,홍길동', 'not-an-email,김철수', 'old@klass.kr,이영희', 'ghost@klass.kr,박민수', 'HONG@klass.kr,홍길동', ',최수진'].join('\r\n');
const ALL_VALID = ['E-mail,Name', 'a@klass.kr,가나다', 'b@klass.kr,라마바', 'old@klass.kr,사아자'].join('\r\n');
const UNMATCHED = ['연락처,성명', 'a@klass.kr,가나다', 'b@klass.kr,라마바'].join('\r\n');

const csvFile = (content: string | Uint8Array<ArrayBuffer>, name = '회원.csv') => new File([content], name, { type: 'text/csv' });

async function upload(canvasElement: HTMLElement, file: File) {
  const page = screen(canvasElement);
  const input = await page.findByLabelText(fieldLabel(text.fileLabel));
  await userEvent.upload(input, file);
  return page;
}

async function preview(page: ReturnType<typeof screen>) {
  return within(await page.findByRole('region', { name: text.previewTitle }));
}

const count = (scope: ReturnType<typeof within>, label: string) => scope.getByText(label).nextElementSibling;

const meta = {
  title: 'Back-office/Kit/파일 가져오기 · ImportDialog',
  component: ImportDialog<ContactKey, Contact>,
  args: {
    open: true,
    title: '회원 가져오기',
    description: '이메일로 회원을 찾아 그룹에 추가해요.',
    onClose: fn(),
    onCommitted: fn(),
    definition: definition(committed),
    countLabels: { existing: '이미 그룹에 있음', notFound: '회원을 찾을 수 없음' },
    notFoundMessage: '회원을 찾을 수 없어요.',
    fileBaseName: '회원그룹_추가',
  },
} satisfies Meta<typeof ImportDialog<ContactKey, Contact>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    const dialog = await page.findByRole('dialog', { name: '회원 가져오기' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(page.getByLabelText(fieldLabel(text.fileLabel))).toBeEnabled();
  },
};

/** Invalid, repeated, already-there and not-found rows: counted, listed, downloadable. */
export const PreviewWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = await upload(canvasElement, csvFile(WITH_ERRORS));
    const result = await preview(page);
    await expect(count(result, '새로 추가')).toHaveTextContent(text.rows(1));
    await expect(count(result, '이미 그룹에 있음')).toHaveTextContent(text.rows(1));
    await expect(count(result, '회원을 찾을 수 없음')).toHaveTextContent(text.rows(1));
    await expect(count(result, text.countInvalid)).toHaveTextContent(text.rows(3));
    const errors = within(result.getByRole('region', { name: text.errorsTitle }));
    await expect(errors.getByText(messages.emailFormat)).toBeVisible();
    await expect(errors.getByText(messages.required)).toBeVisible();
    await expect(errors.getByText(text.duplicateInFile(2))).toBeVisible();
    await expect(errors.getByText('not-an-email')).toBeVisible();
    await expect(result.getByRole('button', { name: text.downloadRejected })).toBeVisible();
    await expect(result.getByRole('radio', { name: new RegExp(text.modeAllOrNothing) })).toBeDisabled();
    await expect(result.getByRole('radio', { name: new RegExp(text.modeValidOnly) })).toBeChecked();
    await expect(page.getByRole('button', { name: text.commit(2) })).toBeEnabled();
  },
};

/** Every row passes: no error list, and all-or-nothing can be chosen. */
export const AllValid: Story = {
  play: async ({ canvasElement }) => {
    const page = await upload(canvasElement, csvFile(ALL_VALID));
    const result = await preview(page);
    await expect(count(result, '새로 추가')).toHaveTextContent(text.rows(2));
    await expect(count(result, text.countInvalid)).toHaveTextContent(text.rows(0));
    await expect(result.getByText(text.errorsEmpty)).toBeVisible();
    await expect(result.queryByRole('button', { name: text.downloadRejected })).toBeNull();
    const allOrNothing = result.getByRole('radio', { name: new RegExp(text.modeAllOrNothing) });
    await userEvent.click(allOrNothing);
    await expect(allOrNothing).toBeChecked();
    await expect(page.getByText(text.encodingUtf8)).toBeVisible();
  },
};

/** A file saved by Korean Excel as "CSV (쉼표로 분리)": read as EUC-KR, and said so. */
export const EncodingEucKrDetected: Story = {
  play: async ({ canvasElement }) => {
    const page = await upload(canvasElement, csvFile(eucKrContactsCsv(), '한국어엑셀.csv'));
    await expect(await page.findByText(text.encodingEucKr)).toBeVisible();
    await expect(page.getByText(text.fileSummary('한국어엑셀.csv', 1))).toBeVisible();
    const result = await preview(page);
    await expect(count(result, '새로 추가')).toHaveTextContent(text.rows(1));
    await expect(page.getByRole('combobox', { name: text.mappingSelect('이름') })).toHaveDisplayValue('이름');
  },
};

/** No header names the e-mail: the dry run waits until the operator picks the column for it. */
export const MappingChanged: Story = {
  play: async ({ canvasElement }) => {
    const page = await upload(canvasElement, csvFile(UNMATCHED));
    await expect(await page.findByText(text.missingRequired(['이메일']))).toBeVisible();
    await expect(page.queryByRole('region', { name: text.previewTitle })).toBeNull();
    const emailSource = page.getByRole('combobox', { name: text.mappingSelect('이메일') });
    await userEvent.selectOptions(emailSource, '연락처');
    const result = await preview(page);
    await expect(count(result, '새로 추가')).toHaveTextContent(text.rows(2));
    await expect(page.queryByText(text.missingRequired(['이메일']))).toBeNull();
  },
};

/** A file with headers only: said at the file field, nothing else shown. */
export const EmptyFile: Story = {
  play: async ({ canvasElement }) => {
    const page = await upload(canvasElement, csvFile('이메일,이름\r\n'));
    await expect(await page.findByText(text.emptyFile)).toBeVisible();
    await expect(page.queryByRole('region', { name: text.mappingTitle })).toBeNull();
  },
};

/** The commit is on its way: the button is busy and the rows can no longer be changed. */
export const Committing: Story = {
  args: { definition: definition(() => new Promise<ImportCommitResult>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const page = await upload(canvasElement, csvFile(ALL_VALID));
    await preview(page);
    await userEvent.click(page.getByRole('button', { name: text.commit(3) }));
    await expect(await page.findByText(text.committing)).toBeInTheDocument();
    await expect(page.getByRole('button', { name: text.commit(3) })).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('combobox', { name: text.mappingSelect('이메일') })).toBeDisabled();
  },
};

/** The commit started a job: the dialog says how many rows and where to follow it. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const page = await upload(canvasElement, csvFile(WITH_ERRORS));
    await preview(page);
    await userEvent.click(page.getByRole('button', { name: text.commit(2) }));
    await expect(await page.findByRole('dialog', { name: text.doneTitle })).toBeVisible();
    await expect(page.getByText(new RegExp(text.doneStarted(2)))).toBeVisible();
    await expect(page.getByText(new RegExp(text.doneJob))).toBeVisible();
    // Issue 27: the job has only started; "2건을 반영했어요" said it was done.
    await expect(page.queryByText(new RegExp(text.done(2)))).toBeNull();
    await waitFor(() => expect(args.onCommitted).toHaveBeenCalledWith({ count: 2, jobId: 'job-1' }));
  },
};

/** The commit failed: said at once, the preview kept, and the commit can be tried again. */
export const CommitFailed: Story = {
  args: { definition: definition(() => Promise.reject(new Error('server.error'))) },
  play: async ({ canvasElement }) => {
    const page = await upload(canvasElement, csvFile(ALL_VALID));
    await preview(page);
    await userEvent.click(page.getByRole('button', { name: text.commit(3) }));
    await expect(await page.findByRole('alert')).toHaveTextContent(text.commitFailed);
    await expect(page.getByRole('button', { name: text.commit(3) })).toBeEnabled();
    await expect(page.getByRole('region', { name: text.previewTitle })).toBeVisible();
  },
};

/** The limits are said before a file is chosen; a file over the size, then one over the rows, refused at the field. */
export const FileLimits: Story = {
  args: { definition: { ...definition(committed), maxRows: 2 } },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    const input = await page.findByLabelText(fieldLabel(text.fileLabel));
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(text.fileLimits('4 MB', 2)));
    await userEvent.upload(input, csvFile(new Uint8Array(IMPORT_FILE_MAX_BYTES + 1), '큰 명단.csv'));
    await expect(await page.findByText(copy.designSystem.fileTooLarge('4 MB', '큰 명단.csv', '4 MB'))).toBeVisible();
    await userEvent.upload(input, csvFile(ALL_VALID));
    await expect(await page.findByText(text.tooManyRows(3, 2))).toBeVisible();
    await expect(page.queryByRole('region', { name: text.mappingTitle })).toBeNull();
  },
};

/** The server refuses the rows for their size (413): said with its limit, the file kept, another can be chosen. */
export const RefusedTooLargeByServer: Story = {
  args: {
    definition: {
      ...definition(committed),
      classify: () => {
        const { code, status } = errorCodes.requestTooLarge;
        return Promise.reject(new ApiError({ status, code, message: '요청이 너무 커요.', data: { maxBytes: REQUEST_BODY_MAX_BYTES } }));
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await upload(canvasElement, csvFile(ALL_VALID));
    const alert = within(await page.findByRole('alert'));
    await expect(alert.getByText(text.tooLargeForServer('8 MB'))).toBeVisible();
    await expect(page.getByText(text.fileSummary('회원.csv', 3))).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: text.chooseAnother }));
    await expect(await page.findByLabelText(fieldLabel(text.fileLabel))).toBeEnabled();
  },
};

/**
 * Another action starts (issue 15 part 2): a removal still in its undo window is sent before the
 * dry run asks the server (its "already there" counts must see it), and one made while the preview
 * shows is sent before the commit — the dialog flushes the undo queue itself (a plain call, no
 * mutation). The window here is a minute, so only the flush can send them.
 */
const sentOrder: string[] = [];
const pendingRemovals = createUndoQueue({ windowMs: 60_000 });

function removal(label: string) {
  return {
    label,
    apply: () => undefined,
    revert: () => undefined,
    send: () => {
      sentOrder.push(label);
      return Promise.resolve();
    },
  };
}

export const PendingChangeSentFirst: Story = {
  args: {
    definition: {
      ...definition(async (rows) => {
        sentOrder.push('commit');
        return committed(rows);
      }),
      classify: (rows) => {
        sentOrder.push('classify');
        return classify(rows);
      },
    },
  },
  decorators: [
    (Story) => {
      sentOrder.length = 0;
      return (
        <UndoProvider queue={pendingRemovals}>
          <Story />
        </UndoProvider>
      );
    },
  ],
  play: async ({ canvasElement }) => {
    pendingRemovals.enqueue(removal('remove A'));
    const page = await upload(canvasElement, csvFile(ALL_VALID));
    await preview(page);
    await expect(sentOrder).toEqual(['remove A', 'classify']);
    pendingRemovals.enqueue(removal('remove B'));
    await userEvent.click(page.getByRole('button', { name: text.commit(3) }));
    await waitFor(() => expect(sentOrder).toEqual(['remove A', 'classify', 'remove B', 'commit']));
    await expect(pendingRemovals.pending()).toEqual([]);
  },
};
