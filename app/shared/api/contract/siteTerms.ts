/**
 * The learner site's terms (learner.md §2–§5 where terms are agreed: register, `POST /agreement`,
 * withdrawal; issue 31): the current version of each terms page the operator published
 * (adminTerms.ts). Public, so the register page reads it before there is an account; path chosen
 * here in the style of the spec's public calls. Kept apart from the back-office contract so a
 * learner page downloads no `admin*` module.
 */
import { z } from 'zod/mini';
import { isoDateTime } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The pages every site has (learner.md §2–§5: the register's required service terms and privacy
 * policy, the optional marketing consent, each with its own field in the spec's agreement call); a
 * tenant adds its own beside them. A tenant's required page is agreed on the register page as its
 * own agreement, carried by the same call: an agreement covers every version in force when it was
 * made.
 */
export const builtInTerms = ['SERVICE', 'PRIVACY', 'MARKETING'] as const;

/** A tenant's own required pages, in the site's order: each its own agreement on the register page. */
export function tenantRequiredTerms<T extends { termsKey: string; required: boolean }>(items: readonly T[]): T[] {
  return items.filter((item) => item.required && !(builtInTerms as readonly string[]).includes(item.termsKey));
}

/** One page's version in force today. */
export const siteTermSchema = z.object({
  termsKey: z.string(),
  title: z.string(),
  required: z.boolean(),
  version: z.number().check(z.int(), z.gte(1)),
  /** The first Seoul instant of the version's effective day. */
  effectiveAt: isoDateTime,
  body: z.string(),
  /**
   * The version of this page the signed-in learner last agreed to (null: a visitor, or never
   * agreed since versions were recorded). A required page whose `agreedVersion` is below
   * `version` is asked again on the learner's next visit.
   */
  agreedVersion: z.nullable(z.number().check(z.int(), z.gte(1))),
});
export type SiteTerm = z.infer<typeof siteTermSchema>;

export const currentTerms = defineEndpoint({
  id: 'siteTerms.currentTerms',
  method: 'GET',
  path: '/rest/setting/v2/public/terms',
  auth: 'optional',
  response: z.object({ items: z.array(siteTermSchema) }),
  summary: 'The version in force of every terms page that has one (built-in pages first), with what the signed-in learner agreed to.',
});

export const siteTermsEndpoints = { currentTerms };
