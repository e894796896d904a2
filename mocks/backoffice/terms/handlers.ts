/**
 * Terms handlers (issue 31): the back-office's pages, drafts, publishing and history
 * (adminTerms.ts) and the learner site's current versions (siteTerms.ts), from one collection, so
 * a version the operator publishes is the one the register page shows from its effective day.
 *
 * What the learner agreed to is read from the account's agreement (`POST /agreement`, learner.md
 * §7): an agreement made at an instant covers the version of each page in force and published by
 * then. Agreeing again (the same call) covers the versions in force now, so the call needs no
 * version numbers of its own.
 */
import { adminTermsEndpoints, type TermsPage, type TermsSummary, type TermsVersionSummary } from '@app/shared/api/contract/adminTerms';
import { currentVersionOf, effectiveDayProblem, termsErrorCodes, versionState } from '@app/shared/api/contract/adminTermsRules';
import { siteTermsEndpoints, type SiteTerm } from '@app/shared/api/contract/siteTerms';
import { seoulDayStartMs } from '@app/shared/lib/format/seoulDay';
import type { HttpHandler } from 'msw';
import type { AccessClaims } from '@mocks/auth/tokens';
import { recordChange } from '@mocks/backoffice/history/record';
import { db } from '@mocks/db/database';
import { actorOf } from '@mocks/engine/actor';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';
import type { TermsPageRecord, TermsVersionRecord } from './collections';
import { AreaMockError } from '@mocks/engine/AreaMockError';

function pagesInPlace(): TermsPageRecord[] {
  return [...db.termsPages.all()].sort((a, b) => a.place - b.place);
}

function requirePage(termsKey: string): TermsPageRecord {
  const page = db.termsPages.findFirst((q) => q.where({ termsKey }));
  if (!page) throw new MockError('notFound', '약관을 찾을 수 없어요.');
  return page;
}

function versionSummary(version: TermsVersionRecord, versions: readonly TermsVersionRecord[], now: number): TermsVersionSummary {
  return {
    version: version.version,
    effectiveAt: version.effectiveAt,
    state: versionState(version, versions, now),
    publishedAt: version.publishedAt,
    publishedBy: version.publishedBy,
  };
}

function toSummary(page: TermsPageRecord, now: number): TermsSummary {
  const current = currentVersionOf(page.versions, now);
  const latest = page.versions.at(-1);
  const scheduled = latest && Date.parse(latest.effectiveAt) > now ? latest : null;
  return {
    termsKey: page.termsKey,
    title: page.title,
    required: page.required,
    current: current ? versionSummary(current, page.versions, now) : null,
    scheduled: scheduled ? versionSummary(scheduled, page.versions, now) : null,
    hasDraft: page.draft !== null,
    versionCount: page.versions.length,
  };
}

function toPage(page: TermsPageRecord): TermsPage {
  const now = settings.now();
  return {
    ...toSummary(page, now),
    draft: page.draft,
    versions: [...page.versions].reverse().map((version) => versionSummary(version, page.versions, now)),
  };
}

function draftConflict(page: TermsPageRecord): AreaMockError {
  return new AreaMockError(termsErrorCodes.termsDraftConflict, '다른 곳에서 먼저 바뀐 약관이에요.', { revision: page.draft?.revision ?? null });
}

async function replacePage(page: TermsPageRecord, change: (draft: TermsPageRecord) => void): Promise<TermsPageRecord> {
  const updated = await db.termsPages.update((q) => q.where({ termsKey: page.termsKey }), { data: change });
  return updated ?? page;
}

/** The version of `page` the account's agreement covers (null: none recorded, or not agreed to this page). */
function agreedVersion(page: TermsPageRecord, auth: AccessClaims | null): number | null {
  if (!auth) return null;
  const agreement = db.accounts.findFirst((q) => q.where({ accountKey: auth.sub }))?.agreement;
  if (!agreement) return null;
  if (page.termsKey === 'MARKETING' && !agreement.marketing) return null;
  if (!page.required && page.termsKey !== 'MARKETING') return null;
  const agreedAt = Date.parse(agreement.agreedAt);
  const known = page.versions.filter((version) => Date.parse(version.publishedAt) <= agreedAt);
  return currentVersionOf(known, agreedAt)?.version ?? null;
}

export const adminTermsHandlers = {
  termsList: handle(adminTermsEndpoints.termsList, () => {
    const now = settings.now();
    return { items: pagesInPlace().map((page) => toSummary(page, now)) };
  }),

  termsPage: handle(adminTermsEndpoints.termsPage, ({ params }) => toPage(requirePage(params.termsKey))),

  createTerms: handle(adminTermsEndpoints.createTerms, async ({ body, auth }) => {
    const pages = pagesInPlace();
    const created = await db.termsPages.create({
      termsKey: `terms-${String(pages.length + 1).padStart(2, '0')}`,
      title: body.title,
      required: body.required,
      place: (pages.at(-1)?.place ?? 0) + 1,
      draft: null,
      lastRevision: 0,
      versions: [],
    });
    await recordChange({ actor: auth, recordType: 'TERMS', recordKey: created.termsKey, recordLabel: created.title, action: 'CREATE', before: null, after: { title: body.title, required: body.required } });
    return toPage(created);
  }),

  saveTermsDraft: handle(adminTermsEndpoints.saveTermsDraft, async ({ params, body, auth }) => {
    const page = requirePage(params.termsKey);
    if ((page.draft?.revision ?? null) !== body.basedOn) throw draftConflict(page);
    const revision = page.lastRevision + 1;
    const updated = await replacePage(page, (draft) => {
      draft.draft = { body: body.body, revision, updatedAt: new Date(settings.now()).toISOString(), updatedBy: actorOf(auth) };
      draft.lastRevision = revision;
    });
    await recordChange({
      actor: auth,
      recordType: 'TERMS',
      recordKey: page.termsKey,
      recordLabel: page.title,
      action: 'UPDATE',
      before: { draftRevision: page.draft?.revision ?? null },
      after: { draftRevision: revision },
    });
    return toPage(updated);
  }),

  publishTerms: handle(adminTermsEndpoints.publishTerms, async ({ params, body, auth }) => {
    const page = requirePage(params.termsKey);
    const draft = page.draft;
    if (!draft || draft.revision !== body.revision) throw draftConflict(page);
    const now = settings.now();
    const problem = effectiveDayProblem(body.effectiveDay, now);
    if (problem) throw new MockError('badRequest', problem, { issues: [{ path: 'effectiveDay', message: problem }] });
    const published: TermsVersionRecord = {
      version: (page.versions.at(-1)?.version ?? 0) + 1,
      effectiveAt: new Date(seoulDayStartMs(body.effectiveDay)).toISOString(),
      publishedAt: new Date(now).toISOString(),
      publishedBy: actorOf(auth),
      body: draft.body,
    };
    const updated = await replacePage(page, (record) => {
      record.versions = [...record.versions, published];
      record.draft = null;
    });
    await recordChange({
      actor: auth,
      recordType: 'TERMS',
      recordKey: page.termsKey,
      recordLabel: page.title,
      action: 'UPDATE',
      // The page's newest version, before and after: a publish adds a version, never changes one.
      before: { version: page.versions.at(-1)?.version ?? null },
      after: { version: published.version, effectiveDay: body.effectiveDay },
    });
    return toPage(updated);
  }),

  termsVersion: handle(adminTermsEndpoints.termsVersion, ({ params }) => {
    const page = requirePage(params.termsKey);
    const version = page.versions.find((candidate) => candidate.version === params.version);
    if (!version) throw new MockError('notFound', '그 버전의 약관은 없어요.');
    return { ...versionSummary(version, page.versions, settings.now()), termsKey: page.termsKey, title: page.title, body: version.body };
  }),
} satisfies Record<keyof typeof adminTermsEndpoints, HttpHandler>;

export const siteTermsHandlers = {
  currentTerms: handle(siteTermsEndpoints.currentTerms, ({ auth }) => {
    const now = settings.now();
    const items: SiteTerm[] = pagesInPlace().flatMap((page) => {
      const current = currentVersionOf(page.versions, now);
      if (!current) return [];
      return [
        {
          termsKey: page.termsKey,
          title: page.title,
          required: page.required,
          version: current.version,
          effectiveAt: current.effectiveAt,
          body: current.body,
          agreedVersion: agreedVersion(page, auth),
        },
      ];
    });
    return { items };
  }),
} satisfies Record<keyof typeof siteTermsEndpoints, HttpHandler>;
