/**
 * Uploads and a download against the mock (issue 15 "Files"): a file of three parts goes up and
 * is stored; a part that fails its tries stops the upload at that part and "다시 시도" re-sends
 * only it; an upload cancelled mid-way; a stored file downloaded under its Korean name; a file
 * over the limit of its kind refused before sending, and one the server refuses for its size
 * (issue 20).
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@ds/components/Button';
import { adminFileEndpoints, FILE_UPLOAD_LIMITS, type StoredFile } from '@app/shared/api/contract/adminFile';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { FileUploads } from './FileUploads';
import { downloadFile } from './transfer';

const text = copy.backofficeFiles;
const LABEL = '첨부 파일';
const PART_PATH = '*/storage/uploads/:uploadId/parts/:partNumber';
/** Three parts of the mock's 256 KB. */
const file = () => new File([new Uint8Array(600 * 1024)], '회원 명단.csv', { type: 'text/csv' });

async function choose(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.upload(await canvas.findByLabelText(LABEL), file());
  return canvas;
}

/** Fails part 2's first `times` PUTs, and counts the PUTs of each part. */
function failingPart(times: number, sent: number[]) {
  let failures = 0;
  return http.put(PART_PATH, ({ params }) => {
    const partNumber = Number(params.partNumber);
    sent.push(partNumber);
    if (partNumber === 2 && failures < times) {
      failures += 1;
      return HttpResponse.json(
        { status: 500, code: 'server.error', message: '오류', data: null },
        { status: 500 },
      );
    }
    return undefined;
  });
}

const meta = {
  title: 'Back-office/Kit/파일 올리기 · FileUploads',
  component: FileUploads,
  args: { label: LABEL, upload: { retryDelayMs: 0, attemptsPerPart: 2 } },
  parameters: { scenario: 'operator' },
} satisfies Meta<typeof FileUploads>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement);
    await expect(await canvas.findByText(text.done, {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(
      canvas.getByRole('progressbar', { name: text.progress('회원 명단.csv') }),
    ).toHaveAttribute('aria-valuenow', '100');
  },
};

const sentAfterFailure: number[] = [];

export const FailedPartThenRetried: Story = {
  parameters: { msw: { handlers: { failingPart: failingPart(2, sentAfterFailure) } } },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement);
    await expect(
      await canvas.findByText(text.failedPart(2), {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const sentBeforeRetry = sentAfterFailure.length;
    await userEvent.click(canvas.getByRole('button', { name: text.retry }));
    await expect(await canvas.findByText(text.done, {}, { timeout: 15_000 })).toBeInTheDocument();
    // Only the failed part went up again.
    await expect(sentAfterFailure.slice(sentBeforeRetry)).toEqual([2]);
  },
};

export const Cancelled: Story = {
  parameters: {
    msw: {
      handlers: {
        slowParts: http.put(PART_PATH, async () => {
          await delay(60_000);
          return undefined;
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.cancel }));
    await expect(await canvas.findByText(text.cancelled)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: text.retry })).toBeInTheDocument();
  },
};

/** One byte over the image limit: refused on the page, while a small file beside it goes up. */
export const TooLargeBeforeSending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText(LABEL);
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('이미지는 10 MB'));
    const photo = new File([new Uint8Array(FILE_UPLOAD_LIMITS.image + 1)], '행사 사진.png', { type: 'image/png' });
    await userEvent.upload(input, [photo, file()]);
    await expect(
      await canvas.findByText(text.tooLarge('행사 사진.png', '10 MB', 'image', '10 MB')),
    ).toBeInTheDocument();
    await expect(await canvas.findByText(text.done, {}, { timeout: 15_000 })).toBeInTheDocument();
    // Only the small file is in the list: the photo was never sent.
    await expect(canvas.queryByRole('progressbar', { name: text.progress('행사 사진.png') })).toBeNull();
  },
};

/**
 * The server refuses the file for its size anyway (its limit lower than the page knew): the file
 * stays in the list saying the server's limit, and "다시 시도" sends it again (accepted this time).
 */
export const RefusedTooLargeByServer: Story = {
  parameters: {
    msw: {
      handlers: {
        refusedOnce: (() => {
          let refused = false;
          return http.post(`*${adminFileEndpoints.prepareUpload.path}`, () => {
            if (refused) return undefined;
            refused = true;
            const { code, status } = errorCodes.fileTooLarge;
            const data = { maxBytes: 512 * 1024, kind: 'spreadsheet' };
            return HttpResponse.json({ status, code, message: '파일이 너무 커요.', data }, { status });
          });
        })(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement);
    await expect(await canvas.findByText(text.refusedTooLarge('512 KB'))).toBeInTheDocument();
    await expect(canvas.getByText('회원 명단.csv')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: text.retry }));
    await expect(await canvas.findByText(text.done, {}, { timeout: 15_000 })).toBeInTheDocument();
  },
};

/** The stand-in's line naming what `downloadFile` saved (the name it read from the server). */
const savedAs = (name: string) => `내려받은 파일: ${name}`;

function UploadThenDownload() {
  const [stored, setStored] = useState<StoredFile | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <div>
      <FileUploads label={LABEL} onUploaded={setStored} />
      {stored ? (
        <Button onClick={() => void downloadFile(stored.fileId).then(setSaved)}>
          {text.download}
        </Button>
      ) : null}
      {saved ? <p>{savedAs(saved)}</p> : null}
    </div>
  );
}

export const Download: Story = {
  render: () => <UploadThenDownload />,
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: text.download }, { timeout: 15_000 }),
    );
    await waitFor(() => expect(canvas.getByText(savedAs('회원 명단.csv'))).toBeInTheDocument());
  },
};
