/** Where the board screens live under the BOARD area (its path in the area table; the routes, relative, are in area.tsx). */
import { areaById } from '../access/areas';

/** The questions are the area's first screen. */
export const questionsPath = (): string => areaById('BOARD').path;
export const questionPath = (questionId: string): string => `${questionsPath()}/questions/${encodeURIComponent(questionId)}`;

export const noticesPath = (): string => `${questionsPath()}/notices`;
export const newNoticePath = (): string => `${noticesPath()}/new`;
export const noticePath = (noticeId: string): string => `${noticesPath()}/${encodeURIComponent(noticeId)}`;

export const classNoticesPath = (): string => `${questionsPath()}/class-notices`;
export const newClassNoticePath = (): string => `${classNoticesPath()}/new`;
export const classNoticePath = (announcementId: string): string => `${classNoticesPath()}/${encodeURIComponent(announcementId)}`;

export const reviewsPath = (): string => `${questionsPath()}/reviews`;
export const reviewPath = (reviewKey: string): string => `${reviewsPath()}/${encodeURIComponent(reviewKey)}`;

export const boardItemsPath = (): string => `${questionsPath()}/items`;
export const newBoardItemPath = (): string => `${boardItemsPath()}/new`;
export const boardItemPath = (itemKey: string): string => `${boardItemsPath()}/${encodeURIComponent(itemKey)}`;
