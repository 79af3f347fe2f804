import { INSIGHTS_PERIOD_REVERSED, INSIGHTS_PERIOD_TOO_LONG } from '@hireloop/flows/rules'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../client/create-api-client.ts'
import { callOperation as call } from '../operations/call-operation.ts'
import { db, demoEmails } from './db.ts'
import { clientAs, refusal, useMockMarketplace } from './mock-clients.ts'

// The Insights dashboard in the mock marketplace (ADR 0089): the server's shape over the fixture data, the period
// rules of @hireloop/flows, recruiters only.
useMockMarketplace()

describe('insights', () => {
  it('computes the default period (the last 90 days before the fixtures’ today) from the fixture applications', async () => {
    const insights = await call(clientAs('recruiter'), 'getInsights', {})
    expect(insights).toMatchObject({ from: '2025-12-03', to: '2026-03-02', companyId: null })
    expect(insights.totals.applications).toBeGreaterThan(0)
    expect(insights.totals.hires).toBeGreaterThan(0)
    expect(insights.funnel.map((step) => step.step)).toEqual([
      'matched',
      'interested',
      'interview',
      'decision',
      'hired',
    ])
    expect(insights.funnel[0]!.reached).toBe(insights.totals.applications)
    const weekly = insights.weekly.reduce((sum, week) => sum + week.applications, 0)
    expect(weekly).toBe(insights.totals.applications)
    expect(insights.timeToHire.medianDays).not.toBeNull()
    expect(insights.vacancies.length).toBeLessThanOrEqual(10)
  })

  it('limits the figures to one company', async () => {
    const company = db.companies[0]!
    const insights = await call(clientAs('admin'), 'getInsights', { query: { companyId: company.id } })
    expect(insights.companies.map((c) => c.companyId)).toEqual([company.id])
  })

  it('answers zeros for a period without data', async () => {
    const insights = await call(clientAs('recruiter'), 'getInsights', {
      query: { from: '2020-01-01', to: '2020-01-31' },
    })
    expect(insights.totals).toEqual({ applications: 0, hires: 0 })
    expect(insights.timeToHire).toEqual({ hires: 0, medianDays: null, p75Days: null })
    expect(insights.weekly).toHaveLength(5)
  })

  it('refuses bad periods with the server’s sentences, and talents and employers', async () => {
    const reversed = await refusal(
      call(clientAs('recruiter'), 'getInsights', { query: { from: '2026-03-02', to: '2026-03-01' } }),
    )
    expect(reversed?.status).toBe(400)
    expect(JSON.stringify(reversed)).toContain(INSIGHTS_PERIOD_REVERSED)
    const long = await refusal(
      call(clientAs('recruiter'), 'getInsights', { query: { from: '2024-01-01', to: '2025-01-01' } }),
    )
    expect(JSON.stringify(long)).toContain(INSIGHTS_PERIOD_TOO_LONG)
    for (const login of ['talentPublished', 'employer'] as const) {
      // Their token under the recruiters' prefix, as a hand-made request would send it.
      const underAdmin = createApiClient({
        baseUrl: 'http://localhost',
        getAccessToken: () => `mock:${demoEmails[login]}`,
        getScope: () => ({ role: 'recruiter' }),
      })
      await expect(call(underAdmin, 'getInsights', {})).rejects.toMatchObject({
        status: 403,
        message: 'You cannot access this resource.',
      })
    }
  })
})
