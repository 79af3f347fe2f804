/**
 * mulberry32: a small seeded generator, so every run draws the same marketplace. Ids come from it too (`uuid`): the
 * same seed gives the same rows, ids included, and a report or a failing check can name a row that a second run of
 * the generator will have again.
 */
export function randomSource(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!
  const weighted = <T>(items: readonly (readonly [T, number])[]) => {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0)
    let at = next() * total
    for (const [item, weight] of items) {
      at -= weight
      if (at < 0) return item
    }
    return items[items.length - 1]![0]
  }
  /** An index into a list ordered most common first, with Zipf-like odds (the first few dominate). */
  const zipf = (length: number, exponent = 0.9) => {
    const key = `${length}:${exponent}`
    let draw = zipfTables.get(key)
    if (!draw) {
      draw = cumulative(Array.from({ length }, (_, rank) => 1 / (rank + 1) ** exponent))
      zipfTables.set(key, draw)
    }
    return draw(source)
  }
  const hex = () =>
    Math.floor(next() * 4_294_967_296)
      .toString(16)
      .padStart(8, '0')
  /** A version 4 UUID drawn from the seed. */
  const uuid = () => {
    const digits = hex() + hex() + hex() + hex()
    const variant = ((parseInt(digits[16]!, 16) & 0x3) | 0x8).toString(16)
    return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-4${digits.slice(13, 16)}-${variant}${digits.slice(17, 20)}-${digits.slice(20, 32)}`
  }
  const zipfTables = new Map<string, (random: Random) => number>()
  const source = { next, int, pick, weighted, zipf, uuid }
  return source
}
export interface Random {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  weighted<T>(items: readonly (readonly [T, number])[]): T
  zipf(length: number, exponent?: number): number
  uuid(): string
}

/** A cumulative table for drawing from many weights fast (a binary search instead of `weighted`'s walk). */
export function cumulative(weights: readonly number[]): (random: Random) => number {
  const sums = new Float64Array(weights.length)
  let total = 0
  for (const [index, weight] of weights.entries()) {
    total += weight
    sums[index] = total
  }
  return (random) => {
    const at = random.next() * total
    let low = 0
    let high = sums.length - 1
    while (low < high) {
      const middle = (low + high) >>> 1
      if (sums[middle]! > at) high = middle
      else low = middle + 1
    }
    return low
  }
}
