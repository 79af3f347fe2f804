import { describe, expect, it } from 'vitest'
import { fakeFetch, json } from '../testing/fake-fetch.ts'
import { ApiError, OFFLINE_MESSAGE, toastForError } from './api-error.ts'
import { createApiClient, type ApiScope } from './create-api-client.ts'
import { toFormData } from './form-data.ts'

const BASE = 'https://hireloop.test'

function setup(answers: Parameters<typeof fakeFetch>, scope: ApiScope | null = null, token: string | null = 'tok') {
  const fake = fakeFetch(...answers)
  const client = createApiClient({
    baseUrl: BASE,
    fetch: fake.fetch,
    getAccessToken: async () => token,
    getScope: () => scope,
  })
  return { client, ...fake }
}

const me = {
  id: 'u1',
  user_type: 'employer',
  is_admin: false,
  first_name: 'Erin',
  last_name: 'Employer',
  email: 'employer@hireloop.test',
  image_url: null,
  company_id: 'c1',
  company: { id: 'c1', name: 'Acme', type: 'scaleup' },
  resume: null,
  recruiter_level: null,
  notification_settings: { email_on_message: true, email_on_application: false, email_on_meeting: true },
}

describe('URL: base + /api/v1 + role prefix from the contract', () => {
  it('leaves /me unprefixed for every role', async () => {
    const { client, last } = setup([json(me)], { role: 'employer', companyId: 'c1' })
    await client.GET('/me')
    expect(last().url).toBe(`${BASE}/api/v1/me`)
  })

  it('prefixes an employer call with /company/{companyId}', async () => {
    const { client, last } = setup([json({})], { role: 'employer', companyId: 'c 1' })
    await client.GET('/company/{id}', { params: { path: { id: 'c1' } } })
    expect(last().url).toBe(`${BASE}/api/v1/company/c%201/company/c1`)
  })

  it('prefixes a recruiter call with /admin', async () => {
    const { client, last } = setup([json({})], { role: 'recruiter' })
    await client.GET('/company/{id}', { params: { path: { id: 'c1' } } })
    expect(last().url).toBe(`${BASE}/api/v1/admin/company/c1`)
  })

  it('uses the role prefix when offered, unprefixed otherwise (activate)', async () => {
    const recruiter = setup([json({})], { role: 'recruiter' })
    await recruiter.client.POST('/register/activate_talent/{id}', { params: { path: { id: 'u9' } }, body: {} })
    expect(recruiter.last().url).toBe(`${BASE}/api/v1/admin/register/activate_talent/u9`)
    const talent = setup([json({})], { role: 'talent', userId: 'u9' })
    await talent.client.POST('/register/activate_talent/{id}', { params: { path: { id: 'u9' } }, body: { token: 't' } })
    expect(talent.last().url).toBe(`${BASE}/api/v1/register/activate_talent/u9`)
  })

  it('refuses an operation not offered to the role, sending nothing', async () => {
    const { client, requests } = setup([json({})], { role: 'talent', userId: 'u1' })
    const error = await client.GET('/company/{id}', { params: { path: { id: 'c1' } } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('scope')
    expect(requests).toHaveLength(0)
  })

  it('refuses an employer scope without a company id', async () => {
    const { client } = setup([json({})], { role: 'employer', companyId: null })
    await expect(client.GET('/company/{id}', { params: { path: { id: 'c1' } } })).rejects.toMatchObject({
      kind: 'scope',
    })
  })

  it('accepts a baseUrl that already ends in /api/v1', async () => {
    const fake = fakeFetch(json(me))
    const client = createApiClient({ baseUrl: `${BASE}/api/v1/`, fetch: fake.fetch })
    await client.GET('/me')
    expect(fake.last().url).toBe(`${BASE}/api/v1/me`)
  })
})

describe('headers', () => {
  it('sends the bearer token', async () => {
    const { client, last } = setup([json(me)])
    await client.GET('/me')
    expect(last().headers.get('authorization')).toBe('Bearer tok')
  })

  it('sends no authorization header when signed out', async () => {
    const { client, last } = setup([json({}, { status: 201 })], null, null)
    await client.POST('/register/talent', {
      body: { firstName: 'A', lastName: 'B', email: 'a@b.test', password: '12345678' },
    })
    expect(last().headers.has('authorization')).toBe(false)
  })
})

describe('case conversion', () => {
  it('sends bodies in snake_case, deeply', async () => {
    const { client, last } = setup([json({}, { status: 201 })])
    await client.POST('/register/company', {
      body: {
        employer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@a.test', password: 'Hireloop#2026' },
        company: { name: 'Analytical', websiteUrl: 'https://a.test' },
      },
    })
    expect(last().headers.get('content-type')).toBe('application/json')
    expect(await last().json()).toEqual({
      employer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@a.test', password: 'Hireloop#2026' },
      company: { name: 'Analytical', website_url: 'https://a.test' },
    })
  })

  it('gives responses in camelCase, deeply, values untouched', async () => {
    const { client } = setup([json(me)])
    const { data } = await client.GET('/me')
    expect(data).toEqual({
      id: 'u1',
      userType: 'employer',
      isAdmin: false,
      firstName: 'Erin',
      lastName: 'Employer',
      email: 'employer@hireloop.test',
      imageUrl: null,
      companyId: 'c1',
      company: { id: 'c1', name: 'Acme', type: 'scaleup' },
      resume: null,
      recruiterLevel: null,
      notificationSettings: { emailOnMessage: true, emailOnApplication: false, emailOnMeeting: true },
    })
  })

  it('sends query parameters in snake_case', async () => {
    const { client, last } = setup([json({ results: [] })])
    await client.GET('/me/notification', { params: { query: { page: 2, size: 5, unread: true } } })
    const url = new URL(last().url)
    expect(url.pathname).toBe('/api/v1/me/notification')
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', size: '5', unread: 'true' })
  })
})

describe('GET body -> query parameters', () => {
  it('moves a GET body into the query string, snake_cased, sending no body', async () => {
    const { client, last } = setup([json({ results: [] })])
    const init = { body: { currentPage: 3, unread: false }, params: { query: { size: 20 } } }
    await client.GET('/me/notification', init as never)
    const url = new URL(last().url)
    expect(Object.fromEntries(url.searchParams)).toEqual({ current_page: '3', unread: 'false', size: '20' })
    expect(last().body).toBeNull()
  })
})

describe('empty results', () => {
  it.each([200, 201])('gives undefined for %i with empty content', async (status) => {
    const { client } = setup([new Response('', { status, headers: { 'content-type': 'application/json' } })])
    const { data } = await client.PUT('/me', { body: { firstName: 'A', lastName: 'B' } })
    expect(data).toBeUndefined()
  })

  it('gives undefined for 204', async () => {
    const { client } = setup([new Response(null, { status: 204 })])
    const { data } = await client.PUT('/me/password', { body: { value: '12345678', currentPassword: 'Hireloop#2026' } })
    expect(data).toBeUndefined()
  })

  it('gives undefined for any DELETE, even with content', async () => {
    const { client } = setup([json({ deleted: true })])
    const request = client.request as unknown as (m: string, p: string) => Promise<{ data: unknown }>
    const { data } = await request('delete', '/me')
    expect(data).toBeUndefined()
  })
})

describe('list normalisation', () => {
  const item = { id: 'n1', created_at: '2026-01-01T00:00:00Z' }
  const expected = (over: object) => ({
    results: [{ id: 'n1', createdAt: '2026-01-01T00:00:00Z' }],
    next: null,
    previous: null,
    total: 1,
    size: 1,
    currentPage: 1,
    ...over,
  })
  it.each([
    [
      'contract shape',
      { results: [item], next: 3, previous: 1, total: 30, size: 10, current_page: 2 },
      { next: 3, previous: 1, total: 30, size: 10, currentPage: 2 },
    ],
    [
      'items + next_page/previous_page',
      { items: [item], next_page: 3, previous_page: 1, total: 30, size: 10, current_page: 2 },
      { next: 3, previous: 1, total: 30, size: 10, currentPage: 2 },
    ],
    [
      'link URLs next/prev',
      { results: [item], next: 'https://x.test/api?page=5&size=10', prev: '/api?page=3', current_page: 4 },
      { next: 5, previous: 3, currentPage: 4 },
    ],
    ['links object', { items: [item], links: { next: '?page=2', prev: null }, total: 9 }, { next: 2, total: 9 }],
    ['current_page_backwards', { results: [item], current_page_backwards: 7 }, { currentPage: 7 }],
    ['bare results', { results: [item] }, {}],
  ])('%s', async (_, body, over) => {
    const { client } = setup([json(body)])
    const { data } = await client.GET('/me/notification')
    expect(data).toEqual(expected(over))
  })

  it('leaves a resource with an items field alone', async () => {
    const { client } = setup([json({ id: 'x', items: [{ unit_price: 1 }] })])
    const { data } = await client.GET('/me')
    expect(data).toEqual({ id: 'x', items: [{ unitPrice: 1 }] })
  })
})

describe('multipart', () => {
  it('sends a FormData untouched, letting fetch set the boundary', async () => {
    const { client, last } = setup([json({})])
    const form = toFormData({ profilePicture: new Blob(['png'], { type: 'image/png' }), keepName: 'yes' })
    await client.PUT('/me', { body: form as never })
    expect(last().headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    const sent = await last().formData()
    expect([...sent.keys()]).toEqual(['profile_picture', 'keep_name'])
    expect(await (sent.get('profile_picture') as Blob).text()).toBe('png')
  })

  it('toFormData repeats arrays, skips null, stringifies the rest', () => {
    const form = toFormData({ tags: ['a', 'b'], none: null, count: 2, meta: { a: 1 } })
    expect(form.getAll('tags')).toEqual(['a', 'b'])
    expect(form.has('none')).toBe(false)
    expect(form.get('count')).toBe('2')
    expect(form.get('meta')).toBe('{"a":1}')
  })
})

describe('errors (docs/product.md §8)', () => {
  it('rejects a JSON failure with body, status and the human message', async () => {
    const body = { email: ['An account with this email already exists.'] }
    const { client } = setup([json(body, { status: 409 })])
    const error = (await client
      .PUT('/me/email', { body: { email: 'a@b.test', currentPassword: 'Hireloop#2026' } })
      .catch((e) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 409, body, silent: false })
    expect(error.message).toBe('email: An account with this email already exists.')
    expect(error.fieldErrors).toEqual({ email: ['An account with this email already exists.'] })
    expect(toastForError(error)).toEqual({ type: 'error', title: 'Error', description: error.message })
  })

  it('turns a validation detail array into loc: msg pairs', async () => {
    const body = {
      detail: [
        { loc: ['body', 'employer', 'first_name'], msg: 'Required', type: 'required' },
        { loc: ['body', 'company', 'website_url'], msg: 'URL is not valid', type: 'pattern' },
      ],
    }
    const { client } = setup([json(body, { status: 400 })])
    const error = (await client.GET('/me').catch((e) => e)) as ApiError
    expect(error.message).toBe('employer.first_name: Required\ncompany.website_url: URL is not valid')
    expect(error.fieldErrors).toEqual({
      'employer.firstName': ['Required'],
      'company.websiteUrl': ['URL is not valid'],
    })
  })

  it('keeps 401 silent (no toast)', async () => {
    const { client } = setup([json({ message: ['Authentication required.'] }, { status: 401 })])
    const error = (await client.GET('/me').catch((e) => e)) as ApiError
    expect(error).toMatchObject({ status: 401, silent: true, message: 'Authentication required.' })
    expect(toastForError(error)).toBeNull()
  })

  it('suppresses the message when the call sets errorMessage: false', async () => {
    const { client } = setup([json({ message: ['You cannot access this resource.'] }, { status: 403 })])
    const error = (await client.GET('/me', { errorMessage: false }).catch((e) => e)) as ApiError
    expect(error.status).toBe(403)
    expect(toastForError(error)).toBeNull()
  })

  it('uses the status text for a failure that is not JSON', async () => {
    const html = new Response('<html>Bad gateway</html>', {
      status: 502,
      statusText: 'Bad Gateway',
      headers: { 'content-type': 'text/html' },
    })
    const { client } = setup([html])
    const error = (await client.GET('/me').catch((e) => e)) as ApiError
    expect(error).toMatchObject({ kind: 'failed_request', status: 502, message: 'Bad Gateway' })
  })

  it('falls back to failed_request_error without a status text', async () => {
    const { client } = setup([new Response('', { status: 403 })])
    const error = (await client.GET('/me').catch((e) => e)) as ApiError
    expect(error).toMatchObject({ kind: 'failed_request', status: 403, message: 'failed_request_error' })
  })

  it('turns a network failure into the lost-connection warning', async () => {
    const { client } = setup([new TypeError('fetch failed')])
    const error = (await client.GET('/me').catch((e) => e)) as ApiError
    expect(error).toMatchObject({ kind: 'offline', status: 0, message: OFFLINE_MESSAGE })
    expect(toastForError(error)).toEqual({ type: 'warning', title: 'Connection lost', description: OFFLINE_MESSAGE })
  })

  it('lets an abort through untouched', async () => {
    const abort = new DOMException('aborted', 'AbortError')
    const { client } = setup([abort])
    await expect(client.GET('/me')).rejects.toBe(abort)
  })
})
