import { describe, expect, it } from 'vitest'
import { applicationOf } from '../../testing/applications.ts'
import { jobsByTab, movedJob, selectedTab } from './jobs-tabs.ts'

const at = new Date('2026-03-02T12:00:00Z')

describe('jobsByTab', () => {
  it('puts each job under its group and the withdrawn, declined and rejected ones under Closed', () => {
    const byTab = jobsByTab([
      applicationOf({ id: 'applied', status: 'applied' }),
      applicationOf({ id: 'offer', status: 'offer_made' }),
      applicationOf({ id: 'withdrawn', status: 'talent_rejected' }),
      applicationOf({ id: 'declined', status: 'employer_rejected' }),
      applicationOf({ id: 'matched', status: 'matched' }),
    ])
    expect(Object.fromEntries(Object.entries(byTab).map(([tab, jobs]) => [tab, jobs.map((j) => j.id)]))).toEqual({
      matched: ['applied', 'matched'],
      interested: [],
      interview: [],
      decision: ['offer'],
      closed: ['withdrawn', 'declined'],
    })
  })
})

describe('selectedTab', () => {
  const byTab = jobsByTab([applicationOf({ status: 'waiting' }), applicationOf({ status: 'rejected' })])

  it('shows the tab the URL names, even an empty one', () => {
    expect(selectedTab('interview', byTab)).toBe('interview')
    expect(selectedTab('closed', byTab)).toBe('closed')
  })

  it('falls back to the first tab that has jobs when the URL names none or nonsense', () => {
    expect(selectedTab(null, byTab)).toBe('decision')
    expect(selectedTab('hired', byTab)).toBe('decision')
  })

  it('prefers an open group to Closed, and the first group when there are no jobs', () => {
    expect(selectedTab(null, jobsByTab([applicationOf({ status: 'rejected' })]))).toBe('closed')
    expect(selectedTab(null, jobsByTab([]))).toBe('matched')
  })
})

describe('movedJob', () => {
  const job = applicationOf({ status: 'employer_interested', hiringPipelineGroup: 'interested' })

  it('starts the time in stage again when the job changes group', () => {
    expect(movedJob(job, 'talent_rejected', at)).toMatchObject({
      status: 'talent_rejected',
      hiringPipelineGroup: null,
      stageEnteredAt: at.toISOString(),
    })
  })

  it('keeps the time in stage for a move inside the group', () => {
    expect(movedJob(job, 'talent_accepted', at)).toMatchObject({
      status: 'talent_accepted',
      hiringPipelineGroup: 'interested',
      stageEnteredAt: job.stageEnteredAt,
    })
  })
})
