import { z } from 'zod'
import { FORM_MESSAGES as M, PASSWORD_MAX, PASSWORD_MIN, PERSON_NAME_MAX } from './form.messages.ts'

/** A required text field: missing, empty or blank -> "Required". Trimmed. */
export const requiredText = () => z.string({ error: M.required }).trim().min(1, { error: M.required })

/**
 * The contract's PersonName pattern (openapi.yaml, `components.schemas.PersonName.pattern`), character for character
 * (a test compares them): a letter first; then no control characters, digits or ASCII symbols except the apostrophe,
 * period and hyphen; no period followed by two ASCII letters (it reads as a web address: "evil.com").
 */
export const PERSON_NAME_PATTERN =
  // eslint-disable-next-line no-control-regex -- the ranges name the control characters a name must not hold
  /^(?!.*\.[A-Za-z]{2})[^\u0000-\u0040\u005B-\u0060\u007B-\u009F\u2028\u2029][^\u0000-\u001F\u0021-\u0026\u0028-\u002C\u002F-\u0040\u005B-\u0060\u007B-\u009F\u2028\u2029]*$/

/**
 * First or last name: required, trimmed (the trimmed value is what is sent), at most 100 characters, and the
 * contract's pattern, so the user reads the server's message before sending anything.
 */
export const personNameField = () =>
  requiredText().max(PERSON_NAME_MAX, { error: M.tooLong }).regex(PERSON_NAME_PATTERN, { error: M.invalidName })

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
export function confirmation<T extends z.ZodObject>(schema: T, passwordKey: string, confirmKey: string) {
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

/** Specialist sign-up (docs/product.md §5). */
export const talentSignUpSchema = confirmation(
  z.object({
    firstName: personNameField(),
    lastName: personNameField(),
    email: emailField(),
    password: passwordField(),
    confirmPassword: confirmField(),
  }),
  'password',
  'confirmPassword',
)

/** Company sign-up (docs/product.md §5): employer info, company info, security. Flat values, one per form field. */
export const companySignUpSchema = confirmation(
  z.object({
    firstName: personNameField(),
    lastName: personNameField(),
    email: emailField(),
    companyName: requiredText(),
    websiteUrl: websiteUrlField(),
    password: passwordField(),
    confirmPassword: confirmField(),
  }),
  'password',
  'confirmPassword',
)

/** Change password (docs/product.md §5): new password 8..24, confirmation equal. */
export const changePasswordSchema = confirmation(
  z.object({
    newPassword: passwordField(),
    confirmPassword: confirmField(),
  }),
  'newPassword',
  'confirmPassword',
)

/**
 * The signed-in password change: the current password proves the request comes from the account's owner (a stolen
 * session alone cannot take the account over). Not checked for length: it was set under whatever rules held then.
 */
export const updatePasswordSchema = confirmation(
  z.object({
    currentPassword: z.string({ error: M.required }).min(1, { error: M.required }),
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
export type UpdatePasswordValues = z.input<typeof updatePasswordSchema>
export type UpdatePasswordData = z.output<typeof updatePasswordSchema>
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
export const emptyUpdatePassword: UpdatePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' }
export const emptyNewPassword: NewPasswordValues = { email: '' }
