import { describe, expect, it } from 'vitest'
import { applicationStatuses, closedStatuses } from '../application-status/application-status.rules.ts'
import {
  changesGroup,
  isStalled,
  movesIntoGroup,
  PIPELINE_LABELS,
  pipelineColumns,
  pipelineGroupOf,
  pipelineGroups,
  pipelineLabel,
  STALLED_AFTER_DAYS,
  timeInStage,
} from './pipeline.groups.ts'

describe('pipeline groups (docs/product.md §4)', () => {
  it('has the four groups in order with the talent and company labels', () => {
    expect(pipelineGroups).toEqual(['matched', 'interested', 'interview', 'decision'])
    expect(pipelineGroups.map((g) => pipelineLabel(g, 'talent'))).toEqual([
      'Prequalified jobs',
      'Matched jobs',
      'Interview',
      'Decision pending',
    ])
    expect(pipelineGroups.map((g) => pipelineLabel(g, 'company'))).toEqual([
      'Prequalified talents',
      'Qualification',
      'Interview',
      'Decision pending',
    ])
    expect(Object.keys(PIPELINE_LABELS)).toEqual(['talent', 'company'])
  })

  it('puts every open status in exactly one group and closed ones in none', () => {
    for (const status of applicationStatuses) {
      const group = pipelineGroupOf(status)
      if ((closedStatuses as readonly string[]).includes(status)) expect(group).toBeNull()
      else expect(group, status).not.toBeNull()
    }
  })

  it.each([
    ['matched', 'matched'],
    ['applied', 'matched'],
    ['talent_interested', 'interested'],
    ['employer_accepted', 'interested'],
    ['interview_scheduled', 'interview'],
    ['waiting', 'decision'],
    ['offer_accepted', 'decision'],
    ['rejected', null],
  ] as const)('%s -> %s', (status, group) => {
    expect(pipelineGroupOf(status)).toBe(group)
  })

  it('sorts applications into labelled columns, leaving closed ones out', () => {
    const apps = [
      { id: 'a', status: 'offer_made' },
      { id: 'b', status: 'matched' },
      { id: 'c', status: 'employer_rejected' },
      { id: 'd', status: 'applied' },
    ] as const
    const columns = pipelineColumns(apps, 'company')
    expect(columns.map((c) => [c.label, c.items.map((i) => i.id)])).toEqual([
      ['Prequalified talents', ['b', 'd']],
      ['Qualification', []],
      ['Interview', []],
      ['Decision pending', ['a']],
    ])
  })

  it('offers, on a drop, the statuses of that column the role may move to', () => {
    expect(movesIntoGroup('applied', 'interested', 'employer')).toEqual(['employer_accepted'])
    expect(movesIntoGroup('applied', 'interested', 'talent')).toEqual([])
    expect(movesIntoGroup('applied', 'interview', 'employer')).toEqual([])
    expect(movesIntoGroup('matched', 'interested', 'recruiter')).toEqual(['talent_interested', 'employer_interested'])
    expect(movesIntoGroup('interview_scheduled', 'decision', 'employer')).toEqual(['waiting'])
    expect(movesIntoGroup('interview_scheduled', 'interview', 'employer')).toEqual(['interview_requested'])
    expect(movesIntoGroup('waiting', 'decision', 'employer')).toEqual(['offer_made'])
    expect(movesIntoGroup('offer_made', 'decision', 'talent')).toEqual(['offer_accepted'])
    expect(movesIntoGroup('offer_made', 'decision', 'talent', { hired: true })).toEqual([])
  })

  it('restarts the time in stage only when the group changes', () => {
    expect(changesGroup('interview_requested', 'interview_scheduled')).toBe(false)
    expect(changesGroup('interview_scheduled', 'waiting')).toBe(true)
    expect(changesGroup('waiting', 'employer_rejected')).toBe(true)
    expect(changesGroup('matched', 'applied')).toBe(false)
  })

  it('calls a card stalled from seven days in its group', () => {
    const now = new Date('2026-03-10T12:00:00Z')
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
    expect(STALLED_AFTER_DAYS).toBe(7)
    expect(isStalled(daysAgo(7), now)).toBe(true)
    expect(isStalled(new Date(daysAgo(7).getTime() + 1), now)).toBe(false)
    expect(isStalled(daysAgo(30).toISOString(), now)).toBe(true)
    expect(isStalled(daysAgo(1), now)).toBe(false)
    expect(isStalled(new Date(Date.now() - 8 * 86_400_000))).toBe(true)
  })

  it('says how long a card has been in its group', () => {
    const now = new Date('2026-03-10T12:00:00Z')
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()
    expect(timeInStage(ago(0), now)).toEqual({ days: 0, label: 'Less than an hour' })
    expect(timeInStage(ago(3_600_000), now)).toEqual({ days: 0, label: '1 hour' })
    expect(timeInStage(ago(5 * 3_600_000), now)).toEqual({ days: 0, label: '5 hours' })
    expect(timeInStage(ago(86_400_000), now)).toEqual({ days: 1, label: '1 day' })
    expect(timeInStage(ago(12.5 * 86_400_000), now)).toEqual({ days: 12, label: '12 days' })
    expect(timeInStage(new Date(now.getTime() + 60_000), now)).toEqual({ days: 0, label: 'Less than an hour' })
    expect(timeInStage(new Date(Date.now() - 2 * 86_400_000)).days).toBe(2)
  })
})
