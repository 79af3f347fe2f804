import { describe, expect, it } from 'vitest'
import { applicationStatuses, closedStatuses } from '../application-status/application-status.rules.ts'
import { PIPELINE_LABELS, pipelineColumns, pipelineGroupOf, pipelineGroups, pipelineLabel } from './pipeline.groups.ts'

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
})
