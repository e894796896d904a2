/**
 * The rules of the marketing popup and top banner (backoffice.md §2 "Marketing popup and top
 * banner"; issue 31), schema-free and framework-free so the back-office editor, the mock that
 * decides what is live and the unit tests read one module. Every rule takes the instant it judges
 * (the caller's injected clock), as tokenSession.ts does.
 *
 * The schedule (Asia/Seoul, §9): a placement runs from `startAt` (included) to `endAt` (excluded;
 * null: no end). The editor takes both as Seoul wall-clock times; they travel as instants.
 */
import { safeUrl } from '@app/shared/lib/url/safeUrl';

export const placementKinds = ['POPUP', 'BANNER'] as const;
export type PlacementKind = (typeof placementKinds)[number];

/** Who sees it: everyone, signed-in learners only, or visitors only. */
export const placementTargets = ['ALL', 'MEMBERS', 'VISITORS'] as const;
export type PlacementTarget = (typeof placementTargets)[number];

/** Where a placement's schedule stands at an instant. */
export const scheduleStates = ['UPCOMING', 'LIVE', 'ENDED'] as const;
export type ScheduleState = (typeof scheduleStates)[number];

export const PLACEMENT_TITLE_MIN = 2;
export const PLACEMENT_TITLE_MAX = 30;
/** The popup's or banner's own sentence on the learner site. */
export const PLACEMENT_MESSAGE_MAX = 100;
/** The most placements of a kind one reorder names (far more than are ever live at once). */
export const PLACEMENT_REORDER_MAX = 100;

export const placementRuleMessages = {
  linkUnsafe: '링크는 http:// 또는 https:// 로 시작하는 주소만 쓸 수 있어요.',
  imageNotImage: '이미지 파일(PNG, JPG, GIF, WEBP)만 쓸 수 있어요.',
  imageMissing: '올린 이미지를 찾을 수 없어요. 다시 올려 주세요.',
  startRequired: '시작 일시를 입력해 주세요.',
  endBeforeStart: '종료 일시는 시작 일시보다 뒤여야 해요.',
  reorderUnknown: '이 종류의 팝업이나 배너가 아닌 것이 있어요.',
  reorderRepeated: '같은 것을 두 번 넣을 수 없어요.',
} as const;

interface Scheduled {
  startAt: string;
  endAt: string | null;
}

/** Where a schedule stands at `now` (start included, end excluded). */
export function scheduleState(schedule: Scheduled, now: number): ScheduleState {
  if (now < Date.parse(schedule.startAt)) return 'UPCOMING';
  if (schedule.endAt !== null && now >= Date.parse(schedule.endAt)) return 'ENDED';
  return 'LIVE';
}

/** Whether a placement aimed at `target` is shown to a signed-in learner or a visitor. */
export function reachesViewer(target: PlacementTarget, signedIn: boolean): boolean {
  return target === 'ALL' || (target === 'MEMBERS') === signedIn;
}

interface Placement extends Scheduled {
  enabled: boolean;
  target: PlacementTarget;
  order: number;
  kind: PlacementKind;
}

/**
 * What the learner site shows at `now`: the switched-on placements live now and aimed at the
 * viewer, lowest order first (ties: the earlier start first). One top banner at a time: the first.
 */
export function livePlacements<P extends Placement>(placements: readonly P[], now: number, signedIn: boolean): { popups: P[]; banner: P | null } {
  const live = placements
    .filter((p) => p.enabled && scheduleState(p, now) === 'LIVE' && reachesViewer(p.target, signedIn))
    .sort((a, b) => a.order - b.order || Date.parse(a.startAt) - Date.parse(b.startAt));
  return { popups: live.filter((p) => p.kind === 'POPUP'), banner: live.find((p) => p.kind === 'BANNER') ?? null };
}

/** A link a placement may carry: an absolute http(s) URL (the one safe-URL helper decides). */
export function isSafePlacementLink(value: string): boolean {
  return /^https?:\/\//i.test(value.trim()) && safeUrl(value.trim(), { base: 'about:blank' }) !== null;
}

/** Whether an uploaded file may be a placement's image (by its stored type; an SVG may carry script). */
export function isPlacementImageType(contentType: string): boolean {
  return /^image\/(png|jpeg|gif|webp)$/i.test(contentType.split(';')[0]?.trim() ?? '');
}

/**
 * The order a reorder leaves: the named placements first, in the order named (1, 2, …), then the
 * others of the kind in the order they had. Answers each key's new order.
 */
export function reorderedPlacements(current: readonly { placementKey: string; order: number }[], named: readonly string[]): Map<string, number> {
  const rest = current.filter((placement) => !named.includes(placement.placementKey)).sort((a, b) => a.order - b.order);
  return new Map([...named, ...rest.map((placement) => placement.placementKey)].map((key, index) => [key, index + 1]));
}

/** Why a schedule cannot be saved, at its field, or null. */
export function scheduleProblem(schedule: Scheduled): { field: 'startAt' | 'endAt'; message: string } | null {
  if (Number.isNaN(Date.parse(schedule.startAt))) return { field: 'startAt', message: placementRuleMessages.startRequired };
  if (schedule.endAt !== null && !(Date.parse(schedule.endAt) > Date.parse(schedule.startAt)))
    return { field: 'endAt', message: placementRuleMessages.endBeforeStart };
  return null;
}

export const marketingErrorCodes = {
  /** An edit based on a version that is no longer the latest; `data.version`. */
  placementVersionConflict: { code: 'marketing.version.conflict', status: 409 },
} as const satisfies Record<string, { code: string; status: number }>;
