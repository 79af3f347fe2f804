import { describe, expect, it } from 'vitest'
import { contrastPairs } from './contrast-pairs.ts'
import { contrastRatio, minimumContrast, resolveColor } from './contrast.ts'
import { paletteNames, paletteSlots, themeNames } from './semantic-tokens/colors.ts'

describe.each(themeNames)('WCAG contrast of the pairs the recipes draw, %s theme', (theme) => {
  it.each(contrastPairs.map((pair) => [`${pair.usage}: ${pair.fg} on ${pair.bg}`, pair] as const))('%s', (_, pair) => {
    const ratio = contrastRatio(resolveColor(pair.fg, theme), resolveColor(pair.bg, theme))
    expect(ratio, `${ratio.toFixed(2)}:1, needs ${minimumContrast[pair.kind]}:1 (${pair.kind})`).toBeGreaterThanOrEqual(
      minimumContrast[pair.kind],
    )
  })

  it('checks every palette slot that carries text', () => {
    for (const palette of paletteNames) {
      const keys = contrastPairs.map((pair) => `${pair.fg}|${pair.bg}`)
      expect(keys).toContain(`${palette}.contrast|${palette}.solid`)
      expect(keys).toContain(`${palette}.fg|bg`)
    }
  })

  it('resolves every palette slot to a colour', () => {
    for (const palette of paletteNames) {
      for (const slot of paletteSlots) {
        for (const theme of themeNames) expect(resolveColor(`${palette}.${slot}`, theme)).toMatch(/^#[0-9a-f]{6}$/)
      }
    }
  })
})

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })
})
