/**
 * Back-office certificate calls (backoffice.md §2 "Certificates and a certificate layout editor",
 * §3 Certificate: name, primary flag, layout; §7 Setting "certificates"; issue 32). Paths chosen
 * here under `/rest/setting/admin/tenant/certificates`; every call needs the CERTIFICATE permission.
 *
 * What the server promises, so the screens can say it before acting:
 * - a certificate is a named record; classes and courses point to one, and one without its own
 *   uses the primary. Exactly one certificate is primary once any exists: the first one made is,
 *   and making another primary answers which one stopped being it (`previousPrimary`);
 * - the list answers every certificate (a tenant has a handful, not thousands) with the classes and
 *   courses pointing to it, and how many use the primary by default;
 * - the learner's certificate (`inventory.certificate`) reads these records: the template, the
 *   layout, the title, and the service name from the organization info (not stored per certificate);
 * - a layout save carries the `version` it was based on; another version answers 409
 *   `certificate.version.conflict` (nothing saved; `data.version` is the current one). Every item
 *   must lie on the sheet in whole pixels (sheetGeometry.ts `isInBounds`), else 400
 *   `request.invalid` with the message at the item's field;
 * - a new template is an uploaded file (the kit's upload, `templateFileId`); one that is not an
 *   image answers 400 `certificate.template.not_image`;
 * - a certificate is deleted only when no class or course prints it and it is not the primary
 *   (issue 40): refused with 409 `certificate.in_use` naming them, or `certificate.primary`.
 */
import { z } from 'zod/mini';
import { isInBounds } from '@app/shared/lib/certificates/sheetGeometry';
import { actorSchema, isoDateTime } from './adminKit';
import {
  CERTIFICATE_ITEMS_MAX,
  CERTIFICATE_NAME_MAX,
  CERTIFICATE_NAME_MIN,
  CERTIFICATE_TEXT_MAX,
  certificateFontFamilies,
  certificateRuleMessages,
  itemTypeOf,
} from './adminCertificateRules';
import { defineEndpoint } from './endpoint';
import { certificateLayoutItemSchema, ticketTypeSchema, type CertificateLayoutItem } from './inventory';

const base = '/rest/setting/admin/tenant/certificates';
const access = { side: 'operator', permission: 'CERTIFICATE' } as const;

const trimmed = z.overwrite((value: string) => value.trim().replace(/\s+/g, ' '));

/** A name 2–30 and a title 1–100, normalised (trimmed, runs of spaces as one). */
export const certificateNameSchema = z.string().check(trimmed, z.minLength(CERTIFICATE_NAME_MIN), z.maxLength(CERTIFICATE_NAME_MAX));
export const certificateTitleSchema = z.string().check(trimmed, z.minLength(1), z.maxLength(CERTIFICATE_TEXT_MAX));

/** A class or a course pointing to a certificate. */
export const certificateUseSchema = z.object({
  targetType: ticketTypeSchema,
  /** klassId for KLASS, courseId for COURSE. */
  targetId: z.string(),
  title: z.string(),
});
export type CertificateUse = z.infer<typeof certificateUseSchema>;

/** §3 Certificate as the list shows it. */
export const certificateSummarySchema = z.object({
  certificateKey: z.string(),
  name: z.string(),
  /** What the sheet's title item prints ("수료증"). */
  title: z.string(),
  primary: z.boolean(),
  templateImageUrl: z.string(),
  /** Items on the layout; 0 when none is designed (the learner cannot print it then). */
  itemCount: z.number().check(z.int(), z.gte(0)),
  /** The classes and courses pointing to it (a class without one uses the primary). */
  uses: z.array(certificateUseSchema),
  version: z.number().check(z.int(), z.gte(1)),
  updatedAt: isoDateTime,
  updatedBy: actorSchema,
});
export type CertificateSummary = z.infer<typeof certificateSummarySchema>;

/** One certificate in full, with what the editor's preview shows for the values it does not store. */
export const certificateDetailSchema = z.extend(certificateSummarySchema, {
  /** Null when no layout was designed. */
  layout: z.nullable(z.array(certificateLayoutItemSchema)),
  logoUrl: z.string(),
  officialSealUrl: z.string(),
  /** The organization info's service name, as the learner's certificate prints it. */
  serviceName: z.string(),
});
export type CertificateDetail = z.infer<typeof certificateDetailSchema>;

export const certificateListSchema = z.object({
  items: z.array(certificateSummarySchema),
  /** Classes and courses without a certificate of their own: they print the primary. */
  defaultUseCount: z.number().check(z.int(), z.gte(0)),
});

/** Each item whole and on the sheet, keyed items once, text items in a listed font. */
const layoutRules = z.superRefine<CertificateLayoutItem[]>((layout, ctx) => {
  const at = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', message, path, input: layout });
  const seen = new Set<string>();
  layout.forEach((item, index) => {
    if (item.key !== 'freeText') {
      if (seen.has(item.key)) at([index, 'key'], certificateRuleMessages.duplicateKey);
      seen.add(item.key);
    } else if (!item.text?.trim() || item.text.length > CERTIFICATE_TEXT_MAX) {
      at([index, 'text'], certificateRuleMessages.freeText);
    }
    if (item.type !== itemTypeOf(item.key)) at([index, 'type'], certificateRuleMessages.outside);
    if (item.type === 'TEXT' && !certificateFontFamilies.some((family) => family === item.fontFamily)) {
      at([index, 'fontFamily'], certificateRuleMessages.fontFamily);
    }
    if (!isInBounds(item)) at([index, 'position'], certificateRuleMessages.outside);
  });
});

export const certificateLayoutBodySchema = z.object({
  version: z.number().check(z.int(), z.gte(1)),
  name: certificateNameSchema,
  title: certificateTitleSchema,
  /** A newly uploaded template (the kit's upload); null keeps the current one. */
  templateFileId: z.nullable(z.string().check(z.minLength(1))),
  layout: z.array(certificateLayoutItemSchema).check(z.maxLength(CERTIFICATE_ITEMS_MAX), layoutRules),
});
export type CertificateLayoutBody = z.infer<typeof certificateLayoutBodySchema>;

export const certificateCreateBodySchema = z.object({ name: certificateNameSchema });

const certificateParams = z.object({ certificateKey: z.string().check(z.minLength(1)) });

// ---- calls ------------------------------------------------------------------------------------

export const certificates = defineEndpoint({
  id: 'adminCertificate.certificates',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  response: certificateListSchema,
  summary: 'Every certificate (primary first, then by name) with the classes and courses pointing to it, and how many use the primary by default.',
});

export const certificate = defineEndpoint({
  id: 'adminCertificate.certificate',
  method: 'GET',
  path: `${base}/{certificateKey}`,
  auth: 'required',
  access,
  params: certificateParams,
  response: certificateDetailSchema,
  summary: 'One certificate with its layout and the values the preview shows; 404 request.not_found when there is none.',
});

export const createCertificate = defineEndpoint({
  id: 'adminCertificate.createCertificate',
  method: 'POST',
  path: base,
  auth: 'required',
  access,
  body: certificateCreateBodySchema,
  response: certificateDetailSchema,
  summary: 'A new certificate on the plain template without a layout (primary when it is the first); 400 request.invalid for a name outside 2–30.',
});

export const saveCertificateLayout = defineEndpoint({
  id: 'adminCertificate.saveCertificateLayout',
  method: 'PUT',
  path: `${base}/{certificateKey}/layout`,
  auth: 'required',
  access,
  params: certificateParams,
  body: certificateLayoutBodySchema,
  response: certificateDetailSchema,
  summary: 'Save the name, title, template and layout from the version they were based on; 409 certificate.version.conflict (stale), 400 request.invalid (an item off the sheet), 400 certificate.template.not_image.',
});

export const makeCertificatePrimary = defineEndpoint({
  id: 'adminCertificate.makeCertificatePrimary',
  method: 'POST',
  path: `${base}/{certificateKey}/primary`,
  auth: 'required',
  access,
  params: certificateParams,
  response: z.object({
    certificate: certificateSummarySchema,
    /** The certificate that stopped being the primary; null when this one already was. */
    previousPrimary: z.nullable(z.object({ certificateKey: z.string(), name: z.string() })),
  }),
  summary: 'Make a certificate the primary (classes and courses without their own print it from now on); answers which one stopped being it.',
});

export const deleteCertificate = defineEndpoint({
  id: 'adminCertificate.deleteCertificate',
  method: 'DELETE',
  path: `${base}/{certificateKey}`,
  auth: 'required',
  access,
  params: certificateParams,
  response: z.object({ certificateKey: z.string() }),
  summary:
    'Delete a certificate no class or course prints (issue 40; in the change history); 409 certificate.in_use with `data.uses` naming the classes and courses that print it (certificateUseSchema), 409 certificate.primary for the primary.',
});

export const adminCertificateEndpoints = { certificates, certificate, createCertificate, saveCertificateLayout, makeCertificatePrimary, deleteCertificate };
