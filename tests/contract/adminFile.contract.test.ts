/**
 * Contract walk of the file area (backoffice.md §7 File: "A multi-part upload splits a file by
 * the number of upload URLs") over real HTTP: prepare → a PUT of each part to the URL handed
 * out → complete with the etags → metadata → the content, saved under its Korean name
 * (`Content-Disposition` with `filename*=UTF-8''…`); and each documented upload refusal.
 */
import { describe, expect, it } from 'vitest';
import { adminFileEndpoints, FILE_UPLOAD_MAX_BYTES } from '@app/shared/api/contract/adminFile';
import { seededOperators } from '@mocks/backoffice/seed';
import { exportRows } from '@mocks/backoffice/files';
import { PART_SIZE } from '@mocks/backoffice/files/store';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();
const KOREAN_NAME = '회원 명단 (2026년 11월).csv';

function bytesOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = index % 251;
  return bytes;
}

async function operator() {
  return contractClient(
    server.baseUrl,
    await loginAccessToken(server.baseUrl, seededOperators.limited),
    called,
  );
}

async function putPart(url: string, body: Uint8Array<ArrayBuffer>): Promise<Response> {
  return fetch(url, {
    method: 'PUT',
    body,
    headers: { 'Content-Type': 'application/octet-stream' },
  });
}

describe('file contract over HTTP (§7 File)', () => {
  it('prepare → parts → complete → metadata → content with the Korean file name', async () => {
    const api = await operator();
    const bytes = bytesOf(PART_SIZE * 2 + 1000);
    const plan = await api.call(adminFileEndpoints.prepareUpload, {
      body: { fileName: KOREAN_NAME, size: bytes.byteLength, contentType: 'text/csv' },
    });
    // The file splits by the number of URLs: three parts of ceil(size / 3) bytes.
    expect(plan.uploadUrls).toHaveLength(3);
    expect(plan.partSize).toBe(Math.ceil(bytes.byteLength / 3));

    const parts = await Promise.all(
      plan.uploadUrls.map(async (url, index) => {
        const answer = await putPart(
          url,
          bytes.slice(index * plan.partSize, (index + 1) * plan.partSize),
        );
        expect(answer.status).toBe(200);
        const etag = answer.headers.get('ETag');
        expect(etag).toBeTruthy();
        return { partNumber: index + 1, etag: etag ?? '' };
      }),
    );
    const stored = await api.call(adminFileEndpoints.completeUpload, {
      params: { uploadId: plan.uploadId },
      body: { parts },
    });
    expect(stored).toMatchObject({
      fileName: KOREAN_NAME,
      size: bytes.byteLength,
      contentType: 'text/csv',
      owner: { accountKey: seededOperators.limited.accountKey },
    });
    await expect(
      api.call(adminFileEndpoints.fileMetadata, { params: { fileId: stored.fileId } }),
    ).resolves.toEqual(stored);

    const link = await api.call(adminFileEndpoints.downloadFile, {
      params: { fileId: stored.fileId },
    });
    expect(link.fileName).toBe(KOREAN_NAME);
    const content = await fetch(link.url);
    expect(content.status).toBe(200);
    expect(content.headers.get('Content-Type')).toBe('text/csv');
    expect(content.headers.get('Content-Disposition')).toBe(
      `attachment; filename="__ __ (2026_ 11_).csv"; filename*=UTF-8''${encodeURIComponent(
        KOREAN_NAME,
      )
        .replace('(', '%28')
        .replace(')', '%29')}`,
    );
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(bytes);
    // The upload is finished: its id is gone.
    await expectApiError(
      api.call(adminFileEndpoints.completeUpload, {
        params: { uploadId: plan.uploadId },
        body: { parts },
      }),
      'fileUploadNotFound',
    );
  }, 20_000);

  it('refuses a file over the limit, a part out of range, too many parts and a missing part', async () => {
    const api = await operator();
    await expectApiError(
      api.call(adminFileEndpoints.prepareUpload, {
        body: {
          fileName: '큰 파일.mp4',
          size: FILE_UPLOAD_MAX_BYTES + 1,
          contentType: 'video/mp4',
        },
      }),
      'fileTooLarge',
    );
    const bytes = bytesOf(PART_SIZE + 10);
    const plan = await api.call(adminFileEndpoints.prepareUpload, {
      body: {
        fileName: '자료.bin',
        size: bytes.byteLength,
        contentType: 'application/octet-stream',
      },
    });
    const [first = '', second = ''] = plan.uploadUrls;
    const beyond = first.replace('/parts/1?', '/parts/3?');
    const refused = await putPart(beyond, bytes.slice(0, 5));
    expect(refused.status).toBe(400);
    await expect(refused.json()).resolves.toMatchObject({ code: 'file.upload.part_out_of_range' });
    // A part cut to another size than ceil(size / N) is out of range too.
    expect((await putPart(first, bytes.slice(0, 10))).status).toBe(400);

    const etag = (await putPart(first, bytes.slice(0, plan.partSize))).headers.get('ETag') ?? '';
    const complete = (parts: { partNumber: number; etag: string }[]) =>
      api.call(adminFileEndpoints.completeUpload, {
        params: { uploadId: plan.uploadId },
        body: { parts },
      });
    await expectApiError(
      complete([1, 2, 3].map((partNumber) => ({ partNumber, etag }))),
      'fileTooManyParts',
    );
    await expectApiError(complete([{ partNumber: 1, etag }]), 'filePartMismatch');
    expect((await putPart(second, bytes.slice(plan.partSize))).status).toBe(200);
    await expectApiError(
      complete([
        { partNumber: 1, etag },
        { partNumber: 2, etag: '"wrong"' },
      ]),
      'filePartMismatch',
    );

    await expect(
      api.call(adminFileEndpoints.abortUpload, { params: { uploadId: plan.uploadId } }),
    ).resolves.toBeNull();
    expect((await putPart(second, bytes.slice(plan.partSize))).status).toBe(404);
  }, 20_000);

  it('a download link with a wrong token answers file.link.expired; an unknown file file.not_found', async () => {
    const api = await operator();
    await expectApiError(
      api.call(adminFileEndpoints.fileMetadata, { params: { fileId: 'file-none' } }),
      'fileNotFound',
    );
    await expectApiError(
      api.call(adminFileEndpoints.downloadFile, { params: { fileId: 'file-none' } }),
      'fileNotFound',
    );
    const answer = await fetch(`${server.baseUrl}/storage/files/file-none?token=forged`);
    expect(answer.status).toBe(403);
    await expect(answer.json()).resolves.toMatchObject({ code: 'file.link.expired' });
  });

  it('exportRows stores a real CSV (BOM, Korean, neutralised formula) that downloads like any file', async () => {
    const api = await operator();
    const exported = await exportRows({
      format: 'CSV',
      fileName: '그룹 회원',
      columns: [
        { key: 'name', header: '이름' },
        { key: 'email', header: '이메일' },
      ],
      rows: [{ name: '=HYPERLINK("http://evil.test")', email: 'haneul@klass.test' }],
    });
    expect(exported).toMatchObject({
      fileName: '그룹 회원.csv',
      contentType: 'text/csv; charset=utf-8',
    });
    const link = await api.call(adminFileEndpoints.downloadFile, {
      params: { fileId: exported.fileId },
    });
    const content = await fetch(link.url);
    const bytes = new Uint8Array(await content.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFF이름,이메일\r\n"\'=HYPERLINK(""http://evil.test"")",haneul@klass.test\r\n',
    );
    expect(content.headers.get('Content-Disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('그룹 회원.csv')}`,
    );
  });

  it('calls every endpoint of the area', () => {
    expect([...called].sort()).toEqual(
      Object.values(adminFileEndpoints)
        .map((endpoint) => endpoint.id)
        .sort(),
    );
  });
});
