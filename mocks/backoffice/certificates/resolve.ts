/**
 * Which certificate a class or a course prints (issue 32): the one its use record points to, else
 * the primary; none when no certificate exists yet. The learner's certificate endpoint
 * (mocks/inventory/handlers/ticketMedia.ts) and this area's list read the same rule.
 */
import type { TicketType } from '@app/shared/api/contract/inventory';
import { db } from '@mocks/db/database';
import type { CertificateRecord } from './collections';

export function primaryCertificate(): CertificateRecord | undefined {
  return db.certificates.findFirst((q) => q.where({ primary: true }));
}

export function certificateFor(targetType: TicketType, targetId: string): CertificateRecord | undefined {
  const use = db.certificateUses.findFirst((q) => q.where({ targetType, targetId }));
  const own = use && db.certificates.findFirst((q) => q.where({ certificateKey: use.certificateKey }));
  return own ?? primaryCertificate();
}
