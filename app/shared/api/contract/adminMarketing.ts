/**
 * Back-office marketing popup and top banner calls (backoffice.md §2 "Marketing popup and top
 * banner", §7 Setting; issue 31; marketing messages are another issue's). The spec gives no paths;
 * they are chosen here beside the other settings, under `/rest/setting/admin/tenant/marketing`,
 * and every call needs the MARKETING permission.
 *
 * What the server promises (rules in adminMarketingRules.ts):
 * - a link is an absolute http(s) URL (the one safe-URL helper decides; a `javascript:` or any
 *   other scheme answers 400 `request.invalid` at its field);
 * - the image is a file uploaded through the kit (adminFile.ts) named by `imageFileId`: a PNG, JPEG,
 *   GIF or WEBP (anything else, or a file that is not there, answers 400 `request.invalid` at
 *   `imageFileId`). The kit's download links last a minute, too short for a popup a learner opens
 *   any day, so the server publishes a placement's image at a public, long-lived address of its
 *   own, `imageUrl` in every answer (what the learner site draws); the mock's is
 *   `{origin}/storage/public/marketing/{fileId}`, answering the bytes without a token to anyone
 *   while a placement uses the file;
 * - `order` is the place among the placements of a kind (1 first): a new one goes last, and the
 *   operator puts them in order with `reorderPlacements` (the learner site shows live ones so);
 * - the schedule is two instants (entered as Seoul times), the end after the start or none;
 * - an edit carries the `version` it was based on; another answers 409 `marketing.version.conflict`;
 * - switching one on or off needs no version (the undo of the switch sends the opposite).
 */
import { z } from 'zod/mini';
import { boundedText } from '@app/shared/lib/validation/text';
import { actorSchema, isoDateTime } from './adminKit';
import {
  isSafePlacementLink,
  PLACEMENT_MESSAGE_MAX,
  PLACEMENT_REORDER_MAX,
  PLACEMENT_TITLE_MAX,
  PLACEMENT_TITLE_MIN,
  placementKinds,
  placementRuleMessages,
  placementTargets,
  scheduleProblem,
  scheduleStates,
} from './adminMarketingRules';
import { defineEndpoint } from './endpoint';

const base = '/rest/setting/admin/tenant/marketing/placements';
const access = { side: 'operator', permission: 'MARKETING' } as const;

export const placementKindSchema = z.enum(placementKinds);
export const placementTargetSchema = z.enum(placementTargets);

const placementShape = {
  kind: placementKindSchema,
  /** The operator's name for it, also the popup's heading on the learner site. */
  title: boundedText({ min: PLACEMENT_TITLE_MIN, max: PLACEMENT_TITLE_MAX }),
  message: boundedText({ min: 0, max: PLACEMENT_MESSAGE_MAX }),
  /** The uploaded image (kit upload), or null for words only. */
  imageFileId: z.nullable(z.string().check(z.minLength(1))),
  linkUrl: z.nullable(z.string().check(z.refine(isSafePlacementLink, placementRuleMessages.linkUnsafe))),
  startAt: isoDateTime,
  endAt: z.nullable(isoDateTime),
  target: placementTargetSchema,
};

const scheduleRule = z.superRefine<{ startAt: string; endAt: string | null }>((value, ctx) => {
  const problem = scheduleProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field], input: value });
});

export const placementInputSchema = z.object(placementShape).check(scheduleRule);
export type PlacementInput = z.infer<typeof placementInputSchema>;

export const placementUpdateSchema = z.object({ ...placementShape, version: z.number().check(z.int(), z.gte(1)) }).check(scheduleRule);

export const placementSchema = z.object({
  ...placementShape,
  title: z.string(),
  message: z.string(),
  placementKey: z.string(),
  /** The image's public, long-lived address (see the file comment), or null. */
  imageUrl: z.nullable(z.string()),
  /** Its place among the placements of its kind, 1 first. */
  order: z.number().check(z.int(), z.gte(1)),
  enabled: z.boolean(),
  /** Where its schedule stands now (the server's clock). */
  state: z.enum(scheduleStates),
  version: z.number().check(z.int(), z.gte(1)),
  updatedAt: isoDateTime,
  updatedBy: actorSchema,
});
export type Placement = z.infer<typeof placementSchema>;

const placementParams = z.object({ placementKey: z.string().check(z.minLength(1)) });

export const placements = defineEndpoint({
  id: 'adminMarketing.placements',
  method: 'GET',
  path: base,
  auth: 'required',
  access,
  query: z.object({ kind: placementKindSchema }),
  response: z.object({ items: z.array(placementSchema) }),
  summary: 'The popups or the top banners, live and upcoming first by order, then the ended ones newest first.',
});

export const placement = defineEndpoint({
  id: 'adminMarketing.placement',
  method: 'GET',
  path: `${base}/{placementKey}`,
  auth: 'required',
  access,
  params: placementParams,
  response: placementSchema,
  summary: 'One popup or banner; 404 request.not_found when there is none.',
});

export const createPlacement = defineEndpoint({
  id: 'adminMarketing.createPlacement',
  method: 'POST',
  path: base,
  auth: 'required',
  access,
  body: placementInputSchema,
  response: placementSchema,
  summary: 'Create a popup or banner, switched on (version 1); 400 request.invalid at each refused field (an unsafe link or image, an end before the start).',
});

export const updatePlacement = defineEndpoint({
  id: 'adminMarketing.updatePlacement',
  method: 'PUT',
  path: `${base}/{placementKey}`,
  auth: 'required',
  access,
  params: placementParams,
  body: placementUpdateSchema,
  response: placementSchema,
  summary: 'Edit from the version it was based on; 409 marketing.version.conflict when another save came first.',
});

export const switchPlacement = defineEndpoint({
  id: 'adminMarketing.switchPlacement',
  method: 'PUT',
  path: `${base}/{placementKey}/enabled`,
  auth: 'required',
  access,
  params: placementParams,
  body: z.object({ enabled: z.boolean() }),
  response: placementSchema,
  summary: 'Switch on or off (the learner site shows or stops showing it at its next read); idempotent.',
});

/** Apart from `{base}/{placementKey}`, so no placement key can be taken for it. */
export const reorderPlacements = defineEndpoint({
  id: 'adminMarketing.reorderPlacements',
  method: 'PUT',
  path: '/rest/setting/admin/tenant/marketing/placement-order',
  auth: 'required',
  access,
  body: z.object({
    kind: placementKindSchema,
    placementKeys: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(PLACEMENT_REORDER_MAX)),
  }),
  response: z.object({ items: z.array(placementSchema) }),
  summary:
    'Put the named placements of a kind first, in the order named; the others follow in their order. Needs no version (the next move sends the whole order again). 400 request.invalid at placementKeys for a key of another kind or none, or one named twice.',
});

export const deletePlacement = defineEndpoint({
  id: 'adminMarketing.deletePlacement',
  method: 'DELETE',
  path: `${base}/{placementKey}`,
  auth: 'required',
  access,
  params: placementParams,
  response: z.object({ placementKey: z.string() }),
  summary: 'Delete a popup or banner (issue 40): gone from the list and from the learner site at its next read; in the change history; 404 request.not_found when there is none.',
});

export const adminMarketingEndpoints = { placements, placement, createPlacement, updatePlacement, switchPlacement, reorderPlacements, deletePlacement };
