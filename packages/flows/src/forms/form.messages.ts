/** The exact messages of spec 5. "Required" is also the default for required fields elsewhere. */
export const FORM_MESSAGES = {
  required: 'Required',
  invalidEmail: 'Invalid email',
  tooShort: 'Too short',
  tooLong: 'Too long',
  notMatch: 'Not match',
  invalidUrl: 'URL is not valid',
} as const

/** Spec 9: password 8 to 24 characters. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 24
