/**
 * Marketing popup and top banner handlers (issue 31): the back-office's list, editor, on/off
 * switch and delete (issue 40) (adminMarketing.ts) and the learner site's live ones (siteMarketing.ts), from one
 * collection, so a popup switched on and scheduled for now is on the learner home at its next
 * read and one switched off is gone from it. What is live is decided by the contract's own rule
 * (adminMarketingRules.ts) against the mock's clock: the scenario clock moves it.
 *
 * A placement's image is a file of the kit's storage (mocks/backoffice/files), published here at a
 * public address of this area's own (`publicImage`): its bytes to anyone, without a token, while a
 * placement uses the file — the kit's own links expire in a minute.
 */
import { adminMarketingEndpoints, type Placement, type PlacementInput } from '@app/shared/api/contract/adminMarketing';
import {
  isPlacementImageType,
  livePlacements,
  marketingErrorCodes,
  placementRuleMessages,
  reorderedPlacements,
  scheduleState,
} from '@app/shared/api/contract/adminMarketingRules';
import { siteMarketingEndpoints, type LivePlacement } from '@app/shared/api/contract/siteMarketing';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AccessClaims } from '@mocks/auth/tokens';
import { fileContents } from '@mocks/backoffice/files/contents';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';
import { AreaMockError } from '@mocks/engine/AreaMockError';
import type { PlacementRecord } from './collections';

const PUBLIC_IMAGE_PATH = '/storage/public/marketing/';

/** The image's public address: origin-relative in the history, absolute (the answering origin) in answers. */
const imagePath = (fileId: string | null) => (fileId === null ? null : `${PUBLIC_IMAGE_PATH}${encodeURIComponent(fileId)}`);
const imageUrlOf = (record: PlacementRecord, request: Request) => {
  const path = imagePath(record.imageFileId);
  return path === null ? null : `${new URL(request.url).origin}${path}`;
};

function toPlacement(record: PlacementRecord, request: Request, now = settings.now()): Placement {
  return { ...record, imageUrl: imageUrlOf(record, request), state: scheduleState(record, now) };
}

const refused = (path: string, message: string) => new MockError('badRequest', message, { part: 'body', issues: [{ path, message }] });

/** A new image must be a stored PNG, JPEG, GIF or WEBP file; the one a placement already has stays. */
function checkImage(imageFileId: string | null, had: string | null = null): void {
  if (imageFileId === null || imageFileId === had) return;
  const file = db.storedFiles.findFirst((q) => q.where({ fileId: imageFileId }));
  if (!file) throw refused('imageFileId', placementRuleMessages.imageMissing);
  if (!isPlacementImageType(file.contentType)) throw refused('imageFileId', placementRuleMessages.imageNotImage);
}

function requirePlacement(placementKey: string): PlacementRecord {
  const found = db.marketingPlacements.findFirst((q) => q.where({ placementKey }));
  if (!found) throw new MockError('notFound', '팝업이나 배너를 찾을 수 없어요.');
  return found;
}

const stateRank = { LIVE: 0, UPCOMING: 1, ENDED: 2 } as const;

/** Live first, then upcoming, each by order and start; the ended ones last, newest first. */
function listOrder(a: Placement, b: Placement): number {
  if (a.state !== b.state) return stateRank[a.state] - stateRank[b.state];
  if (a.state === 'ENDED') return Date.parse(b.startAt) - Date.parse(a.startAt);
  return a.order - b.order || Date.parse(a.startAt) - Date.parse(b.startAt);
}

/** The fields the history records (the message is long, the kind never changes, the order has its own call). */
function recorded(placement: PlacementInput | PlacementRecord) {
  return {
    title: placement.title,
    startAt: placement.startAt,
    endAt: placement.endAt,
    target: placement.target,
    linkUrl: placement.linkUrl,
    imageUrl: imagePath(placement.imageFileId),
  };
}

/** The next key of a kind, in the seed's pattern (placements are never deleted, so it is free). */
function nextKey(kind: PlacementRecord['kind']): string {
  const count = db.marketingPlacements.findMany((q) => q.where({ kind })).length;
  return `mkt-${kind.toLowerCase()}-${String(count + 1).padStart(2, '0')}`;
}

async function update(auth: AccessClaims | null, record: PlacementRecord, change: Partial<PlacementRecord>): Promise<PlacementRecord> {
  const updated = await db.marketingPlacements.update((q) => q.where({ placementKey: record.placementKey }), {
    data(draft) {
      Object.assign(draft, change, { version: record.version + 1, updatedAt: new Date(settings.now()).toISOString(), updatedBy: actorOf(auth) });
    },
  });
  return updated ?? record;
}

function toLive(record: PlacementRecord, request: Request): LivePlacement {
  const { placementKey, title, message, linkUrl } = record;
  return { placementKey, title, message, imageUrl: imageUrlOf(record, request), linkUrl };
}

function listOf(kind: PlacementRecord['kind'], request: Request): { items: Placement[] } {
  const now = settings.now();
  const items = db.marketingPlacements
    .findMany((q) => q.where({ kind }))
    .map((record) => toPlacement(record, request, now))
    .sort(listOrder);
  return { items };
}

export const adminMarketingHandlers = {
  placements: handle(adminMarketingEndpoints.placements, ({ query, request }) => listOf(query.kind, request)),

  placement: handle(adminMarketingEndpoints.placement, ({ params, request }) => toPlacement(requirePlacement(params.placementKey), request)),

  createPlacement: handle(adminMarketingEndpoints.createPlacement, async ({ body, auth, request }) => {
    checkImage(body.imageFileId);
    const orders = db.marketingPlacements.findMany((q) => q.where({ kind: body.kind })).map((each) => each.order);
    const record: PlacementRecord = {
      ...body,
      placementKey: nextKey(body.kind),
      // A new one goes last; the operator moves it up in the order list.
      order: Math.max(0, ...orders) + 1,
      enabled: true,
      version: 1,
      updatedAt: new Date(settings.now()).toISOString(),
      updatedBy: actorOf(auth),
    };
    const saved = await db.marketingPlacements.create(record);
    await recordChange({ actor: auth, recordType: 'MARKETING', recordKey: saved.placementKey, recordLabel: saved.title, action: 'CREATE', before: null, after: recorded(saved) });
    return toPlacement(saved, request);
  }),

  updatePlacement: handle(adminMarketingEndpoints.updatePlacement, async ({ params, body, auth, request }) => {
    const record = requirePlacement(params.placementKey);
    if (record.version !== body.version)
      throw new AreaMockError(marketingErrorCodes.placementVersionConflict, '다른 곳에서 먼저 수정됐어요.', { version: record.version });
    checkImage(body.imageFileId, record.imageFileId);
    const { version: _basedOn, ...input } = body;
    const updated = await update(auth, record, { ...input, kind: record.kind });
    await recordChange({ actor: auth, recordType: 'MARKETING', recordKey: record.placementKey, recordLabel: updated.title, action: 'UPDATE', before: recorded(record), after: recorded(updated) });
    return toPlacement(updated, request);
  }),

  switchPlacement: handle(adminMarketingEndpoints.switchPlacement, async ({ params, body, auth, request }) => {
    const record = requirePlacement(params.placementKey);
    if (record.enabled === body.enabled) return toPlacement(record, request);
    const updated = await update(auth, record, { enabled: body.enabled });
    await recordChange({
      actor: auth,
      recordType: 'MARKETING',
      recordKey: record.placementKey,
      recordLabel: record.title,
      action: 'UPDATE',
      before: { enabled: record.enabled },
      after: { enabled: body.enabled },
    });
    return toPlacement(updated, request);
  }),

  reorderPlacements: handle(adminMarketingEndpoints.reorderPlacements, async ({ body, auth, request }) => {
    const records = db.marketingPlacements.findMany((q) => q.where({ kind: body.kind }));
    if (new Set(body.placementKeys).size !== body.placementKeys.length) throw refused('placementKeys', placementRuleMessages.reorderRepeated);
    if (body.placementKeys.some((key) => !records.some((record) => record.placementKey === key)))
      throw refused('placementKeys', placementRuleMessages.reorderUnknown);
    // The order is not the placement's content: no version step, so an editor open meanwhile still
    // saves. Each placement that moved records its new place in the history, as a category does.
    for (const [placementKey, order] of reorderedPlacements(records, body.placementKeys)) {
      const record = records.find((each) => each.placementKey === placementKey);
      if (!record || record.order === order) continue;
      await db.marketingPlacements.update((q) => q.where({ placementKey }), {
        data(draft) {
          draft.order = order;
        },
      });
      await recordChange({
        actor: auth,
        recordType: 'MARKETING',
        recordKey: placementKey,
        recordLabel: record.title,
        action: 'UPDATE',
        before: { order: record.order },
        after: { order },
      });
    }
    return listOf(body.kind, request);
  }),

  deletePlacement: handle(adminMarketingEndpoints.deletePlacement, async ({ params, auth }) => {
    const record = requirePlacement(params.placementKey);
    await db.marketingPlacements.delete((q) => q.where({ placementKey: record.placementKey }));
    await recordChange({ actor: auth, recordType: 'MARKETING', recordKey: record.placementKey, recordLabel: record.title, action: 'DELETE', before: recorded(record), after: null });
    return { placementKey: record.placementKey };
  }),
} satisfies Record<keyof typeof adminMarketingEndpoints, HttpHandler>;

export const siteMarketingHandlers = {
  livePlacements: handle(siteMarketingEndpoints.livePlacements, ({ auth, request }) => {
    const live = livePlacements(db.marketingPlacements.all(), settings.now(), auth !== null);
    return { popups: live.popups.map((popup) => toLive(popup, request)), banner: live.banner ? toLive(live.banner, request) : null };
  }),
} satisfies Record<keyof typeof siteMarketingEndpoints, HttpHandler>;

/** Raw storage, not a contract endpoint (as the kit's own storage URLs are). */
export const marketingImageHandlers = {
  /** A placement's image at its public address: no token, cached long (the file id never changes its bytes). */
  publicImage: http.get(`*${PUBLIC_IMAGE_PATH}:fileId`, async ({ params }) => {
    const fileId = String(params.fileId);
    const used = db.marketingPlacements.findFirst((q) => q.where({ imageFileId: fileId }));
    const file = used && db.storedFiles.findFirst((q) => q.where({ fileId }));
    const bytes = file && (await fileContents().read(fileId));
    if (!file || !bytes) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(bytes, {
      headers: {
        'Content-Type': file.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    });
  }),
} satisfies Record<string, HttpHandler>;
