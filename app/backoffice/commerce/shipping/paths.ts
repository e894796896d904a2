/**
 * Where the shipping screens live under the SHIPPING area (its path in the area table), so the
 * links and the tests name them once (the routes, relative, are in area.tsx).
 */
import { areaById } from '../../access/areas';

export const SHIPPING_PATH = areaById('SHIPPING').path;

export function shipmentPath(shipmentKey: string): string {
  return `${SHIPPING_PATH}/${encodeURIComponent(shipmentKey)}`;
}
