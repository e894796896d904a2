/**
 * Where the shipping screens live under the SHIPPING area (`/admin/shipping…`), so the routes,
 * the links and the tests name them once.
 */
import { ADMIN_ROOT } from '../../access/areas';

export const SHIPPING_PATH = `${ADMIN_ROOT}/shipping`;

export function shipmentPath(shipmentKey: string): string {
  return `${SHIPPING_PATH}/${encodeURIComponent(shipmentKey)}`;
}
