// Figures of a benchmark: percentiles over samples in milliseconds, and their printed form.

export interface Summary {
  n: number
  mean: number
  p50: number
  p95: number
  p99: number
  max: number
}

/** The nearest-rank percentile of sorted samples. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b)
  const sum = sorted.reduce((total, value) => total + value, 0)
  return {
    n: sorted.length,
    mean: sorted.length === 0 ? Number.NaN : sum / sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  }
}

/** Milliseconds with two decimals below 10, one above. */
export const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1))

/** A ratio with two decimals, e.g. 0.83. */
export const ratio = (value: number) => value.toFixed(2)
