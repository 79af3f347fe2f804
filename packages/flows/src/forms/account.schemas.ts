import { z } from 'zod'
import { FORM_MESSAGES as M } from './form.messages.ts'
import { emailField, personNameField } from './form.schemas.ts'

// The signed-in account's own forms (settings, ADR 0062). Each maps to one call, so each is its own schema.

/** Proves the request comes from the account's owner; only required (it was set under whatever rules held then). */
const currentPasswordField = () => z.string({ error: M.required }).min(1, { error: M.required })

/** Personal info: `PUT /me` (docs/product.md §8 "Personal info updated"). */
export const personalInfoSchema = z.object({
  firstName: personNameField(),
  lastName: personNameField(),
})

/** A new email address, confirmed by a mailed link: `PUT /me/email`. */
export const emailChangeSchema = z.object({
  email: emailField(),
  currentPassword: currentPasswordField(),
})

/** Deleting one's own account: `POST /me/deletion`. */
export const deleteAccountSchema = z.object({
  currentPassword: currentPasswordField(),
})

export type PersonalInfoValues = z.input<typeof personalInfoSchema>
export type PersonalInfoData = z.output<typeof personalInfoSchema>
export type EmailChangeValues = z.input<typeof emailChangeSchema>
export type EmailChangeData = z.output<typeof emailChangeSchema>
export type DeleteAccountValues = z.input<typeof deleteAccountSchema>
export type DeleteAccountData = z.output<typeof deleteAccountSchema>

export const emptyEmailChange: EmailChangeValues = { email: '', currentPassword: '' }
export const emptyDeleteAccount: DeleteAccountValues = { currentPassword: '' }

/** PUT /me: the names only; the avatar has its own upload, and an employer's company is not the user's to move. */
export interface UpdateMeBody {
  firstName: string
  lastName: string
}

export function toUpdateMeBody({ firstName, lastName }: PersonalInfoData): UpdateMeBody {
  return { firstName, lastName }
}
