import { describe, expect, it } from 'vitest'
import {
  billingInfoSchema,
  billingInfoValuesOf,
  companyInfoSchema,
  companyInfoValuesOf,
  emptyBillingInfo,
  toBillingInfoBody,
  toUpdateCompanyBody,
} from './company.schemas.ts'

const company = {
  name: 'Acme Robotics',
  websiteUrl: 'https://acme.test',
  type: 'scaleup',
  size: null,
  description: null,
  location: { country: 'DE', state: 'Berlin', city: null },
}

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('company information', () => {
  it('round-trips a company: empty choices and places become null, the URL gets its scheme', () => {
    const values = companyInfoValuesOf(company)
    expect(values.location).toEqual({ country: 'DE', state: 'Berlin', city: '' })
    const data = companyInfoSchema.parse({ ...values, websiteUrl: 'acme.test', description: '  ' })
    expect(toUpdateCompanyBody(data)).toEqual({
      name: 'Acme Robotics',
      websiteUrl: 'https://acme.test',
      type: 'scaleup',
      size: null,
      description: null,
      location: { country: 'DE', state: 'Berlin', city: null },
    })
    const cleared = companyInfoSchema.parse({ ...values, location: { country: '', state: '', city: '' } })
    expect(toUpdateCompanyBody(cleared).location).toBeNull()
  })

  it('refuses a blank name, a malformed URL and an unknown size', () => {
    const result = companyInfoSchema.safeParse({
      ...companyInfoValuesOf(company),
      name: ' ',
      websiteUrl: 'not a url',
      size: '2-3',
    })
    expect(messagesOf(result)).toEqual({
      name: 'Required',
      websiteUrl: 'URL is not valid',
      size: 'Choose one of the options.',
    })
  })
})

describe('billing information', () => {
  const filled = {
    ...emptyBillingInfo,
    legalName: 'Acme Robotics GmbH',
    email: 'billing@acme.test',
    street: 'Hauptstr. 1',
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
    taxId: 'de 123 456 789',
  }

  it('sends the address nested and the tax id normalised; an empty state and tax id are null', () => {
    const body = toBillingInfoBody(billingInfoSchema.parse(filled))
    expect(body).toEqual({
      legalName: 'Acme Robotics GmbH',
      email: 'billing@acme.test',
      taxId: 'DE123456789',
      address: { street: 'Hauptstr. 1', postalCode: '10115', city: 'Berlin', state: null, country: 'DE' },
      currency: 'EUR',
    })
    expect(toBillingInfoBody(billingInfoSchema.parse({ ...filled, taxId: '' })).taxId).toBeNull()
    expect(billingInfoValuesOf(body)).toEqual({ ...filled, taxId: 'DE123456789' })
  })

  it("checks the tax id against the address's country, on the tax id field", () => {
    expect(messagesOf(billingInfoSchema.safeParse({ ...filled, country: 'AT' }))).toEqual({
      taxId: 'This is not a VAT number of Austria. Use ATU followed by 8 digits, for example ATU12345678.',
    })
  })

  it('requires the legal name, a valid email and the address', () => {
    expect(messagesOf(billingInfoSchema.safeParse({ ...emptyBillingInfo, email: 'x' }))).toMatchObject({
      legalName: 'Required',
      email: 'Invalid email',
      street: 'Required',
      postalCode: 'Required',
      city: 'Required',
      country: 'Required',
    })
  })
})
