import { describe, expect, it } from 'vitest'
import { safeReturnTo } from './identity.ts'

describe('safeReturnTo', () => {
  it('keeps same-origin paths', () => {
    expect(safeReturnTo('/job-openings?page=2')).toBe('/job-openings?page=2')
  })

  it('refuses anything that could leave the portal', () => {
    for (const value of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '', undefined, 42]) {
      expect(safeReturnTo(value)).toBe('/')
    }
  })
})
