import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  allowedTransitions,
  APPLICATION_STATUS_LABELS,
  creationStatus,
  HIRED_REFUSAL,
  statusActionLabel,
  STATUS_ACTION_LABELS,
  transitionRefusal,
  applicationActors,
  applicationStatuses,
  canConfirmHire,
  canTransition,
  closedStatuses,
  initialStatuses,
  isApplicationStatus,
  statusTableMarkdown,
  statusTransitions,
  transitionMessage,
} from './application-status.rules.ts'

describe('application status rules', () => {
  it('knows the 14 statuses of docs/product.md §4', () => {
    expect([...applicationStatuses].sort()).toEqual(
      [
        'applied',
        'matched',
        'talent_interested',
        'employer_interested',
        'interview_requested',
        'interview_scheduled',
        'waiting',
        'offer_made',
        'offer_accepted',
        'rejected',
        'talent_accepted',
        'talent_rejected',
        'employer_accepted',
        'employer_rejected',
      ].sort(),
    )
    expect(isApplicationStatus('waiting')).toBe(true)
    expect(isApplicationStatus('hired')).toBe(false)
  })

  it('has one row per (from, to), nothing into the initial statuses, nothing out of closed ones', () => {
    const keys = statusTransitions.map((t) => `${t.from}>${t.to}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const t of statusTransitions) {
      expect(initialStatuses as readonly string[]).not.toContain(t.to)
      expect(closedStatuses as readonly string[]).not.toContain(t.from)
      expect(t.from).not.toBe(t.to)
      expect(t.by.length).toBeGreaterThan(0)
    }
  })

  it('every status can be reached from an initial status', () => {
    const reached = new Set<string>(initialStatuses)
    for (let grew = true; grew;) {
      grew = false
      for (const t of statusTransitions) {
        if (reached.has(t.from) && !reached.has(t.to)) grew = reached.add(t.to).size > 0
      }
    }
    expect([...reached].sort()).toEqual([...applicationStatuses].sort())
  })

  it('lets each side close its own part only', () => {
    expect(canTransition('waiting', 'talent_rejected', 'talent')).toBe(true)
    expect(canTransition('waiting', 'talent_rejected', 'employer')).toBe(false)
    expect(canTransition('waiting', 'employer_rejected', 'employer')).toBe(true)
    expect(canTransition('waiting', 'rejected', 'recruiter')).toBe(true)
    expect(canTransition('waiting', 'rejected', 'employer')).toBe(false)
  })

  it('only the talent accepts an offer; recruiters act for the employer side', () => {
    expect(canTransition('offer_made', 'offer_accepted', 'talent')).toBe(true)
    expect(canTransition('offer_made', 'offer_accepted', 'employer')).toBe(false)
    expect(canTransition('offer_made', 'offer_accepted', 'recruiter')).toBe(false)
    expect(canTransition('waiting', 'offer_made', 'recruiter')).toBe(true)
    expect(canTransition('matched', 'offer_made', 'recruiter')).toBe(false)
  })

  it('mutual interest says "You’re successfully matched!", other moves "Status updated"', () => {
    expect(transitionMessage('talent_interested', 'employer_accepted')).toBe('You’re successfully matched!')
    expect(transitionMessage('employer_interested', 'talent_accepted')).toBe('You’re successfully matched!')
    expect(transitionMessage('applied', 'employer_accepted')).toBe('You’re successfully matched!')
    expect(transitionMessage('waiting', 'offer_made')).toBe('Status updated')
    expect(transitionMessage('waiting', 'matched')).toBeUndefined()
  })

  it('lists the allowed moves per actor', () => {
    expect(allowedTransitions('matched', 'talent')).toEqual(['talent_interested', 'talent_rejected'])
    expect(allowedTransitions('matched', 'employer')).toEqual(['employer_interested', 'employer_rejected'])
    expect(allowedTransitions('matched', 'recruiter')).toEqual(['talent_interested', 'employer_interested', 'rejected'])
    expect(allowedTransitions('offer_accepted', 'recruiter')).toEqual(['rejected'])
    expect(allowedTransitions('offer_accepted', 'recruiter', { hired: true })).toEqual([])
    expect(canTransition('offer_accepted', 'rejected', 'recruiter', { hired: true })).toBe(false)
    for (const status of closedStatuses) {
      for (const actor of applicationActors) expect(allowedTransitions(status, actor)).toEqual([])
    }
  })

  it('opens hire confirmation to both sides once the offer is accepted', () => {
    expect(canConfirmHire('offer_accepted', 'talent')).toBe(true)
    expect(canConfirmHire('offer_accepted', 'employer')).toBe(true)
    expect(canConfirmHire('offer_accepted', 'recruiter')).toBe(false)
    expect(canConfirmHire('offer_made', 'talent')).toBe(false)
  })

  it('the docs page shows the table as it is in code, whole', () => {
    const page = readFileSync(new URL('./application-status.md', import.meta.url), 'utf8').split('\n')
    const start = page.findIndex((line) => /^\| from +\| to /.test(line))
    const end = page.findIndex((line, i) => i > start && !line.startsWith('|'))
    const normalise = (lines: string[]) => lines.map((line) => line.replace(/ +/g, ' ').replace(/-+/g, '-'))
    expect(start).toBeGreaterThan(0)
    expect(normalise(statusTableMarkdown().split('\n'))).toEqual(normalise(page.slice(start, end)))
  })

  it('names every status for people', () => {
    expect(Object.keys(APPLICATION_STATUS_LABELS)).toEqual([...applicationStatuses])
    expect(APPLICATION_STATUS_LABELS.waiting).toBe('Waiting for decision')
    expect(APPLICATION_STATUS_LABELS.talent_rejected).toBe('Withdrawn by talent')
    expect(APPLICATION_STATUS_LABELS.employer_rejected).toBe('Declined by company')
    expect(new Set(Object.values(APPLICATION_STATUS_LABELS)).size).toBe(applicationStatuses.length)
  })

  it('has button words for exactly the moves of the table, per role', () => {
    for (const to of applicationStatuses) {
      for (const actor of applicationActors) {
        const allowed = statusTransitions.some((t) => t.to === to && t.by.includes(actor))
        expect(statusActionLabel(to, actor) !== undefined, `${actor} -> ${to}`).toBe(allowed)
      }
    }
    expect(statusActionLabel('talent_interested', 'talent')).toBe('I’m interested')
    expect(statusActionLabel('offer_accepted', 'talent')).toBe('Accept offer')
    expect(statusActionLabel('offer_made', 'employer')).toBe('Make an offer')
    expect(statusActionLabel('talent_rejected', 'talent')).toBe('Withdraw')
    expect(statusActionLabel('employer_rejected', 'employer')).toBe('Decline')
    expect(statusActionLabel('rejected', 'recruiter')).toBe('Reject')
    expect(STATUS_ACTION_LABELS.matched).toEqual({})
  })

  it('refuses exactly what canTransition refuses, with a sentence', () => {
    for (const from of applicationStatuses) {
      for (const to of applicationStatuses) {
        for (const actor of applicationActors) {
          const refusal = transitionRefusal(from, to, actor)
          expect(refusal === null, `${actor}: ${from} -> ${to}`).toBe(canTransition(from, to, actor))
          if (refusal) expect(refusal).toMatch(/^[A-Z].*\.$/)
        }
      }
    }
  })

  it.each([
    ['offer_made', 'offer_accepted', 'employer', 'Only the talent can accept an offer.'],
    ['applied', 'offer_made', 'employer', 'An application in Applied cannot move to Offer made.'],
    ['matched', 'talent_interested', 'employer', 'Only the talent or a recruiter can say the talent is interested.'],
    ['applied', 'employer_accepted', 'talent', 'Only the company or a recruiter can accept the talent.'],
    ['waiting', 'rejected', 'employer', 'Only a recruiter can reject the application.'],
    ['waiting', 'talent_rejected', 'recruiter', 'Only the talent can withdraw the application.'],
    ['waiting', 'waiting', 'employer', 'The application is already in Waiting for decision.'],
    [
      'talent_rejected',
      'matched',
      'recruiter',
      'This application is closed (Withdrawn by talent): it does not move any more.',
    ],
    ['interview_requested', 'applied', 'recruiter', 'An application in Interview requested cannot move to Applied.'],
  ] as const)('%s -> %s by %s: "%s"', (from, to, actor, message) => {
    expect(transitionRefusal(from, to, actor)).toBe(message)
  })

  it('refuses every move once the hire is confirmed', () => {
    expect(transitionRefusal('offer_accepted', 'rejected', 'recruiter')).toBeNull()
    expect(transitionRefusal('offer_accepted', 'rejected', 'recruiter', { hired: true })).toBe(HIRED_REFUSAL)
    expect(transitionRefusal('offer_accepted', 'rejected', 'recruiter', { hired: false })).toBeNull()
  })

  it('creates an application in the status of the caller’s side', () => {
    expect(creationStatus('talent')).toBe('applied')
    expect(creationStatus('talent', { talentInterested: true })).toBe('applied')
    expect(creationStatus('employer')).toBe('employer_interested')
    expect(creationStatus('recruiter')).toBe('matched')
    expect(creationStatus('recruiter', { talentInterested: false })).toBe('matched')
    expect(creationStatus('recruiter', { talentInterested: true })).toBe('talent_interested')
    for (const actor of applicationActors) {
      const status = creationStatus(actor)
      expect(
        statusTransitions.some((t) => t.from === status),
        status,
      ).toBe(true)
    }
  })
})
