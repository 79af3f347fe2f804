import type { Notification } from '@hireloop/api'
import { describe, expect, it } from 'vitest'
import { notificationHref } from './notification-links.ts'

const notice = (
  type: Notification['type'],
  context: Notification['metadataField']['context'] = null,
): Notification => ({
  id: 'n-1',
  type,
  createdAt: '2026-11-20T09:30:00Z',
  readAt: null,
  metadataField: { message: 'Something happened.', context },
})

describe('notificationHref', () => {
  it('opens the chat for a message, whatever its context', () => {
    expect(notificationHref(notice('message', { type: 'vacancy', id: 'v-1' }), 'talent')).toBe('/messages')
  })

  it('opens a vacancy where the reader’s role sees it', () => {
    const vacancy = notice('app', { type: 'vacancy', id: 'v-1' })
    expect(notificationHref(vacancy, 'employer')).toBe('/job-openings/hiring-pipeline/v-1')
    expect(notificationHref(vacancy, 'talent')).toBe('/application')
    expect(notificationHref(vacancy, 'recruiter')).toBe('/vacancy/v-1')
  })

  it('opens a resume and a company, or nothing where the role has no page for it', () => {
    const resume = notice('app', { type: 'resume', id: 'r/1' })
    expect(notificationHref(resume, 'talent')).toBe('/my-resume')
    expect(notificationHref(resume, 'recruiter')).toBe('/resume/r%2F1')
    const company = notice('app', { type: 'company', id: 'c-1' })
    expect(notificationHref(company, 'employer')).toBe('/company-settings')
    expect(notificationHref(company, 'talent')).toBeNull()
    expect(notificationHref(notice('app'), 'employer')).toBeNull()
  })
})
