import { describe, expect, it } from 'vitest'
import { avatarPalettes, displayName, getAvatarPalette, getInitials, NO_NAME } from './avatar.utils.ts'

describe('getInitials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada lovelace byron', 'AL'],
    ['  Grace   Hopper ', 'GH'],
    ['Linus', 'L'],
    ['émile zola', 'ÉZ'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (name, initials) => {
    expect(getInitials(name)).toBe(initials)
  })

  it('handles null and undefined', () => {
    expect(getInitials(null)).toBe('')
    expect(getInitials(undefined)).toBe('')
  })
})

describe('displayName', () => {
  it('falls back to "No name" (docs/product.md §2)', () => {
    expect(displayName('')).toBe(NO_NAME)
    expect(displayName('  ')).toBe('No name')
    expect(displayName(null)).toBe('No name')
    expect(displayName(' Ada ')).toBe('Ada')
  })
})

describe('getAvatarPalette', () => {
  it('is deterministic and ignores case and spacing', () => {
    expect(getAvatarPalette('Ada Lovelace')).toBe(getAvatarPalette('Ada Lovelace'))
    expect(getAvatarPalette('ada  lovelace ')).toBe(getAvatarPalette('Ada Lovelace'))
  })

  it('always returns one of the fixed palettes', () => {
    for (const name of ['a', 'b', 'Grace Hopper', 'Alan Turing', '李雷', '🙂']) {
      expect(avatarPalettes).toContain(getAvatarPalette(name))
    }
  })

  it('spreads names over every palette', () => {
    const used = new Set(Array.from({ length: 200 }, (_, i) => getAvatarPalette(`Person ${i}`)))
    expect(used.size).toBe(avatarPalettes.length)
  })

  it('gives nameless avatars the neutral palette', () => {
    expect(getAvatarPalette('')).toBe('neutral')
    expect(getAvatarPalette(undefined)).toBe('neutral')
  })
})
