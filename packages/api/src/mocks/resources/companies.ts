import { taxIdProblem } from '@hireloop/flows/rules'
import { db } from '../db.ts'
import { sortedBy, tooDeep } from '../list-order.ts'
import { readable } from '../policy.ts'
import {
  URL_PATTERN,
  signedIn,
  checkName,
  checkRequired,
  companyOf,
  conflict,
  etagOf,
  fail,
  invalid,
  notFound,
  now,
  page,
  searchOf,
  staleVersion,
  storeFile,
  uploaded,
  type Definitions,
  type Detail,
  type S,
  requiredField,
  MESSAGES,
} from '../support.ts'

/** The company of the path (the policy has checked that the caller may act on it). */
function companyById(id: string) {
  return db.companies.find((c) => c.id === id) ?? notFound('Company')
}

/** The company of a billing call: the caller's under the company scope, `company_id` under /admin. */
function billingCompany(caller: Parameters<typeof companyOf>[0], requested: string | null | undefined) {
  const own = companyOf(caller)
  if (own) return requested && requested !== own ? fail(403) : own
  if (!requested) return requiredField(['query', 'company_id'])
  return db.companies.some((c) => c.id === requested) ? requested : notFound('Company')
}

/** The contract's limit for a company logo (uploadCompanyLogo). */
const LOGO_MAX_BYTES = 2 * 1024 * 1024

/** The server's answer while a company has no billing info (docs/product.md §7: the portal shows no toast for it). */
export const NO_BILLING_INFO = 'No billing information yet.'

function checkBilling(body: S['BillingInfoInput']) {
  const detail: Detail = []
  checkRequired(detail, body, ['legal_name', 'email', 'address', 'currency'])
  const problem = taxIdProblem(body.address?.country, body.tax_id)
  if (problem) detail.push({ loc: ['body', 'tax_id'], msg: problem, type: 'pattern' })
  return invalid(detail)
}

/** The sort fields of listCompanies (ADR 0088); the fixture holds companies in the order they were created. */
const COMPANY_ORDER: Record<string, (company: S['Company']) => string> = {
  name: (c) => c.name,
  created_at: (c) => String(db.companies.findIndex((stored) => stored.id === c.id)).padStart(8, '0'),
}

export const companyHandlers = {
  getCompany: (http) =>
    http.get('/company/{id}', ({ params, response }) => {
      const company = companyById(params.id)
      if (company instanceof Response) return response.untyped(company)
      return response(200).json({ ...company }, { headers: { etag: etagOf(company) } })
    }),

  updateCompany: (http) =>
    http.put('/company/{id}', async ({ request, params, response }) => {
      const company = companyById(params.id)
      if (company instanceof Response) return response.untyped(company)
      const stale = staleVersion(request, 'company', company)
      if (stale) return response.untyped(stale)
      const body = await request.json()
      const detail: Detail = []
      checkName(detail, ['body', 'name'], body.name)
      if (typeof body.website_url !== 'string' || !URL_PATTERN.test(body.website_url)) {
        detail.push({ loc: ['body', 'website_url'], msg: MESSAGES.url, type: 'pattern' })
      }
      if (typeof body.description === 'string' && body.description.length > 5000) {
        detail.push({ loc: ['body', 'description'], msg: 'Use at most 5000 characters.', type: 'max_length' })
      }
      const location = body.location
      if (location && !db.countries.some((c) => c.code === location.country)) {
        detail.push({ loc: ['body', 'location', 'country'], msg: 'Unknown country.', type: 'value' })
      }
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      // Omitted keeps, null clears (the contract's UpdateCompanyRequest).
      Object.assign(company, {
        name: body.name,
        website_url: body.website_url,
        type: body.type === undefined ? company.type : body.type,
        description: body.description === undefined ? company.description : body.description || null,
        size: body.size === undefined ? company.size : body.size,
        location:
          location === undefined
            ? company.location
            : location && { country: location.country, state: location.state ?? null, city: location.city ?? null },
      })
      for (const vacancy of db.vacancies.filter((v) => v.company_id === company.id)) vacancy.company.name = company.name
      return response(200).json({ ...company })
    }),

  uploadCompanyLogo: (http) =>
    http.post('/company/{id}/logo', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const company = companyById(params.id)
      if (company instanceof Response) return response.untyped(company)
      const stale = staleVersion(request, 'company', company)
      if (stale) return response.untyped(stale)
      const upload = await uploaded(request, 'file')
      if (upload instanceof Response) return response.untyped(upload)
      if (upload.file.size > LOGO_MAX_BYTES) {
        return response.untyped(fail(413, { message: ['A logo may be at most 2 MB. Choose a smaller image.'] }))
      }
      const stored = storeFile(upload.file, caller, (id) => `/files/${id}`)
      company.image_url = `https://files.hireloop.test${stored.url}`
      return response(200).json({ ...company })
    }),

  listCompanies: (http) =>
    http.get('/company', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      const q = search.get('q')?.toLowerCase()
      const type = search.get('type')
      const found = readable(caller, 'company', db.companies)
        .filter((c) => !q || c.name.toLowerCase().includes(q))
        .filter((c) => !type || c.type === type)
        .map((c) => ({ ...c }))
      const deep = tooDeep(search)
      if (deep) return response.untyped(deep)
      return response(200).json(page(sortedBy(found, search.get('sort'), COMPANY_ORDER, 'name'), search))
    }),

  getBillingInfo: (http) =>
    http.get('/billing_info', ({ request, response }) => {
      const caller = signedIn(request)
      const companyId = billingCompany(caller, searchOf(request).get('company_id'))
      if (companyId instanceof Response) return response.untyped(companyId)
      const info = db.billingInfos.find((b) => b.company_id === companyId)
      if (!info) return response.untyped(fail(404, { message: [NO_BILLING_INFO] }))
      return response(200).json(structuredClone(info))
    }),

  createBillingInfo: (http) =>
    http.post('/billing_info', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const companyId = billingCompany(caller, body.company_id)
      if (companyId instanceof Response) return response.untyped(companyId)
      const failure = checkBilling(body)
      if (failure) return response.untyped(failure)
      if (db.billingInfos.some((b) => b.company_id === companyId)) {
        return response.untyped(conflict('Billing info exists already.'))
      }
      const { company_id: _, ...fields } = body
      const info: S['BillingInfo'] = {
        tax_id: null,
        ...fields,
        address: { state: null, ...fields.address },
        company_id: companyId,
        updated_at: now(),
      }
      db.billingInfos.push(info)
      return response(201).json(structuredClone(info))
    }),

  updateBillingInfo: (http) =>
    http.put('/billing_info', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const companyId = billingCompany(caller, body.company_id)
      if (companyId instanceof Response) return response.untyped(companyId)
      const failure = checkBilling(body)
      if (failure) return response.untyped(failure)
      const info = db.billingInfos.find((b) => b.company_id === companyId)
      if (!info) return response.untyped(notFound('Billing info'))
      const { company_id: _, ...fields } = body
      Object.assign(info, { tax_id: null, ...fields, address: { state: null, ...fields.address }, updated_at: now() })
      return response(200).json(structuredClone(info))
    }),
} satisfies Definitions
