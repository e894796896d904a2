/**
 * Contract walk of the marketing popups and top banner (backoffice.md §2; issue 31) over real
 * HTTP: every answer in its schema; the seed has nothing live (nothing stands over other tests'
 * pages); a popup created for now is live for its target only, in the order the operator put
 * them (a new one goes last), and a banner switched off leaves the learner's live answer; an
 * uploaded image is published at a public address any browser reads without a token; an unsafe
 * link, a file that is not a PNG/JPEG/GIF/WEBP or none, or an end before the start, is refused
 * at its field; an edit from a stale version is refused (409
 * marketing.version.conflict); the schedule follows the mock clock; the change history.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { adminMarketingEndpoints, type PlacementInput } from '@app/shared/api/contract/adminMarketing';
import { marketingErrorCodes, placementRuleMessages } from '@app/shared/api/contract/adminMarketingRules';
import { siteMarketingEndpoints } from '@app/shared/api/contract/siteMarketing';
import { seededLogins } from '@mocks/account/seed';
import { storeFile } from '@mocks/backoffice/files/store';
import { placementFixtures } from '@mocks/backoffice/marketing/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { resetSettings, settings } from '@mocks/engine/settings';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient, fieldIssues } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();
const HOUR_MS = 60 * 60 * 1000;

afterEach(() => resetSettings());

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

async function learner(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededLogins.learner), called);
}

const visitor = () => contractClient(server.baseUrl, null, called);

function popup(overrides: Partial<PlacementInput> = {}): PlacementInput {
  return {
    kind: 'POPUP',
    title: '계약 테스트 팝업',
    message: '지금부터 보이는 팝업이에요.',
    imageFileId: null,
    linkUrl: 'https://klass.example.com/events',
    startAt: new Date(settings.now() - HOUR_MS).toISOString(),
    endAt: null,
    target: 'ALL',
    ...overrides,
  };
}


describe('marketing popups and top banner over HTTP', () => {
  it('seeds both kinds, nothing live: ended and upcoming ones only', async () => {
    const client = await operator();
    for (const kind of ['POPUP', 'BANNER'] as const) {
      const { items } = await client.call(adminMarketingEndpoints.placements, { query: { kind } });
      expect(items.length).toBeGreaterThan(3);
      expect(items.every((item) => item.kind === kind && item.state !== 'LIVE')).toBe(true);
      expect(new Set(items.map((item) => item.state))).toEqual(new Set(['UPCOMING', 'ENDED']));
    }
    expect(await visitor().call(siteMarketingEndpoints.livePlacements, {})).toEqual({ popups: [], banner: null });
    const upcoming = await client.call(adminMarketingEndpoints.placement, { params: { placementKey: placementFixtures.upcomingPopup } });
    expect(upcoming.state).toBe('UPCOMING');
    await expectApiError(client.call(adminMarketingEndpoints.placement, { params: { placementKey: 'mkt-none' } }), 'notFound');
  });

  it('refuses an unsafe link, an image that is not one or is not there, and an end before the start, each at its field', async () => {
    const client = await operator();
    const unsafe = await fieldIssues(client.call(adminMarketingEndpoints.createPlacement, { body: popup({ linkUrl: 'javascript:alert(1)' }) }));
    expect(unsafe).toMatchObject({ linkUrl: placementRuleMessages.linkUnsafe });
    const owner = { accountKey: 'acc-operator', displayName: '운영자' };
    const svg = await storeFile({ fileName: '팝업.svg', contentType: 'image/svg+xml', bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), owner });
    expect(await fieldIssues(client.call(adminMarketingEndpoints.createPlacement, { body: popup({ imageFileId: svg.fileId }) }))).toMatchObject({
      imageFileId: placementRuleMessages.imageNotImage,
    });
    expect(await fieldIssues(client.call(adminMarketingEndpoints.createPlacement, { body: popup({ imageFileId: 'file-none' }) }))).toMatchObject({
      imageFileId: placementRuleMessages.imageMissing,
    });
    const start = popup().startAt;
    const backwards = await fieldIssues(client.call(adminMarketingEndpoints.createPlacement, { body: popup({ endAt: start }) }));
    expect(backwards).toMatchObject({ endAt: placementRuleMessages.endBeforeStart });
  });

  it('shows a popup made for now to its target in the order put; a banner switched off leaves; the schedule follows the clock', async () => {
    const client = await operator();
    const first = await client.call(adminMarketingEndpoints.createPlacement, { body: popup({ title: '두 번째 순서 팝업' }) });
    expect(first).toMatchObject({ state: 'LIVE', enabled: true, version: 1 });
    const members = await client.call(adminMarketingEndpoints.createPlacement, { body: popup({ title: '회원 전용 팝업', target: 'MEMBERS' }) });
    // A new one goes last; the operator moves it first.
    expect(members.order).toBe(first.order + 1);
    const reordered = await client.call(adminMarketingEndpoints.reorderPlacements, { body: { kind: 'POPUP', placementKeys: [members.placementKey, first.placementKey] } });
    expect(reordered.items.find((item) => item.placementKey === members.placementKey)).toMatchObject({ order: 1, version: 1 });
    expect(reordered.items.find((item) => item.placementKey === first.placementKey)?.order).toBe(2);
    // The version stays (an editor open meanwhile still saves); the move is in the change history.
    const moved = await client.call(adminHistoryEndpoints.changes, { query: { recordType: 'MARKETING', recordKey: members.placementKey, sort: 'changedAt,desc' } });
    expect(moved.items).toContainEqual(expect.objectContaining({ action: 'UPDATE', changes: [{ field: 'order', before: members.order, after: 1 }] }));
    expect(await fieldIssues(client.call(adminMarketingEndpoints.reorderPlacements, { body: { kind: 'BANNER', placementKeys: [members.placementKey] } }))).toMatchObject({
      placementKeys: placementRuleMessages.reorderUnknown,
    });
    const banner = await client.call(adminMarketingEndpoints.createPlacement, {
      body: popup({ kind: 'BANNER', title: '지금 띠 배너', endAt: new Date(settings.now() + 2 * HOUR_MS).toISOString() }),
    });

    const forVisitor = await visitor().call(siteMarketingEndpoints.livePlacements, {});
    expect(forVisitor.popups.map((item) => item.placementKey)).toEqual([first.placementKey]);
    expect(forVisitor.banner?.placementKey).toBe(banner.placementKey);
    const forLearner = await (await learner()).call(siteMarketingEndpoints.livePlacements, {});
    expect(forLearner.popups.map((item) => item.placementKey)).toEqual([members.placementKey, first.placementKey]);

    const off = await client.call(adminMarketingEndpoints.switchPlacement, { params: { placementKey: banner.placementKey }, body: { enabled: false } });
    expect(off).toMatchObject({ enabled: false, version: 2 });
    expect((await visitor().call(siteMarketingEndpoints.livePlacements, {})).banner).toBeNull();
    await client.call(adminMarketingEndpoints.switchPlacement, { params: { placementKey: banner.placementKey }, body: { enabled: true } });
    expect((await visitor().call(siteMarketingEndpoints.livePlacements, {})).banner?.placementKey).toBe(banner.placementKey);

    // Three hours on (a new session: the earlier ones expired), the banner's end has passed.
    const later = settings.now() + 3 * HOUR_MS;
    settings.now = () => later;
    expect((await visitor().call(siteMarketingEndpoints.livePlacements, {})).banner).toBeNull();
    expect((await (await operator()).call(adminMarketingEndpoints.placement, { params: { placementKey: banner.placementKey } })).state).toBe('ENDED');
  });

  it('publishes an uploaded image at a public address read without a token, while a placement uses it', async () => {
    const client = await operator();
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    const unused = await storeFile({ fileName: '안 쓰는 이미지.png', contentType: 'image/png', bytes: png, owner: { accountKey: 'acc-operator', displayName: '운영자' } });
    const image = await storeFile({ fileName: '겨울 특강.png', contentType: 'image/png', bytes: png, owner: { accountKey: 'acc-operator', displayName: '운영자' } });
    const made = await client.call(adminMarketingEndpoints.createPlacement, { body: popup({ title: '이미지 팝업', imageFileId: image.fileId }) });
    expect(made.imageUrl).toBe(`${server.baseUrl}/storage/public/marketing/${image.fileId}`);
    const live = await visitor().call(siteMarketingEndpoints.livePlacements, {});
    expect(live.popups.find((item) => item.placementKey === made.placementKey)?.imageUrl).toBe(made.imageUrl);
    const bytes = await fetch(made.imageUrl ?? '');
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(png);
    expect((await fetch(`${server.baseUrl}/storage/public/marketing/${unused.fileId}`)).status).toBe(404);
  });

  it('edits from the version it was based on and refuses a stale one; records the changes; every endpoint was walked', async () => {
    const client = await operator();
    const made = await client.call(adminMarketingEndpoints.createPlacement, { body: popup({ title: '수정할 팝업' }) });
    const { placementKey, state: _state, enabled: _enabled, updatedAt: _at, updatedBy: _by, imageUrl: _image, order: _order, version, ...input } = made;
    const edited = await client.call(adminMarketingEndpoints.updatePlacement, { params: { placementKey }, body: { ...input, title: '수정한 팝업', version } });
    expect(edited).toMatchObject({ title: '수정한 팝업', version: version + 1 });
    const stale: unknown = await client
      .call(adminMarketingEndpoints.updatePlacement, { params: { placementKey }, body: { ...input, title: '늦은 수정', version } })
      .catch((error: unknown) => error);
    expect(isApiError(stale) && { status: stale.status, code: stale.code, data: stale.data }).toEqual({
      ...marketingErrorCodes.placementVersionConflict,
      data: { version: version + 1 },
    });
    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: 'MARKETING', sort: 'changedAt,desc' } });
    expect(history.items[0]).toMatchObject({ record: { type: 'MARKETING', key: placementKey }, action: 'UPDATE' });
    // Issue 40: deleted, it is gone from the list, the learner site and a read by its key; the history says so.
    expect(await client.call(adminMarketingEndpoints.deletePlacement, { params: { placementKey } })).toEqual({ placementKey });
    expect((await client.call(adminMarketingEndpoints.placements, { query: { kind: 'POPUP' } })).items.map((item) => item.placementKey)).not.toContain(placementKey);
    expect((await visitor().call(siteMarketingEndpoints.livePlacements, {})).popups.map((item) => item.placementKey)).not.toContain(placementKey);
    await expectApiError(client.call(adminMarketingEndpoints.placement, { params: { placementKey } }), 'notFound');
    const deleted = await client.call(adminHistoryEndpoints.changes, { query: { recordType: 'MARKETING', sort: 'changedAt,desc' } });
    expect(deleted.items[0]).toMatchObject({ record: { type: 'MARKETING', key: placementKey }, action: 'DELETE' });
    expect([...called].filter((id) => id.startsWith('adminMarketing.')).sort()).toEqual(Object.values(adminMarketingEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
