/** Where the board screens live under the BOARD area (its path in the area table; the routes, relative, are in area.tsx). */
import { areaById } from '../access/areas';

/** The questions are the area's first screen. */
export const questionsPath = (): string => areaById('BOARD').path;
export const questionPath = (questionId: string): string => `${questionsPath()}/questions/${encodeURIComponent(questionId)}`;
