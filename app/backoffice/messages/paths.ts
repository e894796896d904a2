/**
 * Where the message screens live under the MESSAGE area (its path in the area table, areas.ts):
 * composing is the area's first screen; the request list and one request sit beside it (the
 * routes, relative, are in area.tsx).
 */
import { areaById } from '../access/areas';

export const MESSAGES_PATH = areaById('MESSAGE').path;
export const MESSAGE_REQUESTS_PATH = `${MESSAGES_PATH}/requests`;

export function messageRequestPath(requestKey: string): string {
  return `${MESSAGE_REQUESTS_PATH}/${encodeURIComponent(requestKey)}`;
}
