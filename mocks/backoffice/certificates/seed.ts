/**
 * The seeded certificates (issue 32): a tenant's handful of named certificates, the primary first,
 * on the three mock templates, one without a layout, and which classes and courses print which.
 * The keys tests and stories name are `certificateFixtures`; the learner's seeded tickets read
 * them: kt-active's class prints the primary, kt-end-of-term's the one without a layout, the
 * course tickets of course-001 and course-003 the course certificate, and a class with no use of its
 * own (kt-stopped's, kt-available's) prints whichever is primary. Only a completed ticket prints at
 * all (kt-stopped, kt-end-of-term, ct-007); the others are refused as not completed. Fixed records,
 * no faker: the world is the same at every seed.
 */
import type { CertificateLayoutItem } from '@app/shared/api/contract/inventory';
import { db } from '@mocks/db/database';
import { media } from '@mocks/inventory/media';
import { seededCourses, seededKlasses } from '@mocks/inventory/seed/keys';
import type { CertificateRecord, CertificateUseRecord } from './collections';

export const certificateFixtures = {
  /** The primary, used by the seeded learner's main class (klass-001). */
  primary: 'cert-001',
  /** The course certificate (course-001, course-003), on the PNG template. */
  course: 'cert-002',
  /** No layout designed yet, used by klass-006: the learner cannot print it. */
  noLayout: 'cert-003',
  /** Titled 이수증 and used by no class: made primary, every class without its own prints it. */
  completion: 'cert-004',
} as const;

/** The seed's time (Asia/Seoul 2026-11-21 09:00), as the other back-office seeds. */
const SEED_AT = '2026-11-21T00:00:00.000Z';
const SEED_ACTOR = { accountKey: 'acc-operator', displayName: '운영자' };

/** A layout on the 600 px wide design (spec §9: logo 250×40, seal 70×70). */
export const seededLayout: CertificateLayoutItem[] = [
  { id: 'layout-logo', type: 'IMAGE', key: 'logo', position: { x: 175, y: 70 }, size: { width: 250 }, fontFamily: null, fontSize: null },
  { id: 'layout-title', type: 'TEXT', key: 'title', position: { x: 60, y: 190 }, size: { width: 480 }, fontFamily: 'Noto Serif KR', fontSize: 36 },
  // What was completed, under the title: the class's (or course's) title.
  { id: 'layout-klass', type: 'TEXT', key: 'klassTitle', position: { x: 60, y: 262 }, size: { width: 480 }, fontFamily: 'Noto Sans KR', fontSize: 20 },
  { id: 'layout-name', type: 'TEXT', key: 'displayName', position: { x: 60, y: 320 }, size: { width: 480 }, fontFamily: 'Noto Sans KR', fontSize: 24 },
  { id: 'layout-date', type: 'TEXT', key: 'completedAt', position: { x: 60, y: 560 }, size: { width: 480 }, fontFamily: 'Noto Sans KR', fontSize: 16 },
  { id: 'layout-service', type: 'TEXT', key: 'serviceName', position: { x: 60, y: 650 }, size: { width: 400 }, fontFamily: 'Noto Sans KR', fontSize: 20 },
  { id: 'layout-seal', type: 'IMAGE', key: 'officialSeal', position: { x: 450, y: 630 }, size: { width: 70 }, fontFamily: null, fontSize: null },
  { id: 'layout-code', type: 'TEXT', key: 'certificateCode', position: { x: 60, y: 780 }, size: { width: 300 }, fontFamily: 'Noto Sans KR', fontSize: 11 },
];

/** The same items with a line of the operator's own words under the name. */
const layoutWithText: CertificateLayoutItem[] = [
  ...seededLayout,
  {
    id: 'layout-text-1',
    type: 'TEXT',
    key: 'freeText',
    position: { x: 60, y: 400 },
    size: { width: 480 },
    fontFamily: 'Noto Sans KR',
    fontSize: 16,
    text: '위 사람은 본 과정을 성실히 이수하였기에 이 증서를 드립니다.',
  },
];

function certificate(certificateKey: string, name: string, fields: Partial<CertificateRecord>): CertificateRecord {
  return {
    certificateKey,
    name,
    title: '수료증',
    primary: false,
    templateImageUrl: media.certificateTemplate,
    layout: seededLayout,
    logoUrl: media.certificateLogo,
    officialSealUrl: media.certificateSeal,
    version: 1,
    createdAt: SEED_AT,
    updatedAt: SEED_AT,
    updatedBy: SEED_ACTOR,
    ...fields,
  };
}

export const seededCertificates: CertificateRecord[] = [
  certificate(certificateFixtures.primary, '기본 수료증', { primary: true }),
  certificate(certificateFixtures.course, '코스 수료증', { title: '코스 수료증', templateImageUrl: media.certificateTemplateClassic }),
  certificate(certificateFixtures.noLayout, '작성 중인 수료증', { templateImageUrl: media.certificateTemplatePlain, layout: null }),
  certificate(certificateFixtures.completion, '과정 이수증', { title: '이수증', templateImageUrl: media.certificateTemplatePlain, layout: layoutWithText }),
  certificate('cert-005', '데이터 분석 과정 수료증', { layout: layoutWithText }),
  certificate('cert-006', '디자인 특강 수료증', { templateImageUrl: media.certificateTemplateClassic }),
  certificate('cert-007', '신입 온보딩 수료증', { title: '교육 수료증' }),
];

const seededUses: CertificateUseRecord[] = [
  { targetType: 'KLASS', targetId: seededKlasses.main, certificateKey: certificateFixtures.primary },
  { targetType: 'KLASS', targetId: 'klass-006', certificateKey: certificateFixtures.noLayout },
  { targetType: 'COURSE', targetId: seededCourses.fullStack, certificateKey: certificateFixtures.course },
  { targetType: 'COURSE', targetId: seededCourses.workSkills, certificateKey: certificateFixtures.course },
  { targetType: 'KLASS', targetId: 'klass-010', certificateKey: 'cert-005' },
  { targetType: 'KLASS', targetId: 'klass-011', certificateKey: 'cert-005' },
  { targetType: 'KLASS', targetId: 'klass-013', certificateKey: 'cert-006' },
  { targetType: 'COURSE', targetId: seededCourses.dataEngineering, certificateKey: 'cert-007' },
];

export async function seedCertificateArea(): Promise<void> {
  for (const record of seededCertificates) await db.certificates.create(record);
  for (const record of seededUses) await db.certificateUses.create(record);
}
