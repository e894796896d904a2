/**
 * Numbers as Korean readers write them: counts and amounts grouped by thousands ("8,214"), sizes
 * with a decimal ("1.5"), shares as percent ("45%"). Every screen formats through here, so the
 * formatters are built once, on first need: building a page's first Intl formatter loads ICU's
 * locale data (about 12 ms; 50 ms on the bench's 4×-throttled phone, issue 18). A whole number
 * under 1,000 is written the same with or without it, so a form's "0/20" counter paints without
 * that cost.
 */

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('ko-KR', options);
    formatters.set(key, found);
  }
  return found;
}

const isSmallWhole = (value: number) => Number.isInteger(value) && value >= 0 && value < 1000;

/** A count or an amount: whole, grouped by thousands ("8,214"; a fraction is rounded). */
export function formatCount(value: number): string {
  if (isSmallWhole(value)) return String(value);
  return formatter('count', { maximumFractionDigits: 0 }).format(value);
}

/** A measure with at most `fractionDigits` decimals, grouped by thousands ("1,536.5"). */
export function formatDecimal(value: number, fractionDigits: number): string {
  if (isSmallWhole(value)) return String(value);
  return formatter(`decimal:${fractionDigits}`, { maximumFractionDigits: fractionDigits }).format(value);
}

/** A share of a whole (0 to 1) as a whole percent ("45%"). */
export function formatPercent(ratio: number): string {
  return formatter('percent', { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
}
