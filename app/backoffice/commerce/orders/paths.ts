/** Where the order screens live (routes.tsx `orders`, `orders/:orderKey`). */
import { areaById } from '../../access/areas';

export const ordersPath = (): string => areaById('ORDER').path;
export const orderPath = (orderKey: string): string => `${ordersPath()}/${encodeURIComponent(orderKey)}`;
