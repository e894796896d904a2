/**
 * The learner site's live marketing popups and top banner (issue 31): what the operator switched on
 * (adminMarketing.ts), live now by its Seoul schedule and aimed at this viewer (a visitor or a
 * signed-in learner: the token decides). Public; path chosen here in the style of the spec's public
 * calls, apart from the back-office contract so a learner page downloads no `admin*` module.
 */
import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';

export const livePlacementSchema = z.object({
  placementKey: z.string(),
  title: z.string(),
  message: z.string(),
  imageUrl: z.nullable(z.string()),
  linkUrl: z.nullable(z.string()),
});
export type LivePlacement = z.infer<typeof livePlacementSchema>;

export const livePlacements = defineEndpoint({
  id: 'siteMarketing.livePlacements',
  method: 'GET',
  path: '/rest/setting/v2/public/marketing/live',
  auth: 'optional',
  response: z.object({ popups: z.array(livePlacementSchema), banner: z.nullable(livePlacementSchema) }),
  summary: 'The popups live now for this viewer in their order, and the one top banner (or null).',
});

export const siteMarketingEndpoints = { livePlacements };
