/**
 * Size and length limits over real HTTP (issue 20; the answers are described in errors.ts's
 * header): each upload kind is held to its own limit (adminFile.ts FILE_UPLOAD_LIMITS) and refused
 * with 413 `file.upload.too_large` naming the limit and the kind; a body over the gateway's limit
 * is 413 `request.too_large` on a back-office call too; a text over its length, or an import over
 * its row count, is 400 `request.invalid` at its field with the limit and a Korean message, never a
 * generic refusal. There is no rate limit to test: neither spec documents one (errors.ts).
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { LoginRequest } from '@app/shared/api/contract/account';
import { adminFileEndpoints, FILE_UPLOAD_LIMITS, type UploadKind } from '@app/shared/api/contract/adminFile';
import { adminMemberEndpoints, MEMBER_IMPORT_ROWS_MAX } from '@app/shared/api/contract/adminMember';
import { adminMemberDetailEndpoints } from '@app/shared/api/contract/adminMemberDetail';
import {
  communityEndpoints,
  QUESTION_IMAGE_MAX_BYTES,
  QUESTION_VALUE_MAX,
  REVIEW_BODY_MAX,
} from '@app/shared/api/contract/community';
import { errorCodes, REQUEST_BODY_MAX_BYTES } from '@app/shared/api/contract/errors';
import { MEMO_MAX } from '@app/shared/api/contract/adminMemberFields';
import { copy } from '@app/shared/copy';
import { seededLogins } from '@mocks/account/seed';
import { communitySeed } from '@mocks/community/seed';
import { seededMemoMember } from '@mocks/backoffice/memberDetail/seed';
import { seededMemberGroups } from '@mocks/backoffice/members/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { withMockHttpServer } from './harness';
import { contractClient, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

async function signedIn(login: LoginRequest = seededOperators.full): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, login), called);
}

/** The refusal's `{status, code, data}`; fails when the call succeeds. */
async function refusal(call: Promise<unknown>) {
  const error: unknown = await call.then(() => expect.fail('expected a refusal'), (reason: unknown) => reason);
  if (!isApiError(error)) throw error;
  return { status: error.status, code: error.code, data: error.data };
}

const files: Record<UploadKind, { fileName: string; contentType: string }> = {
  image: { fileName: '배너.png', contentType: 'image/png' },
  // Browsers often type a CSV as octet-stream: its extension still makes it a spreadsheet.
  spreadsheet: { fileName: '회원 명단.csv', contentType: 'application/octet-stream' },
  other: { fileName: '강의 자료.pdf', contentType: 'application/pdf' },
};

describe('size and length limits over HTTP (issue 20)', () => {
  it('an upload is held to the limit of its kind: at it a plan, one byte over 413 file.upload.too_large with maxBytes and kind', async () => {
    const api = await signedIn(seededOperators.limited);
    for (const [kind, file] of Object.entries(files) as [UploadKind, (typeof files)[UploadKind]][]) {
      const maxBytes = FILE_UPLOAD_LIMITS[kind];
      const plan = await api.call(adminFileEndpoints.prepareUpload, { body: { ...file, size: maxBytes } });
      expect(plan.uploadUrls.length, kind).toBeGreaterThan(0);
      await api.call(adminFileEndpoints.abortUpload, { params: { uploadId: plan.uploadId } });
      expect(await refusal(api.call(adminFileEndpoints.prepareUpload, { body: { ...file, size: maxBytes + 1 } }))).toEqual({
        status: 413,
        code: errorCodes.fileTooLarge.code,
        data: { maxBytes, kind },
      });
    }
    // The limits differ, so the kind matters: an image the size of a spreadsheet's limit is refused.
    expect(FILE_UPLOAD_LIMITS.image).toBeLessThan(FILE_UPLOAD_LIMITS.spreadsheet);
    expect(FILE_UPLOAD_LIMITS.spreadsheet).toBeLessThan(FILE_UPLOAD_LIMITS.other);
  });

  it('a back-office body over the gateway limit is 413 request.too_large before it is read', async () => {
    const api = await signedIn();
    const identifiers = Array.from({ length: 10 }, (_, index) => ({ row: index + 1, value: 'a'.repeat(REQUEST_BODY_MAX_BYTES / 8) }));
    expect(
      await refusal(
        api.call(adminMemberEndpoints.importDryRun, { params: { groupKey: seededMemberGroups.vip.groupKey }, body: { identifiers } }),
      ),
    ).toEqual({ status: 413, code: errorCodes.requestTooLarge.code, data: { maxBytes: REQUEST_BODY_MAX_BYTES } });
  });

  it('a text over its length is refused at its field with the limit, in Korean (memo 300, group name 30)', async () => {
    const api = await signedIn();
    const memo = await refusal(
      api.call(adminMemberDetailEndpoints.createMemo, { params: { accountKey: seededMemoMember }, body: { content: '가'.repeat(MEMO_MAX + 1) } }),
    );
    expect(memo).toMatchObject({ status: 400, code: errorCodes.badRequest.code });
    // The memo's own rule (adminMemberFields.ts) speaks as the form does, with the count.
    expect(memo.data?.issues).toEqual([{ path: 'content', message: copy.account.validation.maxLength(MEMO_MAX, MEMO_MAX + 1) }]);

    const group = await refusal(api.call(adminMemberEndpoints.createGroup, { body: { name: '가'.repeat(31) } }));
    expect(group).toMatchObject({ status: 400, code: errorCodes.badRequest.code });
    expect(group.data?.issues).toEqual([{ path: 'name', code: 'too_big', maximum: 30, message: '최대 30자까지 입력할 수 있어요.' }]);
  });

  it('learner texts too: a question over 2,000 and a review over 10,000 characters, at their fields', async () => {
    const api = await signedIn(seededLogins.learner);
    const question = await refusal(
      api.call(communityEndpoints.createQuestion, {
        params: { klassId: communitySeed.busyKlassId },
        body: { value: 'a'.repeat(QUESTION_VALUE_MAX + 1) },
      }),
    );
    expect(question.data?.issues).toEqual([
      { path: 'value', code: 'too_big', maximum: QUESTION_VALUE_MAX, message: `최대 ${QUESTION_VALUE_MAX}자까지 입력할 수 있어요.` },
    ]);
    const review = await refusal(
      api.call(communityEndpoints.updateReview, {
        params: { key: communitySeed.learnerReview.key },
        body: { rating: 5, body: 'a'.repeat(REVIEW_BODY_MAX + 1) },
      }),
    );
    expect(review.data?.issues).toEqual([
      expect.objectContaining({ path: 'body', code: 'too_big', maximum: REVIEW_BODY_MAX }),
    ]);
  });

  it('a question image (a data URL in JSON) is held to QUESTION_IMAGE_MAX_BYTES of image bytes: at it stored, one byte over 413 file.upload.too_large', async () => {
    const api = await signedIn(seededLogins.learner);
    const image = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
    const stored = await api.call(communityEndpoints.uploadImage, { body: { dataUrl: image(QUESTION_IMAGE_MAX_BYTES) } });
    expect(stored.imageKey).toBeTruthy();
    expect(await refusal(api.call(communityEndpoints.uploadImage, { body: { dataUrl: image(QUESTION_IMAGE_MAX_BYTES + 1) } }))).toEqual({
      status: 413,
      code: errorCodes.fileTooLarge.code,
      data: { maxBytes: QUESTION_IMAGE_MAX_BYTES, kind: 'image' },
    });
  });

  it('an import over its row count is refused at `identifiers` with the count, before any row is read', async () => {
    const api = await signedIn();
    const identifiers = Array.from({ length: MEMBER_IMPORT_ROWS_MAX + 1 }, (_, index) => ({ row: index + 2, value: `m${index}@klass.test` }));
    const refused = await refusal(
      api.call(adminMemberEndpoints.importDryRun, { params: { groupKey: seededMemberGroups.vip.groupKey }, body: { identifiers } }),
    );
    expect(refused).toMatchObject({ status: 400, code: errorCodes.badRequest.code });
    expect(refused.data?.issues).toEqual([
      { path: 'identifiers', code: 'too_big', maximum: MEMBER_IMPORT_ROWS_MAX, message: `한 번에 최대 ${MEMBER_IMPORT_ROWS_MAX}개까지 보낼 수 있어요.` },
    ]);
  });
});
