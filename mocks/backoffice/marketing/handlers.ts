/**
 * Marketing popup and top banner handlers (issue 31): the back-office's list, editor and on/off
 * switch (adminMarketing.ts) and the learner site's live ones (siteMarketing.ts), from one
 * collection, so a popup switched on and scheduled for now is on the learner home at its next
 * read and one switched off is gone from it. What is live is decided by the contract's own rule
 * (adminMarketingRules.ts) against the mock's clock: the scenario clock moves it.
 */
import { adminMarketingEndpoints, type Placement, type PlacementInput } from '@app/shared/api/contract/adminMarketing';
import { livePlacements, marketingErrorCodes, scheduleState } from '@app/shared/api/contract/adminMarketingRules';
import { siteMarketingEndpoints, type LivePlacement } from '@app/shared/api/contract/siteMarketing';
import type { HttpHandler } from 'msw';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';
import { AreaMockError } from '@mocks/engine/AreaMockError';
import type { PlacementRecord } from './collections';

function toPlacement(record: PlacementRecord, now = settings.now()): Placement {
  return { ...record, state: scheduleState(record, now) };
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

/** The fields the history records (the message is long and the kind never changes). */
function recorded(placement: PlacementInput | PlacementRecord) {
  return {
    title: placement.title,
    startAt: placement.startAt,
    endAt: placement.endAt,
    target: placement.target,
    order: placement.order,
    linkUrl: placement.linkUrl,
    imageUrl: placement.imageUrl,
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

function toLive({ placementKey, title, message, imageUrl, linkUrl }: PlacementRecord): LivePlacement {
  return { placementKey, title, message, imageUrl, linkUrl };
}

export const adminMarketingHandlers = {
  placements: handle(adminMarketingEndpoints.placements, ({ query }) => {
    const now = settings.now();
    const items = db.marketingPlacements
      .findMany((q) => q.where({ kind: query.kind }))
      .map((record) => toPlacement(record, now))
      .sort(listOrder);
    return { items };
  }),

  placement: handle(adminMarketingEndpoints.placement, ({ params }) => toPlacement(requirePlacement(params.placementKey))),

  createPlacement: handle(adminMarketingEndpoints.createPlacement, async ({ body, auth }) => {
    const record: PlacementRecord = {
      ...body,
      placementKey: nextKey(body.kind),
      enabled: true,
      version: 1,
      updatedAt: new Date(settings.now()).toISOString(),
      updatedBy: actorOf(auth),
    };
    const saved = await db.marketingPlacements.create(record);
    await recordChange({ actor: auth, recordType: 'MARKETING', recordKey: saved.placementKey, recordLabel: saved.title, action: 'CREATE', before: null, after: recorded(saved) });
    return toPlacement(saved);
  }),

  updatePlacement: handle(adminMarketingEndpoints.updatePlacement, async ({ params, body, auth }) => {
    const record = requirePlacement(params.placementKey);
    if (record.version !== body.version)
      throw new AreaMockError(marketingErrorCodes.placementVersionConflict, '다른 곳에서 먼저 수정됐어요.', { version: record.version });
    const { version: _basedOn, ...input } = body;
    const updated = await update(auth, record, { ...input, kind: record.kind });
    await recordChange({ actor: auth, recordType: 'MARKETING', recordKey: record.placementKey, recordLabel: updated.title, action: 'UPDATE', before: recorded(record), after: recorded(updated) });
    return toPlacement(updated);
  }),

  switchPlacement: handle(adminMarketingEndpoints.switchPlacement, async ({ params, body, auth }) => {
    const record = requirePlacement(params.placementKey);
    if (record.enabled === body.enabled) return toPlacement(record);
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
    return toPlacement(updated);
  }),
} satisfies Record<keyof typeof adminMarketingEndpoints, HttpHandler>;

export const siteMarketingHandlers = {
  livePlacements: handle(siteMarketingEndpoints.livePlacements, ({ auth }) => {
    const live = livePlacements(db.marketingPlacements.all(), settings.now(), auth !== null);
    return { popups: live.popups.map(toLive), banner: live.banner ? toLive(live.banner) : null };
  }),
} satisfies Record<keyof typeof siteMarketingEndpoints, HttpHandler>;
