import { describe, expect, it } from 'vitest'
import { grantsAllow } from './use-staff-may.ts'

describe('grantsAllow', () => {
  const sourcer = {
    subject: 'sourcer' as const,
    grants: [
      { resource: 'vacancy' as const, actions: ['read' as const, 'update' as const] },
      { resource: 'talent' as const, actions: ['read' as const] },
    ],
  }

  it('allows what the rules from the server list, even beyond the default grants', () => {
    // A Sourcer's defaults do not let them update vacancies; an admin's rule does.
    expect(grantsAllow(sourcer, 'vacancy', 'update')).toBe(true)
    expect(grantsAllow(sourcer, 'talent', 'read')).toBe(true)
  })

  it('refuses what they do not list, and everything while they are unknown', () => {
    expect(grantsAllow(sourcer, 'talent', 'update')).toBe(false)
    expect(grantsAllow(sourcer, 'invoice', 'read')).toBe(false)
    expect(grantsAllow(undefined, 'vacancy', 'read')).toBe(false)
  })
})
