import { searchKey } from './search-key.ts'

/**
 * How a search term was made from a skill, which is also how good a match through it is (ADR 0058): the whole name,
 * a whole alias, the name from one of its later words on, or the name or an alias from anywhere inside.
 */
export const TERM_TIER = { name: 1, alias: 2, word: 3, inside: 4 } as const

export interface SearchTerm {
  term: string
  tier: (typeof TERM_TIER)[keyof typeof TERM_TIER]
}

/** Terms inside a key are at least this long: a single typed character matches by prefix only. */
export const INSIDE_MIN_LENGTH = 2

/**
 * The terms under which the type-ahead finds a skill: every query is then a prefix look-up (`term like 'q%'`) that
 * a `text_pattern_ops` index serves, contains-matches included. "Google Cloud Run" gives `googlecloudrun` (name),
 * `cloudrun` and `run` (words), and `oglecloudrun`, `loudrun`... (inside). A term keeps its best tier.
 */
export function searchTerms(name: string, aliases: readonly string[]): SearchTerm[] {
  const best = new Map<string, SearchTerm['tier']>()
  const add = (term: string, tier: SearchTerm['tier']) => {
    if (term && (best.get(term) ?? 9) > tier) best.set(term, tier)
  }
  const nameKey = searchKey(name)
  add(nameKey, TERM_TIER.name)
  const keys = aliases.map(searchKey)
  for (const key of keys) add(key, TERM_TIER.alias)
  let offset = 0
  for (const word of name.split(/[^\p{L}\p{N}+#]+/u)) {
    if (offset > 0) add(nameKey.slice(offset), TERM_TIER.word)
    offset += searchKey(word).length
  }
  for (const key of [nameKey, ...keys]) {
    for (let start = 1; start <= key.length - INSIDE_MIN_LENGTH; start++) add(key.slice(start), TERM_TIER.inside)
  }
  return [...best].map(([term, tier]) => ({ term, tier }))
}
