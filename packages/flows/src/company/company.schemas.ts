import { z } from 'zod'
import type { ServerFieldPaths } from '../forms/form.bodies.ts'
import {
  emailField,
  normalizeWebsiteUrl,
  personNameField,
  requiredText,
  websiteUrlField,
} from '../forms/form.schemas.ts'
import type { CompanyType } from '../onboarding/company-onboarding.machine.ts'
import { normalizeTaxId, taxIdProblem } from './tax-id.rules.ts'

// The company's own forms (/company-settings, /users; ADR 0069). Each maps to one call, so each is its own schema.

/** The contract's CompanySize: people working at the company. */
export const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1001+'] as const
export type CompanySize = (typeof companySizes)[number]

export const COMPANY_DESCRIPTION_MAX = 5000
const tooLong = (max: number) => `Use at most ${max} characters.`

const CHOOSE = 'Choose one of the options.'

/** A place picked from the reference data: the country code, the state's and the city's names (or empty). */
const placeFields = { country: z.string(), state: z.string(), city: z.string() }

/** Company information: `PUT /company/{id}` (docs/product.md §8 "Company information updated"). */
export const companyInfoSchema = z.object({
  name: requiredText().max(100, { error: tooLong(100) }),
  websiteUrl: websiteUrlField(),
  type: z.union([z.literal(''), z.enum(['startup', 'scaleup', 'enterprise', 'agency'])], { error: CHOOSE }),
  size: z.union([z.literal(''), z.enum(companySizes)], { error: CHOOSE }),
  location: z.object(placeFields),
  description: z
    .string()
    .trim()
    .max(COMPANY_DESCRIPTION_MAX, { error: tooLong(COMPANY_DESCRIPTION_MAX) }),
})

/** Billing information: `POST` or `PUT /billing_info` (docs/product.md §8 "Billing info created" / "updated"). */
export const billingInfoSchema = z
  .object({
    legalName: requiredText().max(200, { error: tooLong(200) }),
    email: emailField(),
    taxId: z.string().trim(),
    street: requiredText().max(200, { error: tooLong(200) }),
    postalCode: requiredText().max(20, { error: tooLong(20) }),
    city: requiredText().max(100, { error: tooLong(100) }),
    state: z
      .string()
      .trim()
      .max(100, { error: tooLong(100) }),
    country: requiredText(),
    currency: requiredText(),
  })
  .superRefine((values, context) => {
    const problem = taxIdProblem(values.country, values.taxId)
    if (problem) context.addIssue({ code: 'custom', path: ['taxId'], message: problem })
  })

/** A colleague invited to the company's team (`POST /employer` without a password) or renamed (`PUT`). */
export const colleagueSchema = z.object({
  firstName: personNameField(),
  lastName: personNameField(),
  email: emailField(),
})

export type CompanyInfoValues = z.input<typeof companyInfoSchema>
export type CompanyInfoData = z.output<typeof companyInfoSchema>
export type BillingInfoValues = z.input<typeof billingInfoSchema>
export type BillingInfoData = z.output<typeof billingInfoSchema>
export type ColleagueValues = z.input<typeof colleagueSchema>
export type ColleagueData = z.output<typeof colleagueSchema>

export const emptyColleague: ColleagueValues = { firstName: '', lastName: '', email: '' }

// Request bodies in camelCase: the API client converts them to snake_case (docs/product.md §7).

export interface CompanyLocation {
  country: string
  state: string | null
  city: string | null
}

/** PUT /company/{id}: every field, so a cleared one is cleared (null) rather than kept. */
export interface UpdateCompanyBody {
  name: string
  websiteUrl: string
  type: CompanyType | null
  size: CompanySize | null
  description: string | null
  location: CompanyLocation | null
}

/** The form's values of a company as the API answers it. */
export function companyInfoValuesOf(company: {
  name: string
  websiteUrl: string
  type: string | null
  size: string | null
  description: string | null
  location: CompanyLocation | null
}): CompanyInfoValues {
  return {
    name: company.name,
    websiteUrl: company.websiteUrl,
    type: (company.type ?? '') as CompanyInfoValues['type'],
    size: (company.size ?? '') as CompanyInfoValues['size'],
    location: {
      country: company.location?.country ?? '',
      state: company.location?.state ?? '',
      city: company.location?.city ?? '',
    },
    description: company.description ?? '',
  }
}

export function toUpdateCompanyBody(data: CompanyInfoData): UpdateCompanyBody {
  const { country, state, city } = data.location
  return {
    name: data.name,
    websiteUrl: normalizeWebsiteUrl(data.websiteUrl),
    type: data.type || null,
    size: data.size || null,
    description: data.description || null,
    location: country ? { country, state: state || null, city: city || null } : null,
  }
}

export const companyInfoServerPaths = {
  'location.country': 'location',
  'location.state': 'location',
  'location.city': 'location',
} as const satisfies ServerFieldPaths<CompanyInfoValues>

/** POST and PUT /billing_info (the company comes from the caller's scope). */
export interface BillingInfoBody {
  legalName: string
  email: string
  taxId: string | null
  address: { street: string; postalCode: string; city: string; state: string | null; country: string }
  currency: string
}

export const emptyBillingInfo: BillingInfoValues = {
  legalName: '',
  email: '',
  taxId: '',
  street: '',
  postalCode: '',
  city: '',
  state: '',
  country: '',
  currency: 'EUR',
}

/** The form's values of billing info as the API answers it. */
export function billingInfoValuesOf(info: BillingInfoBody): BillingInfoValues {
  const { address } = info
  return {
    legalName: info.legalName,
    email: info.email,
    taxId: info.taxId ?? '',
    street: address.street,
    postalCode: address.postalCode,
    city: address.city,
    state: address.state ?? '',
    country: address.country,
    currency: info.currency,
  }
}

export function toBillingInfoBody(data: BillingInfoData): BillingInfoBody {
  return {
    legalName: data.legalName,
    email: data.email,
    // Stored as the tax office writes it, without the spaces and dots people type.
    taxId: data.taxId ? normalizeTaxId(data.taxId) : null,
    address: {
      street: data.street,
      postalCode: data.postalCode,
      city: data.city,
      state: data.state || null,
      country: data.country,
    },
    currency: data.currency,
  }
}

export const billingInfoServerPaths = {
  'address.street': 'street',
  'address.postalCode': 'postalCode',
  'address.city': 'city',
  'address.state': 'state',
  'address.country': 'country',
} as const satisfies ServerFieldPaths<BillingInfoValues>

/** POST /employer without a password: the colleague is invited and chooses one from the mail (ADR 0063). */
export function toInviteColleagueBody({ firstName, lastName, email }: ColleagueData) {
  return { firstName, lastName, email }
}
