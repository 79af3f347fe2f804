import { describe, expect, it } from 'vitest'
import { deleteAccountSchema, emailChangeSchema, personalInfoSchema, toUpdateMeBody } from './account.schemas.ts'
import { FORM_MESSAGES } from './form.messages.ts'

function firstMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) errors[issue.path.map(String).join('.')] ??= issue.message
  return errors
}

describe('account forms', () => {
  it('sends trimmed names and nothing else to PUT /me', () => {
    const data = personalInfoSchema.parse({ firstName: ' Ada ', lastName: 'Lovelace', imageUrl: 'x' })
    expect(toUpdateMeBody(data)).toEqual({ firstName: 'Ada', lastName: 'Lovelace' })
  })

  it("refuses a name the server refuses, in the server's words", () => {
    expect(firstMessages(personalInfoSchema.safeParse({ firstName: 'evil.com', lastName: '' }))).toEqual({
      firstName: FORM_MESSAGES.invalidName,
      lastName: FORM_MESSAGES.required,
    })
  })

  it('asks the current password with a new email, and a well-formed address', () => {
    expect(firstMessages(emailChangeSchema.safeParse({ email: 'ada@', currentPassword: '' }))).toEqual({
      email: FORM_MESSAGES.invalidEmail,
      currentPassword: FORM_MESSAGES.required,
    })
    expect(emailChangeSchema.parse({ email: ' ada@example.com ', currentPassword: ' x ' })).toEqual({
      email: 'ada@example.com',
      currentPassword: ' x ',
    })
  })

  it('deletes only with the current password, of any length', () => {
    expect(firstMessages(deleteAccountSchema.safeParse({ currentPassword: '' }))).toEqual({
      currentPassword: FORM_MESSAGES.required,
    })
    expect(deleteAccountSchema.parse({ currentPassword: 'old' })).toEqual({ currentPassword: 'old' })
  })
})
