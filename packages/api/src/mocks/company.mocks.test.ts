import { describe, expect, it } from 'vitest'
import { callOperation as call } from '../operations/call-operation.ts'
import { db, demoEmails, userByEmail } from './db.ts'
import { clientAs, refusal, useMockMarketplace } from './mock-clients.ts'

// The company's side of issue 12 in the mock marketplace: the rules the server keeps (ADR 0063, 0066, 0069).
useMockMarketplace()

describe('inviting a colleague', () => {
  it('creates an inactive employer of the caller company, who chooses a password on activation', async () => {
    const invited = await call(clientAs('employer'), 'createEmployer', {
      body: { firstName: 'Mia', lastName: 'Moreau', email: 'mia@acme-robotics.test' },
    })
    expect(invited).toMatchObject({ isActive: false, companyId: userByEmail(demoEmails.employer)!.company_id })
    const visitor = clientAs(null)
    const token = userByEmail('mia@acme-robotics.test')!.activation_token
    const asked = await refusal(call(visitor, 'activateEmployer', { path: { id: invited.id }, body: { token } }))
    expect(asked).toMatchObject({
      status: 400,
      fieldErrors: { password: ['Choose a password to activate your account.'] },
    })
    const short = await refusal(
      call(visitor, 'activateEmployer', { path: { id: invited.id }, body: { token, password: 'short' } }),
    )
    expect(short?.status).toBe(400)
    expect(userByEmail('mia@acme-robotics.test')!.is_active).toBe(false)
    await call(visitor, 'activateEmployer', { path: { id: invited.id }, body: { token, password: 'Choose#2026' } })
    expect(userByEmail('mia@acme-robotics.test')).toMatchObject({ is_active: true, password: 'Choose#2026' })
  })

  it('refuses a password for an account that has one, and a wrong token before asking for a password', async () => {
    const visitor = clientAs(null)
    const jonas = userByEmail('jonas.weber@acme-robotics.test')!
    const wrong = await refusal(call(visitor, 'activateEmployer', { path: { id: jonas.id }, body: { token: 'x' } }))
    expect(wrong?.fieldErrors).toEqual({ token: ['This link is invalid or has expired.'] })
    const priya = userByEmail('priya.patel@acme-robotics.test')!
    const extra = await refusal(
      call(visitor, 'activateEmployer', {
        path: { id: priya.id },
        body: { token: priya.activation_token, password: 'Another#2026' },
      }),
    )
    expect(extra?.status).toBe(400)
    expect(priya.password).toBe('Hireloop#2026')
  })
})

describe('removing employers', () => {
  it('keeps the last active employer of a company', async () => {
    const client = clientAs('employer')
    const erin = userByEmail(demoEmails.employer)!
    const priya = userByEmail('priya.patel@acme-robotics.test')!
    await call(client, 'deleteEmployer', { path: { id: priya.id } })
    const last = await refusal(call(client, 'deleteEmployer', { path: { id: erin.id } }))
    expect(last).toMatchObject({ status: 409 })
    expect(last?.message).toMatch(/last active employer/)
    expect(db.users).toContain(erin)
  })

  it("does not find another company's employer", async () => {
    const other = db.users.find(
      (u) => u.user_type === 'employer' && u.company_id !== userByEmail(demoEmails.employer)!.company_id,
    )!
    const refused = await refusal(call(clientAs('employer'), 'deleteEmployer', { path: { id: other.id } }))
    expect(refused?.status).toBe(404)
    expect(db.users).toContain(other)
  })
})

describe('billing info', () => {
  it('answers 404 with a sentence before there is any, and checks the tax id against the country', async () => {
    const client = clientAs('employerNew')
    const missing = await refusal(call(client, 'getBillingInfo', {}))
    expect(missing).toMatchObject({ status: 404, message: 'No billing information yet.' })
    const body = {
      legalName: 'Northwind Labs Ltd',
      email: 'billing@northwind.test',
      taxId: 'DE123',
      address: { street: '1 High St', postalCode: 'N1 9GU', city: 'London', country: 'GB' },
      currency: 'GBP',
    }
    const refused = await refusal(call(client, 'createBillingInfo', { body }))
    expect(refused?.fieldErrors.taxId?.[0]).toMatch(/^This is not a VAT number of United Kingdom\. Use GB/)
    await call(client, 'createBillingInfo', { body: { ...body, taxId: 'GB123456789' } })
    expect(await call(client, 'getBillingInfo', {})).toMatchObject({ taxId: 'GB123456789', currency: 'GBP' })
  })
})

describe('company onboarding', () => {
  it('marks the steps the company data completes (the seeded checklist of the new company)', async () => {
    const client = clientAs('employerNew')
    const steps = async () =>
      Object.fromEntries((await call(client, 'listOnboardingStates', {})).results[0]!.steps.map((s) => [s.key, s.done]))
    expect(await steps()).toEqual({ company: false, vacancy: false, team: false, billing: false })
    const company = userByEmail(demoEmails.employerNew)!.company_id!
    await call(client, 'getCompany', { path: { id: company } })
    await call(client, 'updateCompany', {
      path: { id: company },
      body: { name: 'Northwind Labs', websiteUrl: 'https://northwind.test', type: 'startup' },
    })
    await call(client, 'createEmployer', {
      body: { firstName: 'Ola', lastName: 'Nordmann', email: 'ola@northwind.test' },
    })
    expect(await steps()).toEqual({ company: true, vacancy: false, team: true, billing: false })
  })
})

describe('company information', () => {
  it('keeps omitted fields and clears null ones', async () => {
    const client = clientAs('employer')
    const id = userByEmail(demoEmails.employer)!.company_id!
    await call(client, 'getCompany', { path: { id } })
    const saved = await call(client, 'updateCompany', {
      path: { id },
      body: {
        name: 'Acme Robotics',
        websiteUrl: 'https://acme.test',
        size: '51-200',
        description: 'Robots.',
        location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
      },
    })
    expect(saved).toMatchObject({ type: 'scaleup', size: '51-200', location: { country: 'DE', city: 'Berlin' } })
    const cleared = await call(client, 'updateCompany', {
      path: { id },
      body: { name: 'Acme Robotics', websiteUrl: 'https://acme.test', location: null, description: null },
    })
    expect(cleared).toMatchObject({ size: '51-200', location: null, description: null })
  })
})
