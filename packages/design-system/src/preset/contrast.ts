import { colors } from './tokens/colors.ts'
import {
  componentValues,
  neutralValues,
  paletteNames,
  paletteValues,
  type PaletteName,
  type ThemeName,
} from './semantic-tokens/colors.ts'

/** What a pair is used for decides its WCAG minimum: 4.5:1 for text, 3:1 for large/bold text and UI parts (1.4.11). */
export type ContrastKind = 'text' | 'large-text' | 'ui'

export interface ContrastPair {
  /** Where the pair appears, e.g. "button solid label". */
  usage: string
  /** Foreground semantic colour, e.g. `primary.contrast`, `fg.muted`. */
  fg: string
  /** Background semantic colour, e.g. `primary.solid`, `bg`. */
  bg: string
  kind: ContrastKind
}

export const minimumContrast: Record<ContrastKind, number> = { text: 4.5, 'large-text': 3, ui: 3 }

/** Expands a pair written against `colorPalette.*` for every palette that recipe allows. */
export function forPalettes(pair: ContrastPair, palettes: readonly PaletteName[] = paletteNames): ContrastPair[] {
  return palettes.map((palette) => ({
    usage: `${pair.usage} (${palette})`,
    fg: pair.fg.replace('colorPalette', palette),
    bg: pair.bg.replace('colorPalette', palette),
    kind: pair.kind,
  }))
}

type TokenTree = { [key: string]: { value?: string } | TokenTree }

function baseColor(path: string): string {
  let node: unknown = colors
  for (const key of path.split('.')) node = (node as TokenTree)[key]
  const value = (node as { value?: string } | undefined)?.value
  if (!value || !value.startsWith('#')) throw new Error(`Unknown base colour: ${path}`)
  return value
}

function mix(hex: string, over: string, alpha: number): string {
  const a = Number.parseInt(hex.slice(1), 16)
  const b = Number.parseInt(over.slice(1), 16)
  const channelAt = (n: number, shift: number) => (n >> shift) & 255
  const out = [16, 8, 0].map((shift) => Math.round(channelAt(a, shift) * alpha + channelAt(b, shift) * (1 - alpha)))
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/**
 * Resolves a semantic (or base) colour path to its hex value in a theme. An opacity modifier (`primary.solid/90`, as
 * recipes write hover states) is composited over that theme's `bg`.
 */
export function resolveColor(path: string, theme: ThemeName = 'light'): string {
  const index = theme === 'light' ? 0 : 1
  const [base, opacity] = path.split('/')
  if (opacity !== undefined) return mix(resolveColor(base!, theme), resolveColor('bg', theme), Number(opacity) / 100)
  const [group, slot = 'DEFAULT'] = path.split('.') as [string, string | undefined]
  if (group in paletteValues) {
    const entry = paletteValues[group as PaletteName][slot as keyof (typeof paletteValues)['primary']]
    if (!entry) throw new Error(`Unknown palette slot: ${path}`)
    return baseColor(entry[index])
  }
  for (const values of [neutralValues, componentValues] as const) {
    if (group in values) {
      const entries = values[group as keyof typeof values] as Record<string, readonly [string, string, string]>
      const entry = entries[slot]
      if (!entry) throw new Error(`Unknown semantic colour: ${path}`)
      return baseColor(entry[index])
    }
  }
  return baseColor(path)
}

function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16)
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
}

/** WCAG 2.x contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}
