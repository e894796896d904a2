/**
 * Which certificate a class or course gives (issue 40), chosen from the catalogue: the certificate
 * area's use record (mocks/backoffice/certificates, at most one per class or course), written or
 * removed here — none means the primary, which the learner's print then follows
 * (certificates/resolve.ts reads the same records). In the item's change history by name.
 */
import type { ItemCertificate } from '@app/shared/api/contract/adminCatalogue';
import type { TicketType } from '@app/shared/api/contract/inventory';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import { requireItem } from './items';

/** The primary's place in the history: the words the screen uses for it. */
const PRIMARY = '기본 수료증';

export function itemCertificateOf(type: TicketType, itemKey: string): ItemCertificate {
  requireItem(type, itemKey);
  const all = db.certificates.all();
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ko');
  return {
    certificateKey: db.certificateUses.findFirst((q) => q.where({ targetType: type, targetId: itemKey }))?.certificateKey ?? null,
    certificates: [...all.filter((record) => record.primary), ...all.filter((record) => !record.primary).sort(byName)].map(({ certificateKey, name, primary }) => ({ certificateKey, name, primary })),
  };
}

const nameOf = (certificateKey: string | null) => (certificateKey === null ? PRIMARY : (db.certificates.findFirst((q) => q.where({ certificateKey }))?.name ?? certificateKey));

export async function chooseItemCertificate(auth: AccessClaims | null, type: TicketType, itemKey: string, certificateKey: string | null): Promise<ItemCertificate> {
  const item = requireItem(type, itemKey);
  if (certificateKey !== null && !db.certificates.findFirst((q) => q.where({ certificateKey }))) {
    const message = '없는 수료증이에요. 목록을 새로 고친 뒤 다시 골라 주세요.';
    throw new MockError('badRequest', message, { issues: [{ path: 'certificateKey', message }] });
  }
  const before = itemCertificateOf(type, itemKey).certificateKey;
  await db.certificateUses.deleteMany((q) => q.where({ targetType: type, targetId: itemKey }));
  if (certificateKey !== null) await db.certificateUses.create({ targetType: type, targetId: itemKey, certificateKey });
  await recordChange({
    actor: auth,
    recordType: 'CATALOGUE_ITEM',
    recordKey: itemKey,
    recordLabel: item.title,
    action: 'UPDATE',
    before: { certificate: nameOf(before) },
    after: { certificate: nameOf(certificateKey) },
  });
  return itemCertificateOf(type, itemKey);
}
