/** Where the order screens live under the ORDER area (its path in the area table; the routes, relative, are in area.tsx). */
import { areaById } from '../../access/areas';

export const ordersPath = (): string => areaById('ORDER').path;
export const orderPath = (orderKey: string): string => `${ordersPath()}/${encodeURIComponent(orderKey)}`;
