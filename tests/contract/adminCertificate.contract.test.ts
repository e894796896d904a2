/**
 * Contract walk of the back-office certificates (backoffice.md §3 Certificate: name, primary flag,
 * layout; issue 32) over real HTTP, and the crossing to the learner's certificate (learner.md §3):
 * every answer in its schema; the list with exactly one primary, first, and the classes and
 * courses using each; a layout saved from its version is what the learner's certificate answers
 * (and what the learner's normaliser reads back from the JSON-string form); a stale save is
 * refused with 409 certificate.version.conflict and an item off the sheet with 400 at its field;
 * making another certificate primary answers which one stopped being it, and a class without a
 * certificate of its own prints the new primary from then on.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminCertificateEndpoints, type CertificateLayoutBody } from '@app/shared/api/contract/adminCertificate';
import { certificateErrorCodes, certificateRuleMessages } from '@app/shared/api/contract/adminCertificateRules';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { apiErrorBodySchema } from '@app/shared/api/contract/errorBody';
import { inventoryEndpoints, type CertificateLayoutItem } from '@app/shared/api/contract/inventory';
import { layoutToJson, nudgeItem } from '@app/shared/lib/certificates/sheetGeometry';
import { normalizeCertificate } from '@app/learner/api/normalize';
import { seededLogins } from '@mocks/account/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { certificateFixtures } from '@mocks/backoffice/certificates/seed';
import { storeFile } from '@mocks/backoffice/files/store';
import { seededCourseTickets, seededTickets } from '@mocks/inventory/seed/keys';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient, fieldIssues } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

async function learner(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededLogins.learner), new Set());
}


function sealOf(layout: readonly CertificateLayoutItem[] | null): CertificateLayoutItem {
  const seal = layout?.find((item) => item.key === 'officialSeal');
  if (!seal) throw new Error('the layout has no seal');
  return seal;
}

describe('certificate contract over HTTP', () => {
  it('lists every certificate, the one primary first, with the classes and courses using each', async () => {
    const client = await operator();
    const list = await client.call(adminCertificateEndpoints.certificates, {});
    expect(list.items.filter((item) => item.primary).map((item) => item.certificateKey)).toEqual([certificateFixtures.primary]);
    expect(list.items[0]?.certificateKey).toBe(certificateFixtures.primary);
    const course = list.items.find((item) => item.certificateKey === certificateFixtures.course);
    expect(course?.uses).toEqual([
      expect.objectContaining({ targetType: 'COURSE', targetId: 'course-001' }),
      expect.objectContaining({ targetType: 'COURSE', targetId: 'course-003' }),
    ]);
    expect(list.items.find((item) => item.certificateKey === certificateFixtures.noLayout)?.itemCount).toBe(0);
    expect(list.defaultUseCount).toBeGreaterThan(0);
  });

  it('answers one certificate with the organization’s service name; an unknown key is not_found', async () => {
    const client = await operator();
    const detail = await client.call(adminCertificateEndpoints.certificate, { params: { certificateKey: certificateFixtures.primary } });
    expect(detail).toMatchObject({ name: '기본 수료증', primary: true, serviceName: '클래스 아카데미' });
    expect(detail.layout?.length).toBeGreaterThan(0);
    await expectApiError(client.call(adminCertificateEndpoints.certificate, { params: { certificateKey: 'cert-none' } }), 'notFound');
  });

  it('creates a named certificate without a layout (not the primary); a name outside 2–30 is refused at its field', async () => {
    const client = await operator();
    expect(await fieldIssues(client.call(adminCertificateEndpoints.createCertificate, { body: { name: '증' } }))).toEqual({ name: '2자 이상 입력해 주세요.' });
    const created = await client.call(adminCertificateEndpoints.createCertificate, { body: { name: '  겨울 특강   수료증 ' } });
    expect(created).toMatchObject({ name: '겨울 특강 수료증', primary: false, layout: null, itemCount: 0, version: 1, uses: [] });
  });

  it('a saved layout is what the learner’s certificate answers, and what the normaliser reads from its JSON string', async () => {
    const client = await operator();
    const before = await client.call(adminCertificateEndpoints.certificate, { params: { certificateKey: certificateFixtures.primary } });
    const layout = (before.layout ?? []).map((item) => (item.key === 'officialSeal' ? nudgeItem(nudgeItem(item, 'right', true), 'up', false) : item));
    const body: CertificateLayoutBody = { version: before.version, name: before.name, title: '수료 증명서', templateFileId: null, layout };
    const saved = await client.call(adminCertificateEndpoints.saveCertificateLayout, { params: { certificateKey: certificateFixtures.primary }, body });
    expect(saved.version).toBe(before.version + 1);
    expect(sealOf(saved.layout).position).toEqual({ x: sealOf(before.layout).position.x + 10, y: sealOf(before.layout).position.y - 1 });

    // kt-stopped's class (completed: only a completed class prints) has none of its own: it prints the primary's saved layout and title.
    const printed = await (await learner()).call(inventoryEndpoints.certificate, { params: { id: seededTickets.stopped }, query: { type: 'KLASS' } });
    expect(printed.layout).toEqual(layout);
    expect(printed.layoutItem).toMatchObject({ title: '수료 증명서', serviceName: '클래스 아카데미' });
    // A backend storing the layout as the JSON string the editor's layout makes: the learner reads the same items.
    const fromString = normalizeCertificate({ ...printed, layout: layoutToJson(layout) as unknown as CertificateLayoutItem[] });
    expect(fromString.layout).toEqual(layout);

    // The same version again is stale: refused, nothing saved.
    const stale = await client.call(adminCertificateEndpoints.saveCertificateLayout, { params: { certificateKey: certificateFixtures.primary }, body }).then(
      () => expect.fail('expected certificate.version.conflict'),
      (reason: unknown) => reason,
    );
    if (!isApiError(stale)) throw stale;
    expect(apiErrorBodySchema.parse(stale.toJSON())).toMatchObject({
      status: certificateErrorCodes.certificateVersionConflict.status,
      code: certificateErrorCodes.certificateVersionConflict.code,
      data: { version: saved.version },
    });

    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['CERTIFICATE'], recordKey: certificateFixtures.primary } });
    expect(history.items[0]?.changes.map((change) => change.field)).toEqual(expect.arrayContaining(['title', 'layout']));
  });

  it('refuses an item off the sheet, in half pixels or in an unlisted font, at its field', async () => {
    const client = await operator();
    const detail = await client.call(adminCertificateEndpoints.certificate, { params: { certificateKey: certificateFixtures.completion } });
    const layout = detail.layout ?? [];
    const sealAt = layout.findIndex((item) => item.key === 'officialSeal');
    const titleAt = layout.findIndex((item) => item.key === 'title');
    const broken = layout.map((item, index) => {
      if (index === sealAt) return { ...item, position: { x: 560, y: 10 } };
      if (index === titleAt) return { ...item, fontFamily: 'Comic Sans MS' };
      return item;
    });
    const issues = await fieldIssues(
      client.call(adminCertificateEndpoints.saveCertificateLayout, {
        params: { certificateKey: certificateFixtures.completion },
        body: { version: detail.version, name: detail.name, title: detail.title, templateFileId: null, layout: broken },
      }),
    );
    expect(issues).toEqual({
      [`layout.${sealAt}.position`]: certificateRuleMessages.outside,
      [`layout.${titleAt}.fontFamily`]: certificateRuleMessages.fontFamily,
    });
  });

  it('a new template is an uploaded image file; another kind of file is refused with certificate.template.not_image', async () => {
    const client = await operator();
    const detail = await client.call(adminCertificateEndpoints.certificate, { params: { certificateKey: certificateFixtures.course } });
    const owner = { accountKey: seededOperators.full.accountKey, displayName: '운영자' };
    const svg = await storeFile({ fileName: '배경.svg', contentType: 'image/svg+xml', bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), owner });
    const pdf = await storeFile({ fileName: '배경.pdf', contentType: 'application/pdf', bytes: new Uint8Array([37, 80, 68, 70]), owner });
    const save = (templateFileId: string) =>
      client.call(adminCertificateEndpoints.saveCertificateLayout, {
        params: { certificateKey: certificateFixtures.course },
        body: { version: detail.version, name: detail.name, title: detail.title, templateFileId, layout: detail.layout ?? [] },
      });
    const refused = await save(pdf.fileId).then(() => expect.fail('expected certificate.template.not_image'), (reason: unknown) => reason);
    if (!isApiError(refused)) throw refused;
    expect(refused).toMatchObject({ status: 400, code: certificateErrorCodes.certificateTemplateNotImage.code });
    const saved = await save(svg.fileId);
    expect(saved.templateImageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    // course-003's ticket is complete and prints the course certificate.
    const printed = await (await learner()).call(inventoryEndpoints.certificate, { params: { id: seededCourseTickets.completed.id }, query: { type: 'COURSE' } });
    expect(printed.templateImageUrl).toBe(saved.templateImageUrl);
  });

  it('making another primary answers which one stopped; a class without its own certificate prints the new one', async () => {
    const client = await operator();
    const student = await learner();
    const before = await student.call(inventoryEndpoints.certificate, { params: { id: seededTickets.stopped }, query: { type: 'KLASS' } });
    expect(before.layoutItem.title).not.toBe('이수증');

    const made = await client.call(adminCertificateEndpoints.makeCertificatePrimary, { params: { certificateKey: certificateFixtures.completion } });
    expect(made.previousPrimary?.certificateKey).toBe(certificateFixtures.primary);
    expect(made.certificate.primary).toBe(true);
    const list = await client.call(adminCertificateEndpoints.certificates, {});
    expect(list.items.filter((item) => item.primary).map((item) => item.certificateKey)).toEqual([certificateFixtures.completion]);

    const after = await student.call(inventoryEndpoints.certificate, { params: { id: seededTickets.stopped }, query: { type: 'KLASS' } });
    expect(after.layoutItem.title).toBe('이수증');
    // A class pointing to its own certificate keeps it (klass-006: the one without a layout).
    const own = await student.call(inventoryEndpoints.certificate, { params: { id: seededTickets.endOfTerm }, query: { type: 'KLASS' } });
    expect(own).toMatchObject({ layout: null, layoutItem: { title: '수료증' } });

    // Again on the primary itself: nothing stops being it.
    const again = await client.call(adminCertificateEndpoints.makeCertificatePrimary, { params: { certificateKey: certificateFixtures.completion } });
    expect(again.previousPrimary).toBeNull();
    await client.call(adminCertificateEndpoints.makeCertificatePrimary, { params: { certificateKey: certificateFixtures.primary } });
  });

  it('a limited operator (no CERTIFICATE permission) is refused', async () => {
    const limited = contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.limited), new Set());
    await expectApiError(limited.call(adminCertificateEndpoints.certificates, {}), 'permissionDenied');
  });

  it('issue 40: a certificate no class prints is deleted; one in use is refused naming the classes, the primary refused too', async () => {
    const client = await operator();
    const inUse = await client
      .call(adminCertificateEndpoints.deleteCertificate, { params: { certificateKey: certificateFixtures.noLayout } })
      .then(() => expect.fail('expected certificate.in_use'), (reason: unknown) => reason);
    if (!isApiError(inUse)) throw inUse;
    expect(inUse).toMatchObject({ status: 409, code: certificateErrorCodes.certificateInUse.code });
    expect(inUse.data?.['uses']).toEqual([expect.objectContaining({ targetType: 'KLASS', targetId: 'klass-006', title: expect.any(String) })]);
    const primary = await client
      .call(adminCertificateEndpoints.deleteCertificate, { params: { certificateKey: certificateFixtures.primary } })
      .then(() => expect.fail('expected certificate.primary'), (reason: unknown) => reason);
    expect(isApiError(primary) && primary.code).toBe(certificateErrorCodes.certificatePrimary.code);

    expect(await client.call(adminCertificateEndpoints.deleteCertificate, { params: { certificateKey: certificateFixtures.completion } })).toEqual({ certificateKey: certificateFixtures.completion });
    const list = await client.call(adminCertificateEndpoints.certificates, {});
    expect(list.items.map((item) => item.certificateKey)).not.toContain(certificateFixtures.completion);
    // A new one never takes a deleted one's key.
    const made = await client.call(adminCertificateEndpoints.createCertificate, { body: { name: '새 수료증' } });
    expect(list.items.map((item) => item.certificateKey)).not.toContain(made.certificateKey);
    expect(made.certificateKey).not.toBe(certificateFixtures.completion);
    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: ['CERTIFICATE'], recordKey: certificateFixtures.completion } });
    expect(history.items[0]?.action).toBe('DELETE');
  });

  it('walked every certificate endpoint', () => {
    expect([...called].filter((id) => id.startsWith('adminCertificate.')).sort()).toEqual(
      Object.values(adminCertificateEndpoints).map((endpoint) => endpoint.id).sort(),
    );
  });
});
