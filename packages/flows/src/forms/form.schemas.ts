import { z } from 'zod'
import { FORM_MESSAGES as M, PASSWORD_MAX, PASSWORD_MIN } from './form.messages.ts'

/** A required text field: missing, empty or blank -> "Required". Trimmed. */
export const requiredText = () => z.string({ error: M.required }).trim().min(1, { error: M.required })

export const emailField = () => requiredText().pipe(z.email({ error: M.invalidEmail }))

/**
 * Not trimmed: spaces are legal password characters. A blank value yields "Required" then "Too short": the first
 * issue of a field is its message (`validate`). No `abort`: it would also skip the "Not match" refinement.
 */
export const passwordField = () =>
  z
    .string({ error: M.required })
    .min(1, { error: M.required })
    .min(PASSWORD_MIN, { error: M.tooShort })
    .max(PASSWORD_MAX, { error: M.tooLong })

const confirmField = () => z.string({ error: M.required }).min(1, { error: M.required })

/**
 * Website URL: with or without a scheme (`https://x.y`, `http://x.y`, `example.com`, `www.example.com/jobs`);
 * http(s) only, a dotted host name with a 2+ letter TLD, optional port, path, query and fragment.
 */
export const WEBSITE_URL_PATTERN =
  /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i

export const websiteUrlField = () => requiredText().regex(WEBSITE_URL_PATTERN, { error: M.invalidUrl })

/** Prefixes https:// when the URL has no scheme; the API stores absolute URLs. */
export function normalizeWebsiteUrl(url: string): string {
  const trimmed = url.trim()
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
}

/**
 * Adds "Not match" on `confirmField` when it differs from `passwordField`. Runs even when other fields are
 * invalid (zod skips object refinements after field issues unless `when` says otherwise).
 */
function confirmation<T extends z.ZodObject>(schema: T, passwordKey: string, confirmKey: string) {
  return schema.refine(
    (values) => (values as Record<string, unknown>)[passwordKey] === (values as Record<string, unknown>)[confirmKey],
    {
      error: M.notMatch,
      path: [confirmKey],
      when: (payload) => {
        const value = payload.value as Record<string, unknown> | undefined
        return (
          typeof value?.[passwordKey] === 'string' && typeof value[confirmKey] === 'string' && value[confirmKey] !== ''
        )
      },
    },
  )
}

/** Specialist sign-up (spec 5). */
export const talentSignUpSchema = confirmation(
  z.object({
    firstName: requiredText(),
    lastName: requiredText(),
    email: emailField(),
    password: passwordField(),
    confirmPassword: confirmField(),
  }),
  'password',
  'confirmPassword',
)

/** Company sign-up (spec 5): employer info, company info, security. Flat values, one per form field. */
export const companySignUpSchema = confirmation(
  z.object({
    firstName: requiredText(),
    lastName: requiredText(),
    email: emailField(),
    companyName: requiredText(),
    websiteUrl: websiteUrlField(),
    password: passwordField(),
    confirmPassword: confirmField(),
  }),
  'password',
  'confirmPassword',
)

/** Change password (spec 5): new password 8..24, confirmation equal. */
export const changePasswordSchema = confirmation(
  z.object({
    newPassword: passwordField(),
    confirmPassword: confirmField(),
  }),
  'newPassword',
  'confirmPassword',
)

/** "Forgot password" request (/new-password): the account's email. */
export const newPasswordSchema = z.object({
  email: emailField(),
})

export type TalentSignUpValues = z.input<typeof talentSignUpSchema>
export type TalentSignUpData = z.output<typeof talentSignUpSchema>
export type CompanySignUpValues = z.input<typeof companySignUpSchema>
export type CompanySignUpData = z.output<typeof companySignUpSchema>
export type ChangePasswordValues = z.input<typeof changePasswordSchema>
export type ChangePasswordData = z.output<typeof changePasswordSchema>
export type NewPasswordValues = z.input<typeof newPasswordSchema>
export type NewPasswordData = z.output<typeof newPasswordSchema>

export const emptyTalentSignUp: TalentSignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
}
export const emptyCompanySignUp: CompanySignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  websiteUrl: '',
  password: '',
  confirmPassword: '',
}
export const emptyChangePassword: ChangePasswordValues = { newPassword: '', confirmPassword: '' }
export const emptyNewPassword: NewPasswordValues = { email: '' }
