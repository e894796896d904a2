/** Order statistics for the timing figures (nearest-rank percentiles on a copy of the samples). */
export function percentile(samples, fraction) {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

export const median = (samples) => percentile(samples, 0.5);
export const p95 = (samples) => percentile(samples, 0.95);
