/**
 * The popup and banner editor's form (issue 31): what the fields hold (text, Seoul wall-clock times
 * as a datetime-local field gives them), the contract's rules with their messages at their fields
 * before anything is sent, and the conversions to and from what the server keeps.
 */
import { z } from 'zod/mini';
import type { Placement } from '@app/shared/api/contract/adminMarketing';
import {
  isSafePlacementImage,
  isSafePlacementLink,
  PLACEMENT_MESSAGE_MAX,
  PLACEMENT_ORDER_MAX,
  PLACEMENT_TITLE_MAX,
  PLACEMENT_TITLE_MIN,
  placementRuleMessages,
  placementTargets,
  type PlacementKind,
} from '@app/shared/api/contract/adminMarketingRules';
import { msToSeoulLocal, seoulLocalToMs } from '@app/shared/lib/format/seoulDay';
import { boundedText } from '@app/shared/lib/validation/text';
import type { PlacementBody } from './marketingApi';

const optionalUrl = (isSafe: (value: string) => boolean, message: string) =>
  z.string().check(z.refine((value) => value.trim() === '' || isSafe(value), message));

export const placementFormSchema = z
  .object({
    title: boundedText({ min: PLACEMENT_TITLE_MIN, max: PLACEMENT_TITLE_MAX }),
    message: boundedText({ min: 0, max: PLACEMENT_MESSAGE_MAX }),
    imageUrl: optionalUrl(isSafePlacementImage, placementRuleMessages.imageUnsafe),
    linkUrl: optionalUrl(isSafePlacementLink, placementRuleMessages.linkUnsafe),
    startAt: z.string().check(z.refine((value) => !Number.isNaN(seoulLocalToMs(value)), placementRuleMessages.startRequired)),
    endAt: z.string(),
    target: z.enum(placementTargets),
    order: z.string().check(
      z.refine((value) => /^\d{1,2}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= PLACEMENT_ORDER_MAX, placementRuleMessages.order),
    ),
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

export const placementFormFields: readonly PlacementFormField[] = ['title', 'message', 'imageUrl', 'linkUrl', 'startAt', 'endAt', 'target', 'order'];

/** A new one starts now (to the minute, Seoul time), open-ended, for everyone, first. */
export function emptyPlacementForm(now: number): PlacementFormValues {
  return { title: '', message: '', imageUrl: '', linkUrl: '', startAt: msToSeoulLocal(now), endAt: '', target: 'ALL', order: '1' };
}

export function fromPlacement(placement: Placement): PlacementFormValues {
  return {
    title: placement.title,
    message: placement.message,
    imageUrl: placement.imageUrl ?? '',
    linkUrl: placement.linkUrl ?? '',
    startAt: msToSeoulLocal(Date.parse(placement.startAt)),
    endAt: placement.endAt ? msToSeoulLocal(Date.parse(placement.endAt)) : '',
    target: placement.target,
    order: String(placement.order),
  };
}

export function toPlacementBody(kind: PlacementKind, values: PlacementFormValues): PlacementBody {
  const instant = (local: string) => new Date(seoulLocalToMs(local)).toISOString();
  return {
    kind,
    title: values.title,
    message: values.message,
    imageUrl: values.imageUrl.trim() || null,
    linkUrl: values.linkUrl.trim() || null,
    startAt: instant(values.startAt),
    endAt: values.endAt === '' ? null : instant(values.endAt),
    target: values.target,
    order: Number(values.order),
  };
}

/** The form field a server issue's path names, or null (a schedule issue names its own field). */
export function formFieldOfIssue(path: string): PlacementFormField | null {
  return (placementFormFields as readonly string[]).includes(path) ? (path as PlacementFormField) : null;
}
