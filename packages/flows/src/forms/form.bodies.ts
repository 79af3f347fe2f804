import {
  normalizeWebsiteUrl,
  type ChangePasswordData,
  type ChangePasswordValues,
  type CompanySignUpData,
  type CompanySignUpValues,
  type NewPasswordData,
  type TalentSignUpData,
  type UpdatePasswordData,
  type UpdatePasswordValues,
} from './form.schemas.ts'

// Request bodies in camelCase: the API client converts them to snake_case (docs/product.md §7).
// Each mapper drops the confirmation field (docs/product.md §5) by building the body from named fields only.

/**
 * The way back from a body to its form, for the server's field errors: a body path (camelCase and dotted, as
 * `ApiError.fieldErrors` names it) -> the form field whose value was sent there. A field sent under its own name
 * needs no entry; a body path that no field holds (a reset token) has none, and its message stays in the toast.
 */
export type ServerFieldPaths<TValues> = Readonly<Record<string, keyof TValues & string>>

/** POST /register/talent */
export interface RegisterTalentBody {
  firstName: string
  lastName: string
  email: string
  password: string
}

/** POST /register/company */
export interface RegisterCompanyBody {
  employer: { firstName: string; lastName: string; email: string; password: string }
  company: { name: string; websiteUrl: string }
}

/** POST /password_reset/confirm: the new password with the token of the reset mail. */
export interface PasswordResetBody {
  token: string
  value: string
}

/** PUT /me/password: the new password, proven by the current one. */
export interface UpdatePasswordBody {
  value: string
  currentPassword: string
}

/** POST /password_reset */
export interface PasswordResetRequestBody {
  email: string
}

export function toRegisterTalentBody(values: TalentSignUpData): RegisterTalentBody {
  const { firstName, lastName, email, password } = values
  return { firstName, lastName, email, password }
}

export const registerCompanyServerPaths = {
  'employer.firstName': 'firstName',
  'employer.lastName': 'lastName',
  'employer.email': 'email',
  'employer.password': 'password',
  'company.name': 'companyName',
  'company.websiteUrl': 'websiteUrl',
} as const satisfies ServerFieldPaths<CompanySignUpValues>

export function toRegisterCompanyBody(values: CompanySignUpData): RegisterCompanyBody {
  const { firstName, lastName, email, password, companyName, websiteUrl } = values
  return {
    employer: { firstName, lastName, email, password },
    company: { name: companyName, websiteUrl: normalizeWebsiteUrl(websiteUrl) },
  }
}

export const passwordResetServerPaths = {
  value: 'newPassword',
} as const satisfies ServerFieldPaths<ChangePasswordValues>

export function toPasswordResetBody(values: ChangePasswordData, token: string): PasswordResetBody {
  return { token, value: values.newPassword }
}

export const updatePasswordServerPaths = {
  value: 'newPassword',
} as const satisfies ServerFieldPaths<UpdatePasswordValues>

export function toUpdatePasswordBody(values: UpdatePasswordData): UpdatePasswordBody {
  return { value: values.newPassword, currentPassword: values.currentPassword }
}

export function toPasswordResetRequestBody(values: NewPasswordData): PasswordResetRequestBody {
  return { email: values.email }
}
