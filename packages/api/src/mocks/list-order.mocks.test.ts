import { describe, expect, it } from 'vitest'
import { callOperation as call } from '../operations/call-operation.ts'
import { clientAs, refusal, useMockMarketplace } from './mock-clients.ts'

// The back-office lists' order, search and offset bound as the server has them (ADR 0088): the stories meet them.
useMockMarketplace()

const isSorted = (values: string[], direction: 1 | -1) =>
  values.every(
    (value, index) => index === 0 || (direction === 1 ? values[index - 1]! <= value : values[index - 1]! >= value),
  )

describe('back-office lists in the mock marketplace', () => {
  it('sorts vacancies by title and company either way, newest first by default', async () => {
    const recruiter = clientAs('recruiter')
    const titles = (await call(recruiter, 'listVacancies', { query: { sort: 'title', size: 100 } })).results
    expect(
      isSorted(
        titles.map((v) => v.title.toLowerCase()),
        1,
      ),
    ).toBe(true)
    const companies = (await call(recruiter, 'listVacancies', { query: { sort: '-company', size: 100 } })).results
    expect(
      isSorted(
        companies.map((v) => v.company.name.toLowerCase()),
        -1,
      ),
    ).toBe(true)
    const newest = (await call(recruiter, 'listVacancies', { query: { size: 100 } })).results
    expect(
      isSorted(
        newest.map((v) => v.createdAt),
        -1,
      ),
    ).toBe(true)
  })

  it('finds applications by talent name or vacancy title, in the order asked', async () => {
    const recruiter = clientAs('recruiter')
    const all = (await call(recruiter, 'listApplications', { query: { size: 100, sort: 'status' } })).results
    expect(
      isSorted(
        all.map((a) => a.status),
        1,
      ),
    ).toBe(true)
    const someone = all[0]!
    const byName = (await call(recruiter, 'listApplications', { query: { q: someone.talent.fullName, size: 100 } }))
      .results
    expect(byName.map((a) => a.id)).toContain(someone.id)
    expect(
      byName.every(
        (a) => a.talent.fullName === someone.talent.fullName || a.vacancy.title.includes(someone.talent.fullName),
      ),
    ).toBe(true)
    const byTitle = (await call(recruiter, 'listApplications', { query: { q: someone.vacancy.title, size: 100 } }))
      .results
    expect(byTitle.map((a) => a.id)).toContain(someone.id)
  })

  it('sorts talents by name and refuses a page past the first 10,000 rows in words', async () => {
    const recruiter = clientAs('recruiter')
    const names = (await call(recruiter, 'listTalents', { query: { sort: '-name', size: 100 } })).results
    expect(
      isSorted(
        names.map((t) => t.fullName.toLowerCase()),
        -1,
      ),
    ).toBe(true)
    const deep = await refusal(call(recruiter, 'listCompanies', { query: { page: 101, size: 100 } }))
    expect(deep?.status).toBe(400)
    expect(deep?.fieldErrors).toEqual({
      page: ['Pages reach the first 10,000 results: narrow the search or the filters.'],
    })
  })
})
