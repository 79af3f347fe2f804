import { describe, expect, it } from 'vitest'
import { inviteSchema, inviteSignUpSchema, toAcceptInviteBody, toCreateInviteBody } from './invite.schemas.ts'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('inviteSchema', () => {
  it("asks for the role's own field only, and sends only it", () => {
    const recruiter = { email: 'new@hireloop.test', role: 'recruiter', companyId: 'c1', level: '' } as const
    expect(messages(inviteSchema.safeParse(recruiter))).toEqual({ level: 'Choose the level they start at' })
    const employer = { email: 'new@hireloop.test', role: 'employer', companyId: '', level: 'sourcer' } as const
    expect(messages(inviteSchema.safeParse(employer))).toEqual({ companyId: 'Choose the company they join' })
    const parsed = inviteSchema.parse({ ...employer, companyId: 'c1' })
    expect(toCreateInviteBody(parsed)).toEqual({ email: 'new@hireloop.test', role: 'employer', companyId: 'c1' })
    expect(toCreateInviteBody(inviteSchema.parse({ ...recruiter, level: 'sourcer' }))).toEqual({
      email: 'new@hireloop.test',
      role: 'recruiter',
      level: 'sourcer',
    })
  })
})

describe('inviteSignUpSchema', () => {
  it('keeps the password rules of docs/product.md §5 and never sends the confirmation', () => {
    const short = { firstName: 'Nina', lastName: 'Novak', password: 'short', confirmPassword: 'other' }
    expect(messages(inviteSignUpSchema.safeParse(short))).toEqual({
      password: 'Too short',
      confirmPassword: 'Not match',
    })
    const good = { firstName: ' Nina ', lastName: 'Novak', password: 'Hireloop#2026', confirmPassword: 'Hireloop#2026' }
    expect(toAcceptInviteBody(inviteSignUpSchema.parse(good))).toEqual({
      firstName: 'Nina',
      lastName: 'Novak',
      password: 'Hireloop#2026',
    })
  })
})
