/**
 * Contract walk of the document area (learner.md §7 Document): notice slices followed by cursor
 * to the end, and a single notice for a learner, for a visitor with the share token and for a
 * visitor without it. The walk, `describeDocumentContract(baseUrl)`, runs twice: on the Node mock
 * and on the real mock HTTP server (the base URL getter is read in `beforeAll`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentEndpoints as endpoints } from '@app/shared/api/contract/document';
import { seededLogins } from '@mocks/account/seed';
import { communitySeed } from '@mocks/community/seed';
import { startNodeMock, stopNodeMock } from '@mocks/runtimes/node';
import { NODE_MOCK_ORIGIN } from '@tests/mock/client';
import {
  contractClient,
  expectApiError,
  loginAccessToken,
  type ContractClient,
} from './support/contractClient';
import { withMockHttpServer } from './harness';

const { klassId, noticeId, shareToken } = communitySeed.sharedNotice;

function describeDocumentContract(baseUrl: () => string): void {
  const called = new Set<string>();
  let learner: ContractClient;
  let visitor: ContractClient;

  beforeAll(async () => {
    learner = contractClient(
      baseUrl(),
      await loginAccessToken(baseUrl(), seededLogins.learner),
      called,
    );
    visitor = contractClient(baseUrl(), null, called);
  });

  it('GET /notice/slice follows nextCursor to the end, pinned first, without repeats', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let slices = 0;
    do {
      const slice = await visitor.call(endpoints.noticeSlice, {
        params: { id: klassId },
        query: cursor === undefined ? {} : { cursor },
      });
      slices += 1;
      expect(slice.items.length).toBeLessThanOrEqual(10);
      seen.push(...slice.items.map((notice) => notice.noticeId));
      cursor = slice.nextCursor ?? undefined;
    } while (cursor !== undefined);

    expect(slices).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    const first = await visitor.call(endpoints.noticeSlice, {
      params: { id: klassId },
      query: { size: 2 },
    });
    expect(first.items.every((notice) => notice.pinned)).toBe(true);
  });

  it('a class without notices answers an empty last slice', async () => {
    const slice = await visitor.call(endpoints.noticeSlice, {
      params: { id: communitySeed.emptyKlassId },
      query: {},
    });
    expect(slice).toEqual({ items: [], nextCursor: null });
  });

  it('an unknown cursor or a size of 0 answers 400 request.invalid', async () => {
    await expectApiError(
      visitor.call(endpoints.noticeSlice, {
        params: { id: klassId },
        query: { cursor: 'nt-unknown' },
      }),
      'badRequest',
    );
    await expectApiError(
      visitor.call(endpoints.noticeSlice, { params: { id: klassId }, query: { size: 0 } }),
      'badRequest',
    );
  });

  it('GET /notice/{noticeId}: a learner reads it with its HTML', async () => {
    const notice = await learner.call(endpoints.notice, {
      params: { id: klassId, noticeId },
      query: {},
    });
    expect(notice).toMatchObject({ noticeId, klassId, pinned: true });
    expect(notice.contentHtml.length).toBeGreaterThan(0);
  });

  it('GET /notice/{noticeId}?token=: a visitor needs the share token', async () => {
    const notice = await visitor.call(endpoints.notice, {
      params: { id: klassId, noticeId },
      query: { token: shareToken },
    });
    expect(notice.noticeId).toBe(noticeId);
    await expectApiError(
      visitor.call(endpoints.notice, { params: { id: klassId, noticeId }, query: {} }),
      'unauthenticated',
    );
    await expectApiError(
      visitor.call(endpoints.notice, {
        params: { id: klassId, noticeId },
        query: { token: 'wrong-token' },
      }),
      'unauthenticated',
    );
  });

  it('an unknown notice answers request.not_found', async () => {
    await expectApiError(
      learner.call(endpoints.notice, { params: { id: klassId, noticeId: 'nt-none' }, query: {} }),
      'notFound',
    );
  });

  it('walked every document endpoint', () => {
    expect([...called].sort()).toEqual(
      Object.values(endpoints)
        .map((endpoint) => endpoint.id)
        .sort(),
    );
  });
}

describe('document contract (Node mock)', () => {
  beforeAll(() => startNodeMock());
  afterAll(stopNodeMock);
  describeDocumentContract(() => NODE_MOCK_ORIGIN);
});

describe('document contract (mock HTTP server)', () => {
  const server = withMockHttpServer();
  describeDocumentContract(() => server.baseUrl);
});
