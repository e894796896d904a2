/**
 * The certificates area's collections (backoffice.md §3 Certificate: name, primary flag, layout;
 * issue 32). A certificate is a named record; a class or a course points to one through a use
 * record (at most one per class or course), and one without a use prints the primary. The
 * learner's certificate endpoint reads both (`certificateFor`, resolve.ts), so what the operator
 * saves is what the learner prints. The service name is not stored here: it is the organization
 * info's (the tenant's corporation).
 */
import { Collection } from '@msw/data';
import { z } from 'zod/mini';
import type { Actor } from '@app/shared/api/contract/adminKit';
import type { CertificateLayoutItem, TicketType } from '@app/shared/api/contract/inventory';

export interface CertificateRecord {
  certificateKey: string;
  name: string;
  /** What the sheet's title item prints. */
  title: string;
  primary: boolean;
  templateImageUrl: string;
  /** Null: no layout designed yet (the learner's print button is disabled). */
  layout: CertificateLayoutItem[] | null;
  logoUrl: string;
  officialSealUrl: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: Actor;
}

/** A class (KLASS) or a course (COURSE) printing this certificate rather than the primary. */
export interface CertificateUseRecord {
  targetType: TicketType;
  targetId: string;
  certificateKey: string;
}

// Checked as objects only: the handlers answer through the contract's schema checks, and the
// seed test parses every seeded record with the contract's schema.
const certificateRecordSchema = z.custom<CertificateRecord>((value) => typeof value === 'object' && value !== null && 'certificateKey' in value);
const certificateUseRecordSchema = z.custom<CertificateUseRecord>((value) => typeof value === 'object' && value !== null && 'targetId' in value);

export const certificateCollections = {
  certificates: new Collection({ schema: certificateRecordSchema }),
  certificateUses: new Collection({ schema: certificateUseRecordSchema }),
};

declare module '@mocks/db/database' {
  interface MockCollections extends Readonly<typeof certificateCollections> {}
}
