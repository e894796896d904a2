/**
 * What a course or package is made of (issue 40 "Compose a course or a package"): its classes in
 * order, read from and written to the inventory's records the learner side reads — a course's
 * items (an item kept keeps its id and live session, a class added gets a new item), a package's
 * class keys — from the version the operator's work was based on (the item's catalogue version,
 * raised by the save; a stale one refused), each class checked to exist. In the change history as
 * the classes' names in order.
 */
import type { BundleComposition } from '@app/shared/api/contract/adminCatalogue';
import { bundleRuleMessages, type BundleType } from '@app/shared/api/contract/adminCatalogueWords';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';
import type { CourseRecord, KlassRecord, PackageRecord } from '@mocks/inventory/collections';
import { catalogueError } from './errors';

type Bundle = { type: 'COURSE'; record: CourseRecord } | { type: 'PACKAGE'; record: PackageRecord };

function requireBundle(type: BundleType, itemKey: string): Bundle {
  if (type === 'COURSE') {
    const record = db.courses.findFirst((q) => q.where({ courseId: itemKey }));
    if (record) return { type, record };
  } else {
    const record = db.packages.findFirst((q) => q.where({ packageId: itemKey }));
    if (record) return { type, record };
  }
  throw new MockError('notFound', type === 'COURSE' ? '코스를 찾을 수 없어요.' : '패키지를 찾을 수 없어요.', { itemKey });
}

const klassIdsOf = (bundle: Bundle): string[] => (bundle.type === 'COURSE' ? bundle.record.items.map((item) => item.klassId) : [...bundle.record.klassIds]);

/** The classes by key, read in one pass (10,000 classes: never one search per class). */
function klassesByKey(klassIds: readonly string[]): Map<string, KlassRecord> {
  const wanted = new Set(klassIds);
  return new Map(db.klasses.findMany((q) => q.where((klass) => wanted.has(klass.klassId))).map((klass) => [klass.klassId, klass]));
}

function answer(bundle: Bundle): BundleComposition {
  const klassIds = klassIdsOf(bundle);
  const found = klassesByKey(klassIds);
  return {
    itemKey: bundle.type === 'COURSE' ? bundle.record.courseId : bundle.record.packageId,
    title: bundle.record.title,
    klasses: klassIds.flatMap((klassId) => {
      const klass = found.get(klassId);
      return klass ? [{ klassId, title: klass.title, masterName: klass.masterName, displayState: klass.catalogue.displayState }] : [];
    }),
    version: bundle.record.catalogue.version,
  };
}

export const bundleCompositionOf = (type: BundleType, itemKey: string): BundleComposition => answer(requireBundle(type, itemKey));

export async function saveBundleComposition(auth: AccessClaims | null, type: BundleType, itemKey: string, klassIds: readonly string[], version: number): Promise<BundleComposition> {
  const bundle = requireBundle(type, itemKey);
  const before = answer(bundle);
  if (version !== before.version) {
    throw catalogueError('catalogueVersionConflict', '다른 곳에서 먼저 수정했어요. 새로 불러온 뒤 다시 저장해 주세요.', { version: before.version });
  }
  const found = klassesByKey(klassIds);
  if (klassIds.some((klassId) => !found.has(klassId))) {
    throw new MockError('badRequest', bundleRuleMessages.unknown, { issues: [{ path: 'klassIds', message: bundleRuleMessages.unknown }] });
  }
  const catalogue = { ...bundle.record.catalogue, version: version + 1, updatedAt: new Date(settings.now()).toISOString() };
  if (bundle.type === 'COURSE') {
    const kept = new Map(bundle.record.items.map((item) => [item.klassId, item]));
    const taken = new Set(bundle.record.items.map((item) => item.itemId));
    let serial = bundle.record.items.length;
    const nextItemId = () => {
      do serial += 1;
      while (taken.has(`${itemKey}-i${serial}`));
      taken.add(`${itemKey}-i${serial}`);
      return `${itemKey}-i${serial}`;
    };
    const items = klassIds.map((klassId) => kept.get(klassId) ?? { itemId: nextItemId(), klassId, liveStartAt: null, liveEndAt: null, liveUrl: null });
    await db.courses.update((q) => q.where({ courseId: itemKey }), { data: (draft) => void Object.assign(draft, { items, catalogue }) });
  } else {
    await db.packages.update((q) => q.where({ packageId: itemKey }), { data: (draft) => void Object.assign(draft, { klassIds: [...klassIds], catalogue }) });
  }
  const after = bundleCompositionOf(type, itemKey);
  await recordChange({
    actor: auth,
    recordType: 'CATALOGUE_ITEM',
    recordKey: itemKey,
    recordLabel: before.title,
    action: 'UPDATE',
    before: { klasses: before.klasses.map((klass) => klass.title).join(' → ') },
    after: { klasses: after.klasses.map((klass) => klass.title).join(' → ') },
  });
  return after;
}
