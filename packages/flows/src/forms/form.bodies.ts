import {
  normalizeWebsiteUrl,
  type ChangePasswordData,
  type CompanySignUpData,
  type NewPasswordData,
  type TalentSignUpData,
  type UpdatePasswordData,
} from './form.schemas.ts'

// Request bodies in camelCase: the API client converts them to snake_case (spec 7).
// Each mapper drops the confirmation field (spec 5) by building the body from named fields only.

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

export function toRegisterCompanyBody(values: CompanySignUpData): RegisterCompanyBody {
  const { firstName, lastName, email, password, companyName, websiteUrl } = values
  return {
    employer: { firstName, lastName, email, password },
    company: { name: companyName, websiteUrl: normalizeWebsiteUrl(websiteUrl) },
  }
}

export function toPasswordResetBody(values: ChangePasswordData, token: string): PasswordResetBody {
  return { token, value: values.newPassword }
}

export function toUpdatePasswordBody(values: UpdatePasswordData): UpdatePasswordBody {
  return { value: values.newPassword, currentPassword: values.currentPassword }
}

export function toPasswordResetRequestBody(values: NewPasswordData): PasswordResetRequestBody {
  return { email: values.email }
}
