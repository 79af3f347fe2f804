import { describe, expect, it } from 'vitest'
import { callOperation as call } from '../operations/call-operation.ts'
import { db, userByEmail } from './db.ts'
import { clientAs, refusal, useMockMarketplace } from './mock-clients.ts'
import { INVITE_MESSAGES } from './resources/invites.ts'

// Invites in the mock marketplace keep the server's rules (ADR 0085): admins only, talents never invited, the link
// signs the person up in the invite's role, once.
useMockMarketplace()

describe('invites', () => {
  it('seeds one invite per status, and pending=true keeps the pending ones', async () => {
    const all = await call(clientAs('admin'), 'listInvites', { query: { size: 100 } })
    expect(new Set(all.results.map((i) => i.status))).toEqual(new Set(['pending', 'expired', 'accepted']))
    const pending = await call(clientAs('admin'), 'listInvites', { query: { pending: true, size: 100 } })
    expect(pending.results.length).toBeGreaterThan(0)
    expect(pending.results.every((i) => i.status === 'pending')).toBe(true)
  })

  it('refuses a recruiter who is not an admin, and a talent invite with its sentence', async () => {
    const body = { email: 'x@invited.test', role: 'recruiter' as const, level: 'sourcer' as const }
    expect((await refusal(call(clientAs('recruiter'), 'createInvite', { body })))?.status).toBe(403)
    const talent = await refusal(
      call(clientAs('admin'), 'createInvite', { body: { email: 'x@invited.test', role: 'talent' } }),
    )
    expect(talent?.status).toBe(400)
    expect(JSON.stringify(talent)).toContain(INVITE_MESSAGES.talentsSignUp)
  })

  it('signs an invited employer up into the invite company, active at once; the link works once', async () => {
    const company = db.companies[1]!
    const invite = await call(clientAs('admin'), 'createInvite', {
      body: { email: 'Nia@Invited.test', role: 'employer', companyId: company.id },
    })
    expect(invite).toMatchObject({ email: 'nia@invited.test', companyName: company.name, status: 'pending' })
    const visitor = clientAs(null)
    const page = await call(visitor, 'getInviteSignUp', { path: { value: invite.value } })
    expect(page).toMatchObject({ role: 'employer', companyName: company.name, status: 'pending' })
    const body = { firstName: 'Nia', lastName: 'Novak', password: 'Hireloop#2026' }
    await call(visitor, 'acceptInvite', { path: { value: invite.value }, body })
    expect(userByEmail('nia@invited.test')).toMatchObject({
      user_type: 'employer',
      company_id: company.id,
      is_active: true,
    })
    const again = await refusal(call(visitor, 'acceptInvite', { path: { value: invite.value }, body }))
    expect(again).toMatchObject({ status: 409 })
  })

  it('answers 410 for an expired invite until it is resent, and 404 once deleted', async () => {
    const expired = db.invites.find((i) => i.status === 'expired')!
    const visitor = clientAs(null)
    const body = { firstName: 'Late', lastName: 'Reader', password: 'Hireloop#2026' }
    const late = await refusal(call(visitor, 'acceptInvite', { path: { value: expired.value }, body }))
    expect(late?.status).toBe(410)
    const resent = await call(clientAs('admin'), 'resendInvite', { path: { id: expired.value } })
    expect(resent.status).toBe('pending')
    await call(clientAs('admin'), 'deleteInvite', { path: { id: expired.value } })
    const gone = await refusal(call(visitor, 'getInviteSignUp', { path: { value: expired.value } }))
    expect(gone?.status).toBe(404)
  })
})
