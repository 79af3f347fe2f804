import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

/**
 * The calls of docs/product.md §7, one by one as the product's brief listed them. Every entry must be an operation of
 * the contract; path parameter names may differ.
 */
const SPEC_7_CALLS = [
  // Account and company
  'POST /register/company',
  'POST /register/talent',
  'POST /register/talent_profile',
  'POST /register/activate_employer/{id}',
  'POST /register/activate_talent/{id}',
  'GET /me',
  'PUT /me',
  'PUT /me/email',
  'PUT /me/password',
  'GET /me/notification',
  'POST /me/notification',
  'PUT /me/notification',
  'POST /me/avatar',
  'GET /company/{id}',
  'PUT /company/{id}',
  'POST /company/{id}/logo',
  'GET /company',
  'GET /billing_info',
  'POST /billing_info',
  'PUT /billing_info',
  // Vacancies
  'GET /vacancy',
  'GET /vacancy/{id}',
  'POST /vacancy',
  'POST /vacancy/draft',
  'PUT /vacancy/{id}',
  'DELETE /vacancy/{id}',
  'POST /vacancy/{id}/archive',
  'POST /vacancy/upload',
  'POST /company/vacancy/upload',
  'GET /vacancy/talent_avatars',
  'GET /company/{id}/vacancy/talent_avatars',
  // Resumes and talents
  'GET /resume/{id}',
  'GET /resume',
  'POST /resume',
  'POST /talent/{id}/resume',
  'POST /resume/draft',
  'POST /resume/upload',
  'POST /talent/resume/upload',
  'GET /talent/{id}/resume/download/{x}',
  'GET /get_parse_job/{id}',
  'POST /submit_parse_job/{id}?job_type=',
  'GET /talent',
  'GET /talent/{id}',
  'PUT /talent/{id}',
  'POST /talent/{id}/status',
  // Reference data and skills
  'GET /country',
  'GET /state',
  'GET /city',
  'GET /skill/suggest',
  'GET /skill',
  'POST /skill',
  'PUT /skill/{id}',
  'DELETE /skill/{id}',
  // Access rules
  'GET /access_rule',
  'GET /access_rule/{a}/{b}',
  'POST /access_rule/{a}/{b}',
  'PUT /access_rule/{a}/{b}/{c}',
  'DELETE /access_rule/{id}',
  // Applications and matching
  'GET /vacancy/{id}/application',
  'GET /application',
  'GET /application_resume',
  'POST /application',
  'DELETE /application/{id}',
  'PUT /application/{id}/hire',
  'POST /application/{id}/application_status',
  'POST /vacancy/{id}/application_status',
  'POST /matching/score',
  // Conversations, feedback, meetings
  'GET /conversation',
  'GET /vacancy/{id}/conversation',
  'GET /recruiter/{id}/conversation',
  'POST /application/{id}/conversation',
  'GET /feedback',
  'POST /feedback',
  'POST /talent/{id}/feedback',
  'GET /meeting',
  'POST /meeting',
  'PUT /meeting/{id}',
  'DELETE /meeting/{id}',
  // Employers, recruiters, invites, invoices, onboarding
  'POST /employer',
  'GET /employer',
  'GET /employer/{id}',
  'PUT /employer/{id}',
  'DELETE /employer/{id}',
  'GET /recruiter',
  'POST /recruiter',
  'GET /invite',
  'DELETE /invite/{id}',
  'GET /invoice',
  'POST /company/{id}/invoice',
  'GET /company/{id}/invoice',
  'POST /company/{id}/invoice/{id}/status',
  'POST /onboarding',
  'POST /onboarding/{id}',
  'PUT /onboarding/{id}',
]

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const
const SCOPES = ['/api/v1', '/api/v1/admin', '/api/v1/company/{companyId}', '/api/v1/talent/{userId}']
const SCHEMES = ['Recruiter-Authentication', 'Talent-Authentication', 'Employer-Authentication']

/* eslint-disable @typescript-eslint/no-explicit-any -- the contract is open-ended JSON */
const contract = parse(
  readFileSync(fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url)), 'utf8'),
) as any
const operations = Object.entries<any>(contract.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ method, path, op: item[method] })),
)

/** `GET /a/{x}/b?q=` -> `get /a/{}/b`. */
const normalise = (call: string) => {
  const [method = '', path = ''] = call.split(' ')
  return `${method.toLowerCase()} ${path.split('?')[0]!.replace(/\{[^}]+\}/g, '{}')}`
}

describe('the contract', () => {
  const described = new Map(operations.map(({ method, path, op }) => [normalise(`${method} ${path}`), op.operationId]))

  it.each(SPEC_7_CALLS)('describes %s (docs/product.md §7)', (call) => {
    expect(described.get(normalise(call)), `${call} has no operation`).toEqual(expect.any(String))
  })

  it('marks every operation beyond docs/product.md §7 as an addition, with a reason', () => {
    const inSpec = new Set(SPEC_7_CALLS.map(normalise))
    const unlisted = operations.filter(({ method, path, op }) => {
      const isAuth = /^\/(register|password_reset)/.test(path) // sign-in flows of the foundation (ADR 0020)
      return !inSpec.has(normalise(`${method} ${path}`)) && !isAuth && op['x-addition'] !== true
    })
    expect(unlisted.map(({ method, path }) => `${method} ${path}`)).toEqual([])
    for (const { op } of operations.filter(({ op }) => op['x-addition'])) {
      expect(op.description).toMatch(/\*\*Addition to docs\/product\.md §7\.\*\* \S/)
    }
  })

  it('gives every operation an id, a summary, a description, a tag, scopes, security and error responses', () => {
    const ids = new Set<string>()
    for (const { method, path, op } of operations) {
      const where = `${method} ${path}`
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z]+$/)
      expect(ids.has(op.operationId), `${where}: duplicate operationId`).toBe(false)
      ids.add(op.operationId)
      expect(op.summary && op.description && op.tags?.length, where).toBeTruthy()
      expect(op.servers.length, where).toBeGreaterThan(0)
      for (const server of op.servers) expect(SCOPES, where).toContain(server.url)
      for (const requirement of op.security) {
        for (const scheme of Object.keys(requirement)) expect(SCHEMES, where).toContain(scheme)
      }
      expect(
        Object.keys(op.responses).some((status) => status.startsWith('4')),
        where,
      ).toBe(true)
    }
  })

  it('gives every URL of every scope to one operation only (the server routes one per scope)', () => {
    const seen = new Map<string, string>()
    for (const { method, path, op } of operations) {
      for (const server of op.servers) {
        const url = `${method} ${`${server.url}${path}`.replace(/\{[^}]+\}/g, '{}')}`
        expect(seen.get(url), `${url}: ${op.operationId} and ${seen.get(url)}`).toBeUndefined()
        seen.set(url, op.operationId)
      }
    }
  })

  it('answers lists with the Page wrapper and page/size parameters', () => {
    const RANKED_LISTS = ['listVacancyMatches', 'listTalentMatches']
    for (const { method, path, op } of operations.filter(({ op }) => op.operationId.startsWith('list'))) {
      if (method !== 'get') continue
      const ok = op.responses['200'].content['application/json'].schema.$ref as string
      expect(contract.components.schemas[ok.split('/').at(-1)!].allOf[0].$ref, path).toBe(
        '#/components/schemas/PageMeta',
      )
      const names = op.parameters.map((p: any) => p.$ref ?? p.name)
      // Ranked matches carry reasons computed per request: their own `size`, at most 50 (ADR 0070).
      const size = RANKED_LISTS.includes(op.operationId) ? 'size' : '#/components/parameters/Size'
      expect(names, path).toEqual(expect.arrayContaining(['#/components/parameters/Page', size]))
    }
  })

  it('has the 14 application statuses and the 4 pipeline groups of docs/product.md §4', () => {
    expect(contract.components.schemas.ApplicationStatus.enum).toHaveLength(14)
    expect(contract.components.schemas.PipelineGroup.enum).toEqual(['matched', 'interested', 'interview', 'decision'])
  })
})
