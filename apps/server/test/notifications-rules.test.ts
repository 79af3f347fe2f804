import { describe, expect, it } from 'vitest'
import { createdNotices, hireNotices, movedNotices } from '../src/notifications/application-notices.ts'
import { MAIL_KIND_OF_EVENT, MAIL_SETTING, notificationPath } from '../src/notifications/notification-mail.ts'

const facts = { talent: 'Tara Talent', vacancy: 'Fleet engineer', company: 'Northwind Robotics' }
const messageOf = (notice: { message: string } | null) => notice?.message ?? null

describe('application notices', () => {
  it('a recruiter’s move is news for both sides; a side’s own move only for the other', () => {
    const byRecruiter = movedNotices('employer_accepted', 'interview_requested', 'recruiter', facts)
    expect([messageOf(byRecruiter.talent), messageOf(byRecruiter.employers)]).toEqual([
      'Your application for Fleet engineer at Northwind Robotics is now: Interview requested.',
      "Tara Talent's application for Fleet engineer is now: Interview requested.",
    ])
    const byEmployer = movedNotices('employer_accepted', 'interview_requested', 'employer', facts)
    expect(byEmployer.employers).toBeNull()
    const byTalent = movedNotices('offer_made', 'offer_accepted', 'talent', facts)
    expect(byTalent.talent).toBeNull()
    expect(messageOf(byTalent.employers)).toBe("Tara Talent's application for Fleet engineer is now: Offer accepted.")
  })

  it('feedback is due for the company when the decision becomes pending, mailed as feedback', () => {
    const notices = movedNotices('interview_scheduled', 'waiting', 'recruiter', facts)
    expect(notices.employers).toEqual({
      message: 'Leave feedback on Tara Talent for Fleet engineer.',
      mail: 'feedback',
    })
    expect(MAIL_SETTING.feedback).toBe('email_on_meeting')
  })

  it('a match is told to both sides, whoever made it', () => {
    const notices = movedNotices('employer_interested', 'talent_accepted', 'talent', facts)
    expect(messageOf(notices.talent)).toBe('You’re successfully matched!')
    expect(messageOf(notices.employers)).toBe('You are matched with Tara Talent for Fleet engineer.')
  })

  it('a creation is told to the side that did not create it', () => {
    expect(createdNotices('applied', facts).talent).toBeNull()
    expect(createdNotices('employer_interested', facts).employers).toBeNull()
    expect(messageOf(createdNotices('employer_interested', facts).talent)).toBe(
      'Northwind Robotics is interested in you for Fleet engineer.',
    )
  })

  it('a first confirmation asks the other side for theirs', () => {
    expect(hireNotices('talent', false, facts).talent).toBeNull()
    expect(hireNotices('employer', false, facts).employers).toBeNull()
    expect(messageOf(hireNotices('employer', true, facts).talent)).toBe(
      'Your hire as Fleet engineer at Northwind Robotics is confirmed.',
    )
  })
})

describe('notification mails', () => {
  it('meetings mail their invitations instead, account events their own mails', () => {
    expect(MAIL_KIND_OF_EVENT['meeting.created']).toBeNull()
    expect(MAIL_KIND_OF_EVENT['account.password_changed']).toBeNull()
    expect(MAIL_KIND_OF_EVENT['message.sent']).toBe('message')
  })

  it('links each reader to the page of their role', () => {
    const application = { type: 'application' as const, id: 'a-1' }
    const vacancy = { type: 'vacancy' as const, id: 'v-1' }
    expect(notificationPath('application', 'talent', application, vacancy)).toBe('/application/a-1/vacancy')
    expect(notificationPath('application', 'employer', application, vacancy)).toBe('/job-openings/hiring-pipeline/v-1')
    expect(notificationPath('application', 'recruiter', application, vacancy)).toBe('/vacancy/v-1')
    expect(notificationPath('feedback', 'employer', application, vacancy)).toBe(
      '/job-openings/hiring-pipeline/vacancy/v-1/application/a-1/resume',
    )
    expect(notificationPath('message', 'talent', { type: 'conversation', id: 'c-1' }, vacancy)).toBe('/messages/c-1')
  })
})
