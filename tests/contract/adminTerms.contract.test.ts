/**
 * Contract walk of terms with versions (backoffice.md §2 "Terms pages with versions", §5 long text
 * up to 10,000; issue 31) over real HTTP: every answer in its schema; the pages with their current
 * version; a draft saved from the revision it was based on and a stale save refused (409
 * terms.draft.conflict, nothing saved); publishing as the next version from a Seoul effective day
 * (a past day refused at its field), the draft cleared, the version never changed afterwards; the
 * history newest first with who and when; the learner's current terms following the effective day
 * on the mock clock, and a learner who agreed before a newer required version is behind it until
 * the spec's `POST /agreement` is sent again; a page the tenant adds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { accountEndpoints } from '@app/shared/api/contract/account';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { adminTermsEndpoints } from '@app/shared/api/contract/adminTerms';
import { TERMS_BODY_MAX, termsErrorCodes, termsRuleMessages } from '@app/shared/api/contract/adminTermsRules';
import { apiErrorBodySchema } from '@app/shared/api/contract/errorBody';
import { siteTermsEndpoints } from '@app/shared/api/contract/siteTerms';
import { seoulDayOf } from '@app/shared/lib/format/seoulDay';
import { seededLogins } from '@mocks/account/seed';
import { termsFixtures } from '@mocks/backoffice/terms/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { resetSettings, settings } from '@mocks/engine/settings';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();
const DAY_MS = 24 * 60 * 60 * 1000;

afterEach(() => resetSettings());

async function operator(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
}

async function learner(): Promise<ContractClient> {
  return contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededLogins.learner), called);
}

/** Asserts the call fails with 409 terms.draft.conflict in the documented shape; answers its data. */
async function expectDraftConflict(call: Promise<unknown>): Promise<Record<string, unknown> | null> {
  const error: unknown = await call.then(() => expect.fail('expected terms.draft.conflict'), (reason: unknown) => reason);
  if (!isApiError(error)) throw error;
  const body = apiErrorBodySchema.parse(error.toJSON());
  expect(body).toMatchObject(termsErrorCodes.termsDraftConflict);
  return body.data;
}

describe('terms with versions over HTTP', () => {
  it('lists the built-in pages first, each with the version in force', async () => {
    const client = await operator();
    const { items } = await client.call(adminTermsEndpoints.termsList, {});
    expect(items.slice(0, 3).map((terms) => terms.termsKey)).toEqual(['SERVICE', 'PRIVACY', 'MARKETING']);
    expect(items.find((terms) => terms.termsKey === termsFixtures.location)?.required).toBe(false);
    const service = items[0];
    expect(service?.current).toMatchObject({ version: 3, state: 'CURRENT' });
    expect(items.find((terms) => terms.termsKey === termsFixtures.privacy)?.hasDraft).toBe(true);
    await expectApiError(client.call(adminTermsEndpoints.termsPage, { params: { termsKey: 'terms-none' } }), 'notFound');
  });

  it('saves a draft from its revision, refuses a stale save and keeps the first; a body over 10,000 is refused at its field', async () => {
    const client = await operator();
    const page = await client.call(adminTermsEndpoints.termsPage, { params: { termsKey: termsFixtures.privacy } });
    const revision = page.draft?.revision ?? 0;
    const saved = await client.call(adminTermsEndpoints.saveTermsDraft, {
      params: { termsKey: termsFixtures.privacy },
      body: { body: '제1조 (목적)\n첫 번째 저장', basedOn: revision },
    });
    expect(saved.draft).toMatchObject({ body: '제1조 (목적)\n첫 번째 저장', revision: revision + 1, updatedBy: { accountKey: seededOperators.full.accountKey } });
    const stale = await expectDraftConflict(
      client.call(adminTermsEndpoints.saveTermsDraft, { params: { termsKey: termsFixtures.privacy }, body: { body: '늦은 저장', basedOn: revision } }),
    );
    expect(stale).toEqual({ revision: revision + 1 });
    const after = await client.call(adminTermsEndpoints.termsPage, { params: { termsKey: termsFixtures.privacy } });
    expect(after.draft?.body).toBe('제1조 (목적)\n첫 번째 저장');
    await expectApiError(
      client.call(adminTermsEndpoints.saveTermsDraft, { params: { termsKey: termsFixtures.privacy }, body: { body: '가'.repeat(TERMS_BODY_MAX + 1), basedOn: revision + 1 } }),
      'badRequest',
    );
    // A page with no draft takes a new one only from "no draft" (basedOn null).
    await expectDraftConflict(
      client.call(adminTermsEndpoints.saveTermsDraft, { params: { termsKey: termsFixtures.service }, body: { body: '새 약관', basedOn: 1 } }),
    );
  });

  it('publishes the draft as the next version from a Seoul day; the learner sees it from that day and a learner who agreed before is asked again until agreeing', async () => {
    const client = await operator();
    const termsKey = termsFixtures.service;
    const draft = await client.call(adminTermsEndpoints.saveTermsDraft, { params: { termsKey }, body: { body: '제1조 (목적)\n바뀐 이용약관', basedOn: null } });
    const revision = draft.draft?.revision ?? 0;
    const today = seoulDayOf(settings.now());
    const yesterday = seoulDayOf(settings.now() - DAY_MS);
    const tomorrow = seoulDayOf(settings.now() + DAY_MS);

    const refused: unknown = await client
      .call(adminTermsEndpoints.publishTerms, { params: { termsKey }, body: { revision, effectiveDay: yesterday } })
      .catch((error: unknown) => error);
    expect(isApiError(refused) && refused.code).toBe('request.invalid');
    expect(isApiError(refused) && refused.data?.issues).toEqual([{ path: 'effectiveDay', message: termsRuleMessages.effectiveDayPast }]);

    const published = await client.call(adminTermsEndpoints.publishTerms, { params: { termsKey }, body: { revision, effectiveDay: tomorrow } });
    expect(published.draft).toBeNull();
    expect(published.versions[0]).toMatchObject({ version: 4, state: 'SCHEDULED', publishedBy: { accountKey: seededOperators.full.accountKey } });
    expect(published.versions.map((version) => version.version)).toEqual([4, 3, 2, 1]);
    expect(published.scheduled?.version).toBe(4);
    expect(published.current?.version).toBe(3);
    // Publishing again from the same revision: the draft is gone.
    await expectDraftConflict(client.call(adminTermsEndpoints.publishTerms, { params: { termsKey }, body: { revision, effectiveDay: today } }));

    const version = await client.call(adminTermsEndpoints.termsVersion, { params: { termsKey, version: 4 } });
    expect(version.body).toBe('제1조 (목적)\n바뀐 이용약관');
    await expectApiError(client.call(adminTermsEndpoints.termsVersion, { params: { termsKey, version: 9 } }), 'notFound');

    const me = await learner();
    const serviceOf = async (who: ContractClient) =>
      (await who.call(siteTermsEndpoints.currentTerms, {})).items.find((terms) => terms.termsKey === termsKey);
    expect(await serviceOf(me)).toMatchObject({ version: 3, agreedVersion: 3 });
    const visitor = contractClient(server.baseUrl, null, called);
    expect(await serviceOf(visitor)).toMatchObject({ version: 3, agreedVersion: null });

    // From the first Seoul instant of the effective day, version 4 is in force; the learner agreed to 3.
    // (New sessions: the ones above would have expired on the moved clock.)
    const dayStart = Date.parse(`${tomorrow}T00:00:00+09:00`);
    settings.now = () => dayStart;
    const meTomorrow = await learner();
    expect(await serviceOf(meTomorrow)).toMatchObject({ version: 4, agreedVersion: 3, body: '제1조 (목적)\n바뀐 이용약관' });
    const listed = await (await operator()).call(adminTermsEndpoints.termsPage, { params: { termsKey } });
    expect(listed.versions.map((entry) => entry.state)).toEqual(['CURRENT', 'PAST', 'PAST', 'PAST']);

    // Agreeing again with the spec's call covers the versions in force now.
    await meTomorrow.call(accountEndpoints.agreement, { body: { termsOfService: true, privacyPolicy: true, marketing: false } });
    expect(await serviceOf(meTomorrow)).toMatchObject({ version: 4, agreedVersion: 4 });
  });

  it("adds a tenant's own page after the others, with no version until its first publish; a name under 2 is refused at its field", async () => {
    const client = await operator();
    const added = await client.call(adminTermsEndpoints.createTerms, { body: { title: '오프라인 클래스 환불 규정', required: true } });
    expect(added).toMatchObject({ title: '오프라인 클래스 환불 규정', required: true, current: null, draft: null, versions: [] });
    const { items } = await client.call(adminTermsEndpoints.termsList, {});
    expect(items.at(-1)?.termsKey).toBe(added.termsKey);
    // Not on the learner site until a version is in force.
    const site = await contractClient(server.baseUrl, null, called).call(siteTermsEndpoints.currentTerms, {});
    expect(site.items.some((terms) => terms.termsKey === added.termsKey)).toBe(false);
    await expectApiError(client.call(adminTermsEndpoints.createTerms, { body: { title: '약', required: false } }), 'badRequest');
  });

  it('records drafts and publishing in the change history, and every endpoint was walked', async () => {
    const client = await operator();
    const history = await client.call(adminHistoryEndpoints.changes, { query: { recordType: 'TERMS', sort: 'changedAt,desc' } });
    expect(history.items.length).toBeGreaterThan(0);
    expect(history.items.every((entry) => entry.record.type === 'TERMS')).toBe(true);
    expect([...called].filter((id) => id.startsWith('adminTerms.')).sort()).toEqual(Object.values(adminTermsEndpoints).map((endpoint) => endpoint.id).sort());
  });
});
