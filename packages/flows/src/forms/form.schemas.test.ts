import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  passwordResetServerPaths,
  registerCompanyServerPaths,
  toPasswordResetBody,
  toPasswordResetRequestBody,
  toRegisterCompanyBody,
  toRegisterTalentBody,
  toUpdatePasswordBody,
  updatePasswordServerPaths,
} from './form.bodies.ts'
import { FORM_MESSAGES } from './form.messages.ts'
import {
  changePasswordSchema,
  companySignUpSchema,
  newPasswordSchema,
  normalizeWebsiteUrl,
  PERSON_NAME_PATTERN,
  talentSignUpSchema,
  updatePasswordSchema,
} from './form.schemas.ts'

/** Each field's first message: the one the form shows (a field keeps its issues in the schema's order). */
function validate(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values)
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) errors[issue.path.map(String).join('.')] ??= issue.message
  return errors
}

const talent = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
}
const company = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@acme.test',
  companyName: 'Acme',
  websiteUrl: 'acme.com',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
}

describe('talentSignUpSchema (docs/product.md §5, specialist sign-up)', () => {
  it('accepts a complete form', () => {
    expect(validate(talentSignUpSchema, talent)).toEqual({})
  })
  it('every field is "Required" when empty or missing', () => {
    const required = {
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      password: 'Required',
      confirmPassword: 'Required',
    }
    expect(validate(talentSignUpSchema, {})).toEqual(required)
    expect(
      validate(talentSignUpSchema, { firstName: '  ', lastName: '', email: '', password: '', confirmPassword: '' }),
    ).toEqual(required)
  })
  it.each([
    [{ email: 'ada@' }, { email: 'Invalid email' }],
    [{ email: 'not an email' }, { email: 'Invalid email' }],
    [{ password: 'Short#1', confirmPassword: 'Short#1' }, { password: 'Too short' }],
    [{ password: 'x'.repeat(25), confirmPassword: 'x'.repeat(25) }, { password: 'Too long' }],
    [{ confirmPassword: 'Secret#2027' }, { confirmPassword: 'Not match' }],
    [
      { password: 'short', confirmPassword: 'other' },
      { password: 'Too short', confirmPassword: 'Not match' },
    ],
  ])('%j -> %j', (patch, errors) => {
    expect(validate(talentSignUpSchema, { ...talent, ...patch })).toEqual(errors)
  })
  it('accepts exactly 8 and 24 characters', () => {
    for (const password of ['x'.repeat(8), 'x'.repeat(24)]) {
      expect(validate(talentSignUpSchema, { ...talent, password, confirmPassword: password })).toEqual({})
    }
  })
  it('"Not match" shows even while other fields are invalid', () => {
    expect(validate(talentSignUpSchema, { ...talent, firstName: '', confirmPassword: 'nope' })).toEqual({
      firstName: 'Required',
      confirmPassword: 'Not match',
    })
  })
})

/**
 * The contract's PersonName schema, read from openapi/openapi.yaml with a regular expression (flows does not depend
 * on a YAML parser): the block from `PersonName:` to the next schema at the same indentation.
 */
function contractPersonName(): { pattern: string; message: string } {
  const yaml = readFileSync(new URL('../../../../openapi/openapi.yaml', import.meta.url), 'utf8')
  const block = /^( +)PersonName:\n((?:\1 .*\n|\s*\n)+)/m.exec(yaml)?.[2] ?? ''
  const field = (name: string) => new RegExp(`^ +${name}: (.+)$`, 'm').exec(block)?.[1]?.trim() ?? ''
  return { pattern: field('pattern'), message: field('x-pattern-message') }
}

describe("person names (the contract's PersonName)", () => {
  const contract = contractPersonName()
  const nameError = (firstName: string) => validate(talentSignUpSchema, { ...talent, firstName }).firstName

  it('use the pattern and the message of openapi.yaml, character for character', () => {
    expect(contract.pattern).toMatch(/^\^/)
    expect(PERSON_NAME_PATTERN.source).toBe(contract.pattern)
    expect(PERSON_NAME_PATTERN.flags).toBe('')
    expect(FORM_MESSAGES.invalidName).toBe(contract.message)
  })

  it.each([
    'Ada',
    'José',
    "O'Brien",
    'J.R.R.',
    'Anne-Marie',
    'Mary Ann',
    'Zoë',
    'Łukasz',
    'Ştefan',
    'Ólafur',
    'Дмитрий',
    '李',
    'St. John',
  ])('accepts %j', (name) => {
    expect(nameError(name)).toBeUndefined()
    expect(validate(companySignUpSchema, { ...company, lastName: name })).toEqual({})
  })

  it.each([
    'evil.com',
    'Visit evil.co',
    'x\nvisit http://x',
    'Ada\rLovelace',
    'Ada\u2028Lovelace',
    'Bob2',
    '<script>',
    'Ada_Lovelace',
    'Ada@example',
    'Ada!',
    "'Ada",
    '-Ada',
    '.Ada',
    '1Ada',
  ])("refuses %j with the contract's message", (name) => {
    expect(nameError(name)).toBe(contract.message)
    expect(validate(companySignUpSchema, { ...company, firstName: name })).toEqual({ firstName: contract.message })
  })

  it('trims around the name (the trimmed value is sent), and still says "Required" when blank', () => {
    expect(nameError('  Ada  ')).toBeUndefined()
    expect(talentSignUpSchema.parse({ ...talent, firstName: '  Ada  ' }).firstName).toBe('Ada')
    expect(nameError('   ')).toBe('Required')
  })

  it('allows at most 100 characters, as the contract', () => {
    expect(nameError('A'.repeat(100))).toBeUndefined()
    expect(nameError('A'.repeat(101))).toBe('Too long')
  })
})

describe('companySignUpSchema (docs/product.md §5, company sign-up)', () => {
  it('accepts a complete form', () => {
    expect(validate(companySignUpSchema, company)).toEqual({})
  })
  it('every field is "Required" when empty', () => {
    expect(validate(companySignUpSchema, Object.fromEntries(Object.keys(company).map((k) => [k, ''])))).toEqual(
      Object.fromEntries(Object.keys(company).map((k) => [k, 'Required'])),
    )
  })
  it.each([
    'https://acme.com',
    'http://acme.com',
    'acme.com',
    'www.acme.co.uk/jobs?x=1',
    'https://jobs.acme.io:8443/careers#top',
  ])('accepts the URL %s', (websiteUrl) => {
    expect(validate(companySignUpSchema, { ...company, websiteUrl })).toEqual({})
  })
  it.each(['acme', 'http://', 'ftp://acme.com', 'https://acme', 'acme .com', 'javascript:alert(1)'])(
    'rejects the URL %s with "URL is not valid"',
    (websiteUrl) => {
      expect(validate(companySignUpSchema, { ...company, websiteUrl })).toEqual({ websiteUrl: 'URL is not valid' })
    },
  )
  it.each([
    [{ email: 'grace' }, { email: 'Invalid email' }],
    [{ password: 'short', confirmPassword: 'short' }, { password: 'Too short' }],
    [{ password: 'y'.repeat(25), confirmPassword: 'y'.repeat(25) }, { password: 'Too long' }],
    [{ confirmPassword: 'Secret#2027' }, { confirmPassword: 'Not match' }],
  ])('%j -> %j', (patch, errors) => {
    expect(validate(companySignUpSchema, { ...company, ...patch })).toEqual(errors)
  })
})

describe('changePasswordSchema (docs/product.md §5)', () => {
  it.each([
    [{ newPassword: 'Secret#2026', confirmPassword: 'Secret#2026' }, {}],
    [
      { newPassword: '', confirmPassword: '' },
      { newPassword: 'Required', confirmPassword: 'Required' },
    ],
    [{ newPassword: 'short', confirmPassword: 'short' }, { newPassword: 'Too short' }],
    [{ newPassword: 'z'.repeat(25), confirmPassword: 'z'.repeat(25) }, { newPassword: 'Too long' }],
    [{ newPassword: 'Secret#2026', confirmPassword: 'Secret#2027' }, { confirmPassword: 'Not match' }],
  ])('%j -> %j', (values, errors) => {
    expect(validate(changePasswordSchema, values)).toEqual(errors)
  })
})

describe('updatePasswordSchema (signed-in password change)', () => {
  const valid = { currentPassword: 'Hireloop#2026', newPassword: 'Secret#2026', confirmPassword: 'Secret#2026' }
  it.each([
    [valid, {}],
    [{ ...valid, currentPassword: '' }, { currentPassword: 'Required' }],
    [{ newPassword: 'Secret#2026', confirmPassword: 'Secret#2026' }, { currentPassword: 'Required' }],
    // Any current password is sent as typed: it was set under whatever rules held then.
    [{ ...valid, currentPassword: ' x ' }, {}],
    [{ ...valid, newPassword: 'short', confirmPassword: 'short' }, { newPassword: 'Too short' }],
    [{ ...valid, confirmPassword: 'Secret#2027' }, { confirmPassword: 'Not match' }],
    [
      { currentPassword: '', newPassword: '', confirmPassword: '' },
      { currentPassword: 'Required', newPassword: 'Required', confirmPassword: 'Required' },
    ],
  ])('%j -> %j', (values, errors) => {
    expect(validate(updatePasswordSchema, values)).toEqual(errors)
  })
})

describe('newPasswordSchema (forgot password)', () => {
  it.each([
    [{ email: 'ada@example.com' }, {}],
    [{ email: '' }, { email: 'Required' }],
    [{}, { email: 'Required' }],
    [{ email: 'ada' }, { email: 'Invalid email' }],
  ])('%j -> %j', (values, errors) => {
    expect(validate(newPasswordSchema, values)).toEqual(errors)
  })
})

describe('request bodies drop the confirmation (docs/product.md §5)', () => {
  it('toRegisterTalentBody', () => {
    const body = toRegisterTalentBody(talentSignUpSchema.parse({ ...talent, firstName: ' Ada ' }))
    expect(body).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Secret#2026' })
    expect(body).not.toHaveProperty('confirmPassword')
  })
  it('toRegisterCompanyBody nests employer and company and normalises the URL to https://', () => {
    const body = toRegisterCompanyBody(companySignUpSchema.parse(company))
    expect(body).toEqual({
      employer: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@acme.test', password: 'Secret#2026' },
      company: { name: 'Acme', websiteUrl: 'https://acme.com' },
    })
    expect(JSON.stringify(body)).not.toContain('confirmPassword')
  })
  it('normalizeWebsiteUrl keeps an explicit scheme', () => {
    expect(normalizeWebsiteUrl('http://acme.com')).toBe('http://acme.com')
    expect(normalizeWebsiteUrl(' HTTPS://acme.com ')).toBe('HTTPS://acme.com')
    expect(normalizeWebsiteUrl('acme.com/jobs')).toBe('https://acme.com/jobs')
  })
  it('toPasswordResetBody sends the reset token and the new value', () => {
    const data = changePasswordSchema.parse({ newPassword: 'Secret#2026', confirmPassword: 'Secret#2026' })
    expect(toPasswordResetBody(data, 'tok')).toEqual({ token: 'tok', value: 'Secret#2026' })
  })
  it('toUpdatePasswordBody sends the new value and the current password, not the confirmation', () => {
    const data = updatePasswordSchema.parse({
      currentPassword: 'Hireloop#2026',
      newPassword: 'Secret#2026',
      confirmPassword: 'Secret#2026',
    })
    expect(toUpdatePasswordBody(data)).toEqual({ value: 'Secret#2026', currentPassword: 'Hireloop#2026' })
  })
  it('toPasswordResetRequestBody', () => {
    expect(toPasswordResetRequestBody(newPasswordSchema.parse({ email: ' ada@example.com ' }))).toEqual({
      email: 'ada@example.com',
    })
  })
})

/** Every leaf of a body with its dotted path, as `ApiError.fieldErrors` names the server's messages. */
function leaves(body: object, prefix = ''): [string, unknown][] {
  return Object.entries(body).flatMap(([key, value]): [string, unknown][] =>
    value && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  )
}

describe("server field errors find the field whose value was sent (the bodies' paths back to the form)", () => {
  const companyValues = { ...company, websiteUrl: 'https://acme.com' }
  const updateValues = { currentPassword: 'Hireloop#2026', newPassword: 'Secret#2026', confirmPassword: 'Secret#2026' }
  const resetValues = { newPassword: 'Secret#2026', confirmPassword: 'Secret#2026' }
  it.each([
    ['POST /register/talent', toRegisterTalentBody(talentSignUpSchema.parse(talent)), {}, talent, []],
    [
      'POST /register/company',
      toRegisterCompanyBody(companySignUpSchema.parse(companyValues)),
      registerCompanyServerPaths,
      companyValues,
      [],
    ],
    [
      'POST /password_reset/confirm',
      toPasswordResetBody(changePasswordSchema.parse(resetValues), 'tok'),
      passwordResetServerPaths,
      resetValues,
      ['token'],
    ],
    [
      'PUT /me/password',
      toUpdatePasswordBody(updatePasswordSchema.parse(updateValues)),
      updatePasswordServerPaths,
      updateValues,
      [],
    ],
  ] as const)('%s', (_, body, paths, values, notFields) => {
    const fieldOf = (path: string) => (paths as Record<string, string>)[path] ?? path
    for (const [path, sent] of leaves(body)) {
      if ((notFields as readonly string[]).includes(path)) continue
      expect(values, `${path} -> ${fieldOf(path)}`).toHaveProperty(fieldOf(path), sent)
    }
  })
})
