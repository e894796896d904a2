/** Where the master workspace's screens live (the area table's paths; the routes, relative, are in each area.tsx). */
import { areaById } from '../access/areas';

export const masterKlassesPath = (): string => areaById('master.classes').path;
export const masterKlassPath = (klassId: string): string => `${masterKlassesPath()}/${encodeURIComponent(klassId)}`;
export const curriculumKlassesPath = (): string => areaById('master.curriculum').path;
export const curriculumEditorPath = (klassId: string): string => `${curriculumKlassesPath()}/${encodeURIComponent(klassId)}`;
export const masterNoticesPath = (): string => areaById('master.notices').path;
export const newMasterNoticePath = (): string => `${masterNoticesPath()}/new`;
export const masterNoticePath = (noticeId: string): string => `${masterNoticesPath()}/${encodeURIComponent(noticeId)}`;
export const masterReviewsPath = (): string => areaById('master.reviews').path;
export const masterReviewPath = (reviewKey: string): string => `${masterReviewsPath()}/${encodeURIComponent(reviewKey)}`;
