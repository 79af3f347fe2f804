import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_COMPANY_PROFILES, NORTHWIND_ID } from '../src/db/seed-companies.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { noisyPng } from './helpers/file-fixtures.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const EMPLOYER = demo('employer@hireloop.test')
const EARLY = demo('employer.new@hireloop.test')
const TALENT = demo('talent.published@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const NORTHWIND = DEMO_COMPANIES[0]!
const EARLY_COMPANY = DEMO_COMPANIES[1]!

/** The company profile (issue 12): description, size and headquarters; the recruiters' list; the logo's limits. */
export function companiesSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!
  const northwind = `/company/${NORTHWIND_ID}/company/${NORTHWIND_ID}`
  const base = { name: NORTHWIND.name, website_url: NORTHWIND.website_url }

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [EMPLOYER, EARLY, TALENT, RECRUITER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  const read = () => api(t.base, 'GET', northwind, { token: as(EMPLOYER) })
  const write = (body: unknown, headers: Record<string, string> = {}) =>
    api(t.base, 'PUT', northwind, { token: as(EMPLOYER), body, headers })

  it('answers the profile; omitted fields keep their value, null clears, blank text is no text', async () => {
    const seeded = DEMO_COMPANY_PROFILES[0]!
    const company = await read()
    expect(company.body).toMatchObject({
      id: NORTHWIND_ID,
      type: 'scaleup',
      description: seeded.description,
      size: '51-200',
      location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
    })
    const kept = await write(base, { 'if-match': company.headers.get('etag')! })
    expect(kept.body).toEqual(company.body)

    const changed = await write({
      ...base,
      description: '  We build robots.\n\nAnd software.  ',
      size: '201-1000',
      location: { country: 'DE', state: 'Bavaria', city: 'Munich' },
    })
    expect(changed.body).toMatchObject({
      description: 'We build robots.\n\nAnd software.',
      size: '201-1000',
      location: { country: 'DE', state: 'Bavaria', city: 'Munich' },
    })
    // The ETag covers the new fields: a change of the description is a new version.
    expect((await read()).headers.get('etag')).not.toBe(company.headers.get('etag'))

    const cleared = await write({ ...base, description: '   ', size: null, location: null })
    expect(cleared.body).toMatchObject({ description: null, size: null, location: null, type: 'scaleup' })
  })

  it('refuses an unknown country, state or city at its path and changes nothing', async () => {
    const before = (await read()).body
    const place = async (location: unknown) => (await write({ ...base, description: 'Changed', location })).body
    expect((await place({ country: 'QQ' })).detail).toEqual([
      { loc: ['body', 'location', 'country'], msg: 'There is no country with the code "QQ".', type: 'unknown_country' },
    ])
    expect((await place({ country: 'DE', state: 'Atlantis' })).detail[0].loc).toEqual(['body', 'location', 'state'])
    expect((await place({ country: 'DE', state: 'Berlin', city: 'Paris' })).detail[0].loc).toEqual([
      'body',
      'location',
      'city',
    ])
    const tooLong = await write({ ...base, description: 'x'.repeat(5001) })
    expect(tooLong.status).toBe(400)
    expect((await read()).body).toEqual(before)
  })

  it('lets recruiters list companies by name and type, a page at a time; nobody else', async () => {
    // Other seeds add companies too: the expectations come from the table, in the list's order (name, then id).
    const names = async (type?: 'startup') => {
      let query = t.server.db.selectFrom('companies').select('name')
      if (type) query = query.where('type', '=', type)
      return (await query.execute())
        .map((row) => row.name)
        .sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase()))
    }
    const every = await names()
    const all = await api(t.base, 'GET', '/admin/company?size=2', { token: as(RECRUITER) })
    expect(all.status).toBe(200)
    expect(all.body).toMatchObject({ total: every.length, size: 2, current_page: 1, next: 2 })
    expect(all.body.results.map((c: { name: string }) => c.name)).toEqual(every.slice(0, 2))
    const named = await api(t.base, 'GET', '/admin/company?q=harbor', { token: as(RECRUITER) })
    expect(named.body.results).toEqual([
      expect.objectContaining({ id: EARLY_COMPANY.id, type: null, description: null, location: null }),
    ])
    const startups = await api(t.base, 'GET', '/admin/company?type=startup&size=100', { token: as(RECRUITER) })
    expect(startups.body.results.map((c: { name: string }) => c.name)).toEqual(await names('startup'))
    expect(await names('startup')).toContain('Lumen Health')
    expect((await api(t.base, 'GET', '/admin/company', { token: as(TALENT) })).status).toBe(403)
    expect((await api(t.base, 'GET', '/admin/company', { token: as(EMPLOYER) })).status).toBe(403)
  })

  it('sorts companies by name or creation either way, the id breaking ties', async () => {
    const ids = async (sort: string) => {
      const response = await api(t.base, 'GET', `/admin/company?size=100&sort=${sort}`, { token: as(RECRUITER) })
      expect(response.status).toBe(200)
      return response.body.results.map((c: { id: string }) => c.id)
    }
    const byName = await ids('name')
    expect(await ids('-name')).toEqual([...byName].reverse())
    const created = await t.server.db
      .selectFrom('companies')
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    expect(await ids('-created_at')).toEqual(created.map((row) => row.id))
    expect(await ids('created_at')).toEqual(created.map((row) => row.id).reverse())
    expect(byName).not.toEqual(await ids('created_at'))
  })

  it('refuses a 3 MB logo with a clear message and stores nothing', async () => {
    const files = await countRows(t.server.db, 'files')
    const boundary = '----hireloop-logo'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      await noisyPng(3),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const response = await fetch(`${t.base}/api/v1${northwind}/logo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${as(EMPLOYER)}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ file: ['The file is too large: at most 2 MB.'] })
    expect(await countRows(t.server.db, 'files')).toBe(files)
  })

  it("walks a new company's onboarding: the type completes the company step, billing and a colleague theirs", async () => {
    const scope = `/company/${EARLY_COMPANY.id}`
    const started = await api(t.base, 'POST', `${scope}/onboarding`, { token: as(EARLY) })
    expect(started.status).toBe(201)
    expect(started.body).toMatchObject({ user_type: 'employer', company_id: EARLY_COMPANY.id, current_step: 'company' })
    expect(started.body.steps.map((s: { key: string; title: string }) => [s.key, s.title])).toEqual([
      ['company', 'Tell us about your company'],
      ['vacancy', 'Post your first vacancy'],
      ['team', 'Invite your team'],
      ['billing', 'Add billing information'],
    ])
    const typed = await api(t.base, 'PUT', `${scope}/company/${EARLY_COMPANY.id}`, {
      token: as(EARLY),
      body: { name: EARLY_COMPANY.name, website_url: EARLY_COMPANY.website_url, type: 'startup' },
    })
    expect(typed.status).toBe(200)
    await api(t.base, 'POST', `${scope}/employer`, {
      token: as(EARLY),
      body: { first_name: 'Team', last_name: 'Mate', email: 'team.mate@hireloop.test' },
    })
    await api(t.base, 'POST', `${scope}/billing_info`, {
      token: as(EARLY),
      body: {
        legal_name: 'Bright Harbor Studio Ltd',
        email: 'billing@brightharbor.test',
        address: { street: '1 Harbour Way', postal_code: 'BS1 4DJ', city: 'Bristol', country: 'GB' },
        currency: 'GBP',
      },
    })
    const state = await api(t.base, 'GET', `${scope}/onboarding`, { token: as(EARLY) })
    expect(state.body.results[0].steps.map((s: { key: string; done: boolean }) => [s.key, s.done])).toEqual([
      ['company', true],
      ['vacancy', false],
      ['team', true],
      ['billing', true],
    ])
    expect(state.body.results[0].current_step).toBe('vacancy')
  })
}
