import { describe, expect, it } from 'vitest'
import { dropOffer, movedApplication, moveOptions } from './hiring-pipeline-moves.ts'

describe('dropOffer', () => {
  it('moves when the column holds one status the company may reach', () => {
    expect(dropOffer({ status: 'employer_accepted', hired: false }, 'interview')).toEqual({
      kind: 'move',
      to: 'interview_requested',
    })
    expect(dropOffer({ status: 'applied', hired: false }, 'interested')).toEqual({
      kind: 'move',
      to: 'employer_accepted',
    })
    // Each column offers a company one status from anywhere today (the talent's moves are theirs), so a drop moves.
    expect(dropOffer({ status: 'interview_scheduled', hired: false }, 'decision')).toEqual({
      kind: 'move',
      to: 'waiting',
    })
    expect(dropOffer({ status: 'waiting', hired: false }, 'interview')).toEqual({
      kind: 'move',
      to: 'interview_requested',
    })
    expect(dropOffer({ status: 'matched', hired: false }, 'interested')).toEqual({
      kind: 'move',
      to: 'employer_interested',
    })
  })

  it('refuses a jump the table does not have, with its sentence', () => {
    expect(dropOffer({ status: 'applied', hired: false }, 'interview')).toEqual({
      kind: 'refused',
      message: 'An application in Applied cannot move to Interview requested.',
    })
    expect(dropOffer({ status: 'talent_accepted', hired: false }, 'decision')).toEqual({
      kind: 'refused',
      message: 'An application in Talent accepted cannot move to Waiting for decision.',
    })
  })

  it('refuses another side’s move by naming who may make it', () => {
    expect(dropOffer({ status: 'offer_made', hired: false }, 'decision')).toEqual({
      kind: 'refused',
      message: 'Only the talent can accept an offer.',
    })
  })

  it('refuses every move of a confirmed hire', () => {
    expect(dropOffer({ status: 'offer_accepted', hired: true }, 'interview')).toEqual({
      kind: 'refused',
      message: 'This hire is confirmed: the application does not move any more.',
    })
  })
})

describe('moveOptions', () => {
  it('lists the company’s moves in its words, Decline closing', () => {
    expect(moveOptions({ status: 'waiting', hired: false })).toEqual([
      { to: 'offer_made', label: 'Make an offer', statusLabel: 'Offer made', closes: false },
      { to: 'interview_requested', label: 'Request interview', statusLabel: 'Interview requested', closes: false },
      { to: 'employer_rejected', label: 'Decline', statusLabel: 'Declined by company', closes: true },
    ])
  })

  it('keeps only the statuses asked for, and offers nothing once hired', () => {
    expect(moveOptions({ status: 'waiting', hired: false }, ['offer_made']).map((o) => o.to)).toEqual(['offer_made'])
    expect(moveOptions({ status: 'offer_accepted', hired: true })).toEqual([])
    expect(moveOptions({ status: 'offer_made', hired: false }).map((o) => o.to)).toEqual(['employer_rejected'])
  })
})

describe('movedApplication', () => {
  const now = new Date('2026-03-10T12:00:00Z')
  const base = {
    id: 'a-1',
    status: 'interview_requested' as const,
    hired: false,
    hiringPipelineGroup: 'interview' as const,
    stageEnteredAt: '2026-03-01T09:00:00.000Z',
  }

  it('restarts the time in stage when the group changes', () => {
    expect(movedApplication(base, 'employer_rejected', now)).toEqual({
      ...base,
      status: 'employer_rejected',
      hiringPipelineGroup: null,
      stageEnteredAt: '2026-03-10T12:00:00.000Z',
    })
  })

  it('keeps it for a move inside the group', () => {
    expect(movedApplication(base, 'interview_scheduled', now)).toEqual({
      ...base,
      status: 'interview_scheduled',
      hiringPipelineGroup: 'interview',
      stageEnteredAt: '2026-03-01T09:00:00.000Z',
    })
  })
})
