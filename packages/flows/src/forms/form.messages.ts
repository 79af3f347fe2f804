/** The exact messages of docs/product.md §5. "Required" is also the default for required fields elsewhere. */
export const FORM_MESSAGES = {
  required: 'Required',
  invalidEmail: 'Invalid email',
  tooShort: 'Too short',
  tooLong: 'Too long',
  notMatch: 'Not match',
  invalidUrl: 'URL is not valid',
  /** The contract's `x-pattern-message` of PersonName (openapi.yaml); the server answers the same words. */
  invalidName: 'Use letters, spaces, apostrophes, periods and hyphens only.',
} as const

/** docs/product.md §9: password 8 to 24 characters. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 24

/** The contract's PersonName: at most 100 characters. */
export const PERSON_NAME_MAX = 100
