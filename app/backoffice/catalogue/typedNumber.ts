/**
 * A whole number as an operator types it in a catalogue field or grid cell: digits, commas allowed
 * ("12,500"); anything else is NaN, which the rules (priceProblem, stockProblem…) then refuse with
 * their own message, so "만원" or "-3" is never read as some other number.
 */
export function typedWholeNumber(typed: string): number {
  return /^\s*[\d,]+\s*$/.test(typed) ? Number(typed.replaceAll(',', '')) : Number.NaN;
}
