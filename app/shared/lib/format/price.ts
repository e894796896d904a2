/**
 * Prices in won (spec learner.md §9: zero shows "free", otherwise the amount followed by the won
 * sign; display modes ZERO, FREE, HIDE). A non-zero amount always shows as `12,000원`; the mode
 * decides only how a zero price shows:
 * - `FREE` (default): "무료";
 * - `ZERO`: "0원", the amount like any other;
 * - `HIDE`: nothing (null), so the caller leaves the price out.
 *
 * Used today by the back-office orders (list, detail, refund), with `ZERO`. The learner side shows
 * no price: its screens (spec learner.md §2: my classes, course tickets, class room, certificate)
 * list what the learner already owns, and its entities (§3: class and course ticket items) carry
 * no amount. A learner catalogue of packages or products, if one comes, shows its prices through
 * this with the tenant's display mode, rather than formatting won amounts itself.
 */
import { formatCount } from '@ds/lib/text/number';

export type PriceDisplayMode = 'ZERO' | 'FREE' | 'HIDE';

export const PRICE_FREE = '무료';
const WON = '원';

export function formatPrice(amount: number, mode: PriceDisplayMode = 'FREE'): string | null {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a price: ${amount}`);
  if (amount === 0) {
    if (mode === 'FREE') return PRICE_FREE;
    if (mode === 'HIDE') return null;
  }
  return `${formatCount(amount)}${WON}`;
}
