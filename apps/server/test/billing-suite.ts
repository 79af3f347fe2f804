import { taxIdProblem } from '@hireloop/flows/rules'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { NORTHWIND_ID } from '../src/db/seed-companies.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const EMPLOYER = demo('employer@hireloop.test')
const EARLY = demo('employer.new@hireloop.test')
const TALENT = demo('talent.published@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const EARLY_COMPANY = DEMO_COMPANIES[1]!

const INPUT = {
  legal_name: 'Bright Harbor Studio B.V.',
  email: 'invoices@brightharbor.test',
  tax_id: 'nl 0044.95445.b01',
  address: { street: 'Keizersgracht 1', postal_code: '1015 CJ', city: 'Amsterdam', state: null, country: 'NL' },
  currency: 'EUR',
}

/** A company's billing information (issue 12, ADR 0066): one per company, tax ids checked per country. */
export function billingSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!
  const early = `/company/${EARLY_COMPANY.id}/billing_info`
  const rows = async () => t.server.db.selectFrom('billing_infos').selectAll().orderBy('company_id').execute()

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [EMPLOYER, EARLY, TALENT, RECRUITER, ADMIN]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers 404 "No billing information yet." before there is any, then creates, refuses a second, updates', async () => {
    const none = await api(t.base, 'GET', early, { token: as(EARLY) })
    expect(none).toMatchObject({ status: 404, body: { message: ['No billing information yet.'] } })
    const notYet = await api(t.base, 'PUT', early, { token: as(EARLY), body: INPUT })
    expect(notYet.status).toBe(404)

    const created = await api(t.base, 'POST', early, { token: as(EARLY), body: INPUT })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      company_id: EARLY_COMPANY.id,
      legal_name: 'Bright Harbor Studio B.V.',
      tax_id: 'NL004495445B01',
      address: { postal_code: '1015 CJ', country: 'NL', state: null },
      currency: 'EUR',
    })
    const again = await api(t.base, 'POST', early, { token: as(EARLY), body: INPUT })
    expect(again).toMatchObject({
      status: 409,
      body: { message: ['This company has billing information already: update it instead.'] },
    })

    const updated = await api(t.base, 'PUT', early, {
      token: as(EARLY),
      body: { ...INPUT, tax_id: null, currency: 'USD', address: { ...INPUT.address, state: 'North Holland' } },
    })
    expect(updated).toMatchObject({ status: 200, body: { tax_id: null, currency: 'USD' } })
    expect((await api(t.base, 'GET', early, { token: as(EARLY) })).body).toEqual(updated.body)
  })

  it('checks the tax id against the address country, naming the format; a valid one in any spelling is kept canonical', async () => {
    const path = `/company/${NORTHWIND_ID}/billing_info`
    const before = await rows()
    const put = (tax_id: string, country = 'DE', state: string | null = 'Berlin') =>
      api(t.base, 'PUT', path, {
        token: as(EMPLOYER),
        body: { ...INPUT, tax_id, address: { ...INPUT.address, city: 'Berlin', state, country } },
      })
    const detail = async (answer: ReturnType<typeof put>) => (await answer).body.detail

    expect(await detail(put('DE12345'))).toEqual([
      {
        loc: ['body', 'tax_id'],
        // The portal's sentence (flows' taxIdProblem), word for word.
        msg: 'This is not a VAT number of Germany. Use DE followed by 9 digits, for example DE123456789.',
        type: 'tax_id',
      },
    ])
    // The portal lets this shape through; only the server's check digits (stdnum) refuse it.
    expect(taxIdProblem('DE', 'DE123456789')).toBeNull()
    expect((await detail(put('DE123456789')))[0].msg).toBe(
      'This VAT number of Germany does not exist: its check digits do not match. Check it for a typo.',
    )
    // A Dutch number is not a German one.
    expect((await detail(put('NL004495445B01')))[0].msg).toMatch(/^This is not a VAT number of Germany\./)
    expect((await detail(put('12-345', 'US', null)))[0].msg).toMatch(/^This is not an EIN of United States\./)
    expect(await rows()).toEqual(before)

    expect((await put('de 136.695.976')).body.tax_id).toBe('DE136695976')
    expect((await put('042103594', 'US', 'Massachusetts')).body.tax_id).toBe('04-2103594')
    expect((await put('el 094 014 249', 'GR', null)).body.tax_id).toBe('EL094014249')
    expect((await put('974 760 673 MVA', 'NO', null)).body.tax_id).toBe('NO974760673MVA')
    // Last: Northwind's seeded number, which the tests below read back.
    expect((await put('CHE-116.281.710 MWST', 'CH', null)).body.tax_id).toBe('CHE116281710MWST')
  })

  it('refuses an unknown country or state, an unknown currency and an empty legal name, all at once, writing nothing', async () => {
    const before = await rows()
    const wrongPlace = await api(t.base, 'PUT', early, {
      token: as(EARLY),
      body: { ...INPUT, currency: 'XYZ', address: { ...INPUT.address, country: 'QQ' } },
    })
    expect(wrongPlace.status).toBe(400)
    expect(wrongPlace.body.detail.map((d: { loc: string[] }) => d.loc)).toEqual([
      ['body', 'address', 'country'],
      ['body', 'currency'],
    ])
    const wrongState = await api(t.base, 'PUT', early, {
      token: as(EARLY),
      body: { ...INPUT, address: { ...INPUT.address, state: 'Bavaria' } },
    })
    expect(wrongState.body.detail).toEqual([
      { loc: ['body', 'address', 'state'], msg: 'Bavaria is not a state of Netherlands.', type: 'unknown_state' },
    ])
    const empty = await api(t.base, 'PUT', early, { token: as(EARLY), body: { ...INPUT, legal_name: '  ' } })
    expect(empty.status).toBe(400)
    expect(empty.body.detail[0].loc).toEqual(['body', 'legal_name'])
    expect(await rows()).toEqual(before)
  })

  it("keeps a company's billing information to it and to recruiters allowed to read it", async () => {
    const own = `/company/${NORTHWIND_ID}/billing_info`
    const named = await api(t.base, 'GET', `${own}?company_id=${EARLY_COMPANY.id}`, { token: as(EMPLOYER) })
    expect(named.status).toBe(400)
    const elsewhere = await api(t.base, 'GET', early, { token: as(EMPLOYER) })
    expect(elsewhere.status).toBe(403)
    const write = await api(t.base, 'PUT', own, {
      token: as(EMPLOYER),
      body: { ...INPUT, company_id: EARLY_COMPANY.id },
    })
    expect(write.status).toBe(400)
    expect(
      (await api(t.base, 'GET', `/admin/billing_info?company_id=${NORTHWIND_ID}`, { token: as(TALENT) })).status,
    ).toBe(403)
    const recruiter = await api(t.base, 'GET', `/admin/billing_info?company_id=${NORTHWIND_ID}`, {
      token: as(RECRUITER),
    })
    expect(recruiter).toMatchObject({
      status: 403,
      body: { message: ['A Recruiter cannot read billing information.'] },
    })
    const admin = await api(t.base, 'GET', `/admin/billing_info?company_id=${NORTHWIND_ID}`, { token: as(ADMIN) })
    expect(admin).toMatchObject({
      status: 200,
      body: { company_id: NORTHWIND_ID, tax_id: 'CHE116281710MWST' },
    })
    const unnamed = await api(t.base, 'GET', '/admin/billing_info', { token: as(ADMIN) })
    expect(unnamed.body.detail[0]).toMatchObject({ loc: ['query', 'company_id'], type: 'missing' })
  })
}
