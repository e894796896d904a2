/**
 * Back-office terms calls (backoffice.md §2 "Terms pages with versions", §7 Setting; issue 31).
 * The spec gives no paths; they are chosen here beside the organization info, under
 * `/rest/setting/admin/tenant/terms`, and every call needs the TERMS permission.
 *
 * What the server promises (rules in adminTermsRules.ts):
 * - a page's draft is saved with the revision it was based on (null for a new draft); another
 *   revision answers 409 `terms.draft.conflict` with `data.revision`, nothing saved;
 * - publishing turns the draft of a revision into the next version with its effective day (a Seoul
 *   day, today or later; an earlier one answers 400 `request.invalid` at `effectiveDay`) and clears
 *   the draft; a version is never edited afterwards;
 * - the history lists every version newest first with who published it and when;
 * - a tenant adds its own pages beside the built-in three (`createTerms`), with no version until
 *   its first draft is published.
 */
import { z } from 'zod/mini';
import { boundedText } from '@app/shared/lib/validation/text';
import { actorSchema, isoDateTime } from './adminKit';
import { seoulDaySchema } from './adminHistory';
import { TERMS_BODY_MAX, TERMS_TITLE_MAX, TERMS_TITLE_MIN, termsRuleMessages, termsVersionStates } from './adminTermsRules';
import { defineEndpoint } from './endpoint';

const base = '/rest/setting/admin/tenant/terms';
const access = { side: 'operator', permission: 'TERMS' } as const;

/** A body as typed: line breaks and spacing kept, not blank, up to 10,000 (§5). */
export const termsBodySchema = z.string().check(
  z.refine((value) => value.trim() !== '', termsRuleMessages.bodyRequired),
  z.maxLength(TERMS_BODY_MAX),
);

export const termsVersionStateSchema = z.enum(termsVersionStates);

/** One version in the history: its number, effective instant, where it stands, who and when. */
export const termsVersionSummarySchema = z.object({
  version: z.number().check(z.int(), z.gte(1)),
  /** The first Seoul instant of its effective day. */
  effectiveAt: isoDateTime,
  state: termsVersionStateSchema,
  publishedAt: isoDateTime,
  publishedBy: actorSchema,
});
export type TermsVersionSummary = z.infer<typeof termsVersionSummarySchema>;

/** One version in full (as published, never changed). */
export const termsVersionSchema = z.extend(termsVersionSummarySchema, {
  termsKey: z.string(),
  title: z.string(),
  body: z.string(),
});
export type TermsVersion = z.infer<typeof termsVersionSchema>;

export const termsDraftSchema = z.object({
  body: z.string(),
  /** Raised by every save; a save or a publish names the one it was based on. */
  revision: z.number().check(z.int(), z.gte(1)),
  updatedAt: isoDateTime,
  updatedBy: actorSchema,
});
export type TermsDraft = z.infer<typeof termsDraftSchema>;

/** A terms page as the list shows it. */
export const termsSummarySchema = z.object({
  termsKey: z.string(),
  title: z.string().check(z.minLength(TERMS_TITLE_MIN), z.maxLength(TERMS_TITLE_MAX)),
  required: z.boolean(),
  current: z.nullable(termsVersionSummarySchema),
  /** A version waiting for its effective day, if any (the latest one). */
  scheduled: z.nullable(termsVersionSummarySchema),
  hasDraft: z.boolean(),
  versionCount: z.number().check(z.int(), z.gte(0)),
});
export type TermsSummary = z.infer<typeof termsSummarySchema>;

/** A terms page with its draft and its whole history, newest first. */
export const termsPageSchema = z.extend(termsSummarySchema, {
  draft: z.nullable(termsDraftSchema),
  versions: z.array(termsVersionSummarySchema),
});
export type TermsPage = z.infer<typeof termsPageSchema>;

const termsParams = z.object({ termsKey: z.string().check(z.minLength(1)) });

export const termsList = defineEndpoint({
  id: 'adminTerms.termsList',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  response: z.object({ items: z.array(termsSummarySchema) }),
  summary: "Every terms page of the site (the built-in three first), with its current and scheduled versions and whether a draft waits.",
});

export const termsPage = defineEndpoint({
  id: 'adminTerms.termsPage',
  method: 'GET',
  path: `${base}/{termsKey}`,
  auth: 'required',
  access,
  params: termsParams,
  response: termsPageSchema,
  summary: 'One terms page with its draft and every version; 404 request.not_found when there is none.',
});

export const saveTermsDraft = defineEndpoint({
  id: 'adminTerms.saveTermsDraft',
  method: 'PUT',
  path: `${base}/{termsKey}/draft`,
  auth: 'required',
  access,
  params: termsParams,
  body: z.object({
    body: termsBodySchema,
    /** The draft revision the text was based on; null when no draft existed. */
    basedOn: z.nullable(z.number().check(z.int(), z.gte(1))),
  }),
  response: termsPageSchema,
  summary: 'Save the draft from the revision it was based on; 409 terms.draft.conflict when another save came first.',
});

export const publishTerms = defineEndpoint({
  id: 'adminTerms.publishTerms',
  method: 'POST',
  path: `${base}/{termsKey}/publish`,
  auth: 'required',
  access,
  params: termsParams,
  body: z.object({
    revision: z.number().check(z.int(), z.gte(1)),
    /** A Seoul day, today or later. */
    effectiveDay: seoulDaySchema,
  }),
  response: termsPageSchema,
  summary: 'Publish the draft of that revision as the next version effective from a Seoul day; 409 terms.draft.conflict (no such draft), 400 request.invalid at effectiveDay (a past day).',
});

export const createTerms = defineEndpoint({
  id: 'adminTerms.createTerms',
  method: 'POST',
  path: base,
  auth: 'required',
  access,
  body: z.object({
    /** §5 common text, 2–30. */
    title: boundedText({ min: TERMS_TITLE_MIN, max: TERMS_TITLE_MAX }),
    /** Whether learners must agree to it. */
    required: z.boolean(),
  }),
  response: termsPageSchema,
  summary: 'Add a terms page of the tenant, after the others, with no version yet (its first draft is written next).',
});

export const termsVersion = defineEndpoint({
  id: 'adminTerms.termsVersion',
  method: 'GET',
  path: `${base}/{termsKey}/versions/{version}`,
  auth: 'required',
  access,
  params: z.object({ termsKey: z.string().check(z.minLength(1)), version: z.coerce.number().check(z.int(), z.gte(1)) }),
  response: termsVersionSchema,
  summary: 'One published version in full, as it was published; 404 request.not_found when there is none.',
});

export const adminTermsEndpoints = { termsList, termsPage, createTerms, saveTermsDraft, publishTerms, termsVersion };
