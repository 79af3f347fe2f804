/** A "nice" upper bound for an axis: 1, 2, 2.5 or 5 times a power of ten, at or above `max`. */
export function niceMax(max: number): number {
  if (max <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= max)!
  return step * power
}

/** Evenly spaced ticks from 0 to `max`. */
export const ticks = (max: number, count = 4) => Array.from({ length: count + 1 }, (_, i) => (max / count) * i)
