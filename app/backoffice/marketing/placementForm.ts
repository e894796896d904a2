/**
 * The popup and banner editor's form (issue 31): what the fields hold (text, Seoul wall-clock times
 * as a datetime-local field gives them, the uploaded image's file id), the contract's rules with
 * their messages at their fields before anything is sent, and the conversions to and from what the
 * server keeps. The order is not here: it is the list page's (a new one goes last).
 */
import { z } from 'zod/mini';
import type { Placement } from '@app/shared/api/contract/adminMarketing';
import {
  isSafePlacementLink,
  PLACEMENT_MESSAGE_MAX,
  PLACEMENT_TITLE_MAX,
  PLACEMENT_TITLE_MIN,
  placementRuleMessages,
  placementTargets,
  type PlacementKind,
} from '@app/shared/api/contract/adminMarketingRules';
import { msToSeoulLocal, seoulLocalToMs } from '@app/shared/lib/format/seoulDay';
import { boundedText } from '@app/shared/lib/validation/text';
import type { PlacementBody } from './marketingApi';


export const placementFormSchema = z
  .object({
    title: boundedText({ min: PLACEMENT_TITLE_MIN, max: PLACEMENT_TITLE_MAX }),
    message: boundedText({ min: 0, max: PLACEMENT_MESSAGE_MAX }),
    /** The uploaded image's file id (the kit's upload), or null. */
    imageFileId: z.nullable(z.string()),
    linkUrl: z.string().check(z.refine((value) => value.trim() === '' || isSafePlacementLink(value), placementRuleMessages.linkUnsafe)),
    startAt: z.string().check(z.refine((value) => !Number.isNaN(seoulLocalToMs(value)), placementRuleMessages.startRequired)),
    endAt: z.string(),
    target: z.enum(placementTargets),
  })
  .check(
    z.superRefine<{ startAt: string; endAt: string }>((values, ctx) => {
      if (values.endAt === '') return;
      const end = seoulLocalToMs(values.endAt);
      if (Number.isNaN(end) || end <= seoulLocalToMs(values.startAt))
        ctx.addIssue({ code: 'custom', message: placementRuleMessages.endBeforeStart, path: ['endAt'], input: values });
    }),
  );

export type PlacementFormValues = z.infer<typeof placementFormSchema>;
export type PlacementFormField = keyof PlacementFormValues;

export const placementFormFields: readonly PlacementFormField[] = ['title', 'message', 'imageFileId', 'linkUrl', 'startAt', 'endAt', 'target'];

/** A new one starts now (to the minute, Seoul time), open-ended, for everyone. */
export function emptyPlacementForm(now: number): PlacementFormValues {
  return { title: '', message: '', imageFileId: null, linkUrl: '', startAt: msToSeoulLocal(now), endAt: '', target: 'ALL' };
}

export function fromPlacement(placement: Placement): PlacementFormValues {
  return {
    title: placement.title,
    message: placement.message,
    imageFileId: placement.imageFileId,
    linkUrl: placement.linkUrl ?? '',
    startAt: msToSeoulLocal(Date.parse(placement.startAt)),
    endAt: placement.endAt ? msToSeoulLocal(Date.parse(placement.endAt)) : '',
    target: placement.target,
  };
}

export function toPlacementBody(kind: PlacementKind, values: PlacementFormValues): PlacementBody {
  const instant = (local: string) => new Date(seoulLocalToMs(local)).toISOString();
  return {
    kind,
    title: values.title,
    message: values.message,
    imageFileId: values.imageFileId,
    linkUrl: values.linkUrl.trim() || null,
    startAt: instant(values.startAt),
    endAt: values.endAt === '' ? null : instant(values.endAt),
    target: values.target,
  };
}

/** The form field a server issue's path names, or null (a schedule issue names its own field). */
export function formFieldOfIssue(path: string): PlacementFormField | null {
  return (placementFormFields as readonly string[]).includes(path) ? (path as PlacementFormField) : null;
}
