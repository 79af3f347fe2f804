/** The palettes an avatar may take; each `fg` on `muted` pair meets 4.5:1 (checked by contrast.test.ts). */
export const avatarPalettes = ['primary', 'secondary', 'success', 'warning', 'danger', 'neutral'] as const
export type AvatarPalette = (typeof avatarPalettes)[number]

/** Shown (and announced) when a person has no name (docs/product.md §2). */
export const NO_NAME = 'No name'

/** The trimmed name, or "No name". */
export function displayName(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? ''
  return trimmed === '' ? NO_NAME : trimmed
}

/** First letters of up to two words, upper-cased: "ada lovelace byron" -> "AL". Empty for an empty name. */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('')
}

/** A stable 32-bit FNV-1a hash, so the same name always gets the same colour on every device. */
function hash(value: string): number {
  let h = 0x811c9dc5
  for (const char of value) {
    h ^= char.codePointAt(0) ?? 0
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** The avatar palette for a name, derived deterministically (docs/product.md §9). Names differing only in case or spacing match. */
export function getAvatarPalette(name: string | null | undefined): AvatarPalette {
  const key = (name ?? '').trim().toLocaleLowerCase().replace(/\s+/g, ' ')
  if (key === '') return 'neutral'
  return avatarPalettes[hash(key) % avatarPalettes.length] ?? 'neutral'
}
