/**
 * Certificate handlers (`/rest/setting/admin/tenant/certificates…`, adminCertificate.ts): the list
 * with the classes and courses using each, one certificate with the values its preview shows,
 * create, save a layout from the version it was based on (a new template from the kit's upload),
 * make one primary, answering which one stopped being it, and delete one nothing prints (issue 40:
 * refused naming the classes and courses that print it, or for the primary). Every change is in
 * the change history (record type CERTIFICATE).
 */
import {
  adminCertificateEndpoints,
  type CertificateDetail,
  type CertificateSummary,
  type CertificateUse,
} from '@app/shared/api/contract/adminCertificate';
import type { HttpHandler } from 'msw';
import { dataUrlOf } from '@app/shared/lib/files/dataUrl';
import { fileContents } from '@mocks/backoffice/files/contents';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';
import { media } from '@mocks/inventory/media';
import { servingPreferences } from '@mocks/tenant/handlers';
import type { CertificateRecord } from './collections';
import { certificateError } from './errors';

function requireCertificate(certificateKey: string): CertificateRecord {
  const record = db.certificates.findFirst((q) => q.where({ certificateKey }));
  if (!record) throw new MockError('notFound', '수료증을 찾을 수 없어요.', { certificateKey });
  return record;
}

function usesOf(certificateKey: string): CertificateUse[] {
  return db.certificateUses.findMany((q) => q.where({ certificateKey })).map((use) => ({
    targetType: use.targetType,
    targetId: use.targetId,
    title:
      (use.targetType === 'KLASS'
        ? db.klasses.findFirst((q) => q.where({ klassId: use.targetId }))?.title
        : db.courses.findFirst((q) => q.where({ courseId: use.targetId }))?.title) ?? use.targetId,
  }));
}

function toSummary(record: CertificateRecord): CertificateSummary {
  return {
    certificateKey: record.certificateKey,
    name: record.name,
    title: record.title,
    primary: record.primary,
    templateImageUrl: record.templateImageUrl,
    itemCount: record.layout?.length ?? 0,
    uses: usesOf(record.certificateKey),
    version: record.version,
    updatedAt: record.updatedAt,
    updatedBy: record.updatedBy,
  };
}

function toDetail(record: CertificateRecord): CertificateDetail {
  return {
    ...toSummary(record),
    layout: record.layout,
    logoUrl: record.logoUrl,
    officialSealUrl: record.officialSealUrl,
    serviceName: servingPreferences().corporation.serviceName,
  };
}

/** What the history records of a certificate: a layout as one line per item ("officialSeal 450,630 w70"). */
function historyState(record: CertificateRecord) {
  return {
    name: record.name,
    title: record.title,
    primary: record.primary,
    layout: record.layout?.map((item) => `${item.key} ${item.position.x},${item.position.y} w${item.size.width}`).join(' / ') ?? null,
  };
}

/** An uploaded template as a URL the learner's page draws: the stored bytes as a data URL. */
async function templateUrlOf(fileId: string): Promise<string> {
  const file = db.storedFiles.findFirst((q) => q.where({ fileId }));
  const bytes = file && (await fileContents().read(fileId));
  if (!file || !bytes) throw new MockError('notFound', '배경 이미지 파일을 찾을 수 없어요.', { fileId });
  if (!file.contentType.startsWith('image/')) {
    throw certificateError('certificateTemplateNotImage', '배경에는 이미지 파일만 쓸 수 있어요.', { fileId });
  }
  return dataUrlOf(bytes, file.contentType);
}

const byName = (a: CertificateRecord, b: CertificateRecord) => a.name.localeCompare(b.name, 'ko');

/** The next key no certificate has, counting on from how many there are (a deleted one's key is never given again). */
function nextCertificateKey(): string {
  const taken = new Set(db.certificates.all().map((record) => record.certificateKey));
  let serial = taken.size + 1;
  while (taken.has(`cert-${String(serial).padStart(3, '0')}`)) serial += 1;
  return `cert-${String(serial).padStart(3, '0')}`;
}

export const adminCertificateHandlers = {
  certificates: handle(adminCertificateEndpoints.certificates, () => {
    const records = db.certificates.all();
    const items = [...records.filter((record) => record.primary), ...records.filter((record) => !record.primary).sort(byName)];
    const used = db.certificateUses.count();
    return { items: items.map(toSummary), defaultUseCount: db.klasses.count() + db.courses.count() - used };
  }),

  certificate: handle(adminCertificateEndpoints.certificate, ({ params }) => toDetail(requireCertificate(params.certificateKey))),

  createCertificate: handle(adminCertificateEndpoints.createCertificate, async ({ body, auth }) => {
    const at = new Date(settings.now()).toISOString();
    const record = await db.certificates.create({
      certificateKey: nextCertificateKey(),
      name: body.name,
      title: '수료증',
      primary: db.certificates.count() === 0,
      templateImageUrl: media.certificateTemplatePlain,
      layout: null,
      logoUrl: media.certificateLogo,
      officialSealUrl: media.certificateSeal,
      version: 1,
      createdAt: at,
      updatedAt: at,
      updatedBy: actorOf(auth),
    });
    await recordChange({
      actor: auth,
      recordType: 'CERTIFICATE',
      recordKey: record.certificateKey,
      recordLabel: record.name,
      action: 'CREATE',
      before: null,
      after: historyState(record),
    });
    return toDetail(record);
  }),

  saveCertificateLayout: handle(adminCertificateEndpoints.saveCertificateLayout, async ({ params, body, auth }) => {
    const record = requireCertificate(params.certificateKey);
    if (body.version !== record.version) {
      throw certificateError('certificateVersionConflict', '다른 곳에서 이 수료증을 먼저 저장했어요.', { version: record.version });
    }
    const templateImageUrl = body.templateFileId === null ? record.templateImageUrl : await templateUrlOf(body.templateFileId);
    const updated = await db.certificates.update((q) => q.where({ certificateKey: record.certificateKey }), {
      data(draft) {
        draft.name = body.name;
        draft.title = body.title;
        draft.templateImageUrl = templateImageUrl;
        draft.layout = body.layout;
        draft.version = record.version + 1;
        draft.updatedAt = new Date(settings.now()).toISOString();
        draft.updatedBy = actorOf(auth);
      },
    });
    const after = updated ?? record;
    await recordChange({
      actor: auth,
      recordType: 'CERTIFICATE',
      recordKey: record.certificateKey,
      recordLabel: after.name,
      action: 'UPDATE',
      before: historyState(record),
      after: historyState(after),
    });
    return toDetail(after);
  }),

  deleteCertificate: handle(adminCertificateEndpoints.deleteCertificate, async ({ params, auth }) => {
    const record = requireCertificate(params.certificateKey);
    if (record.primary) throw certificateError('certificatePrimary', '기본 수료증은 삭제할 수 없어요. 다른 수료증을 기본으로 정한 뒤 삭제해 주세요.');
    const uses = usesOf(record.certificateKey);
    if (uses.length > 0) throw certificateError('certificateInUse', '이 수료증을 쓰는 클래스나 코스가 있어 삭제할 수 없어요.', { uses });
    await db.certificates.delete((q) => q.where({ certificateKey: record.certificateKey }));
    await recordChange({
      actor: auth,
      recordType: 'CERTIFICATE',
      recordKey: record.certificateKey,
      recordLabel: record.name,
      action: 'DELETE',
      before: historyState(record),
      after: null,
    });
    return { certificateKey: record.certificateKey };
  }),

  makeCertificatePrimary: handle(adminCertificateEndpoints.makeCertificatePrimary, async ({ params, auth }) => {
    const record = requireCertificate(params.certificateKey);
    const previous = db.certificates.findFirst((q) => q.where({ primary: true }));
    if (previous?.certificateKey === record.certificateKey) return { certificate: toSummary(record), previousPrimary: null };
    const at = new Date(settings.now()).toISOString();
    const flip = (certificateKey: string, primary: boolean) =>
      db.certificates.update((q) => q.where({ certificateKey }), {
        data(draft) {
          draft.primary = primary;
          draft.version += 1;
          draft.updatedAt = at;
          draft.updatedBy = actorOf(auth);
        },
      });
    if (previous) {
      await flip(previous.certificateKey, false);
      await recordChange({
        actor: auth,
        recordType: 'CERTIFICATE',
        recordKey: previous.certificateKey,
        recordLabel: previous.name,
        action: 'UPDATE',
        before: { primary: true },
        after: { primary: false },
      });
    }
    const updated = (await flip(record.certificateKey, true)) ?? record;
    await recordChange({
      actor: auth,
      recordType: 'CERTIFICATE',
      recordKey: record.certificateKey,
      recordLabel: record.name,
      action: 'UPDATE',
      before: { primary: false },
      after: { primary: true },
    });
    return {
      certificate: toSummary(updated),
      previousPrimary: previous ? { certificateKey: previous.certificateKey, name: previous.name } : null,
    };
  }),
} satisfies Record<keyof typeof adminCertificateEndpoints, HttpHandler>;
