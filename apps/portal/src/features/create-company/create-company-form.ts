import { emailField, normalizeWebsiteUrl, personNameField, requiredText, websiteUrlField } from '@hireloop/flows'
import { z } from 'zod'

/** `/create-company` (recruiters): the company and its first employer, who is invited by mail (ADR 0063). */
export const createCompanySchema = z.object({
  companyName: requiredText().max(100, { error: 'Use at most 100 characters.' }),
  websiteUrl: websiteUrlField(),
  firstName: personNameField(),
  lastName: personNameField(),
  email: emailField(),
})

export type CreateCompanyValues = z.input<typeof createCompanySchema>
export type CreateCompanyData = z.output<typeof createCompanySchema>

export const emptyCreateCompany: CreateCompanyValues = {
  companyName: '',
  websiteUrl: '',
  firstName: '',
  lastName: '',
  email: '',
}

/** Where the server's field messages land (the client answers in camelCase). */
export const createCompanyServerPaths = {
  'company.name': 'companyName',
  'company.websiteUrl': 'websiteUrl',
  'employer.firstName': 'firstName',
  'employer.lastName': 'lastName',
  'employer.email': 'email',
} as const

export function toCreateCompanyBody({ companyName, websiteUrl, firstName, lastName, email }: CreateCompanyData) {
  return {
    company: { name: companyName, websiteUrl: normalizeWebsiteUrl(websiteUrl) },
    employer: { firstName, lastName, email },
  }
}
