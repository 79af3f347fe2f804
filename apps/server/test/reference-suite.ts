import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { cityId } from '../src/resources/reference/reference.data.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const COMPANY = DEMO_COMPANIES[0]!

const GERMAN_STATES = [
  'Baden-Württemberg',
  'Bavaria',
  'Berlin',
  'Brandenburg',
  'Bremen',
  'Hamburg',
  'Hessen',
  'Lower Saxony',
  'Mecklenburg-Vorpommern',
  'North Rhine-Westphalia',
  'Rhineland-Palatinate',
  'Saarland',
  'Saxony',
  'Saxony-Anhalt',
  'Schleswig-Holstein',
  'Thuringia',
]

/** Countries, states and cities (ADR 0060), black box, under each role's scope. */
export function referenceSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}

  const get = (path: string, who: 'talent' | 'employer' | 'recruiter' = 'talent') => {
    const prefix = { talent: `/talent/${TALENT.id}`, employer: `/company/${COMPANY.id}`, recruiter: '/admin' }[who]
    const user = { talent: TALENT, employer: EMPLOYER, recruiter: RECRUITER }[who]
    return api(t.base, 'GET', `${prefix}${path}`, { token: tokens[user.email]! })
  }
  const names = (body: { results: { name: string }[] }) => body.results.map((item) => item.name)

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [TALENT, EMPLOYER, RECRUITER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('listCountries', () => {
    it('lists every country alphabetically, ten to a page', async () => {
      const first = await get('/country')
      expect(first.status).toBe(200)
      expect(first.body).toMatchObject({ size: 10, current_page: 1, next: 2, previous: null })
      expect(first.body.total).toBeGreaterThan(240)
      expect(first.body.results[0]).toEqual({ code: 'AF', name: 'Afghanistan' })
      const last = await get(`/country?size=100&page=${Math.ceil(first.body.total / 100)}`)
      expect(last.body.next).toBeNull()
      expect(names(last.body).at(-1)).toBe('Zimbabwe')
    })

    it('finds by the start of the English or native name, case and accents aside', async () => {
      expect((await get('/country?q=germ')).body.results).toEqual([{ code: 'DE', name: 'Germany' }])
      expect(names((await get('/country?q=Deutsch')).body)).toEqual(['Germany'])
      expect(names((await get('/country?q=curacao')).body)).toEqual(['Curaçao'])
      expect(names((await get('/country?q=Åland')).body)).toEqual(['Aland Islands'])
      expect(names((await get('/country?q=united%20k')).body)).toEqual(['United Kingdom'])
      // The start, not anywhere: "many" is inside Germany.
      expect((await get('/country?q=many')).body.total).toBe(0)
    })

    it('answers every role in its scope', async () => {
      for (const who of ['employer', 'recruiter'] as const) {
        expect(names((await get('/country?q=switz', who)).body)).toEqual(['Switzerland'])
      }
    })
  })

  describe('listStates', () => {
    it("lists Germany's sixteen states alphabetically", async () => {
      const answer = await get('/state?country=DE&size=100')
      expect(answer.body.total).toBe(16)
      expect(names(answer.body)).toEqual(GERMAN_STATES)
      expect(answer.body.results[1]).toEqual({ code: 'BY', name: 'Bavaria', country_code: 'DE' })
    })

    it('pages and filters by the start of the name', async () => {
      const second = await get('/state?country=DE&size=5&page=2')
      expect(second.body).toMatchObject({ total: 16, next: 3, previous: 1, current_page: 2 })
      expect(names(second.body)).toEqual(GERMAN_STATES.slice(5, 10))
      expect(names((await get('/state?country=DE&q=sax')).body)).toEqual(['Saxony', 'Saxony-Anhalt'])
      expect(names((await get('/state?country=DE&q=baden-wurtt')).body)).toEqual(['Baden-Württemberg'])
    })

    it('refuses an unknown or missing country with a clear message', async () => {
      const unknown = await get('/state?country=XX')
      expect(unknown).toMatchObject({
        status: 400,
        body: {
          detail: [
            { loc: ['query', 'country'], msg: 'There is no country with the code "XX".', type: 'unknown_country' },
          ],
        },
      })
      expect((await get('/state')).status).toBe(400)
      expect((await get('/state?country=de')).status).toBe(400)
    })
  })

  describe('listCities', () => {
    it('lists the cities of a state by the start of the name, accents aside, with stable ids', async () => {
      const answer = await get('/city?country=DE&state=BY&q=munch')
      expect(names(answer.body)).toEqual(['Münchberg', 'Münchsmünster', 'Münchsteinach'])
      const berlin = (await get('/city?country=DE&state=BE&q=berlin')).body.results[0]
      expect(berlin).toEqual({ id: cityId('DE', 'BE', 'Berlin'), name: 'Berlin', state_code: 'BE', country_code: 'DE' })
      expect(berlin.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      // The same city, the same id, however it is reached.
      const again = (await get('/city?country=DE&q=berlin&size=100', 'recruiter')).body.results
      expect(again.find((city: { state_code: string }) => city.state_code === 'BE')?.id).toBe(berlin.id)
    })

    it('lists all cities of a country alphabetically, paged', async () => {
      const first = await get('/city?country=DE&state=BE&size=3')
      expect(names(first.body)).toEqual(['Adlershof', 'Alt-Hohenschönhausen', 'Alt-Treptow'])
      const second = await get('/city?country=DE&state=BE&size=3&page=2')
      expect(second.body).toMatchObject({ total: first.body.total, previous: 1, next: 3 })
      const country = await get('/city?country=DE&q=hambu')
      expect(country.body.results).toContainEqual(
        expect.objectContaining({ name: 'Hamburg', state_code: 'HH', country_code: 'DE' }),
      )
    })

    it('refuses an unknown country or state with a clear message', async () => {
      expect((await get('/city?country=XX')).body).toEqual({
        detail: [
          { loc: ['query', 'country'], msg: 'There is no country with the code "XX".', type: 'unknown_country' },
        ],
      })
      const state = await get('/city?country=DE&state=ZZ')
      expect(state).toMatchObject({
        status: 400,
        body: {
          detail: [{ loc: ['query', 'state'], msg: 'Germany has no state with the code "ZZ".', type: 'unknown_state' }],
        },
      })
    })
  })
}
