import { describe, expect, it } from 'vitest'
import {
  conversationName,
  conversationSubject,
  firstUnreadId,
  lastActivity,
  threadMessages,
  type Conversation,
  type Message,
} from './conversation-format.ts'

const person = (userId: string, userType: 'talent' | 'employer' | 'recruiter', fullName: string) => ({
  userId,
  userType,
  fullName,
  imageUrl: null,
})
const tara = person('u-tara', 'talent', 'Tara Talent')
const erin = person('u-erin', 'employer', 'Erin Employer')
const eve = person('u-eve', 'employer', 'Eve Colleague')
const rita = person('u-rita', 'recruiter', 'Rita Recruiter')

const conversation = (participants: Conversation['participants']): Conversation => ({
  id: 'cv-1',
  participants,
  context: { type: 'application', id: 'a-1' },
  lastMessage: null,
  unreadCount: 0,
  createdAt: '2026-03-01T09:00:00Z',
  updatedAt: '2026-03-01T09:00:00Z',
})

const message = (id: string, sender: typeof tara, sentAt: string): Message => ({
  id,
  conversationId: 'cv-1',
  sender,
  body: `body of ${id}`,
  sentAt,
  readAt: null,
})

describe('conversationName', () => {
  const all = conversation([tara, erin, eve, rita])
  it('names the other sides, never the reader’s colleagues', () => {
    expect(conversationName(all, { id: 'u-erin', userType: 'employer' })).toBe('Tara Talent, Rita Recruiter')
    expect(conversationName(all, { id: 'u-tara', userType: 'talent' })).toBe(
      'Erin Employer, Eve Colleague, Rita Recruiter',
    )
    expect(conversationName(all, { id: 'u-rita', userType: 'recruiter' })).toBe(
      'Tara Talent, Erin Employer, Eve Colleague',
    )
  })

  it('says so when nobody else is there yet', () => {
    expect(conversationName(conversation([erin]), { id: 'u-erin', userType: 'employer' })).toBe('Only you so far')
  })
})

describe('lastActivity', () => {
  const now = new Date(2026, 2, 2, 15, 0)
  it('shows the time today and month/day before', () => {
    expect(lastActivity(new Date(2026, 2, 2, 9, 5).toISOString(), now)).toBe('09:05')
    expect(lastActivity(new Date(2026, 1, 27, 9, 5).toISOString(), now)).toBe('02/27')
  })

  it('reads the day and the time in the reader’s zone', () => {
    const late = new Date('2026-03-02T23:30:00Z')
    expect(lastActivity('2026-03-02T23:10:00Z', late, 'UTC')).toBe('23:10')
    expect(lastActivity('2026-03-02T23:10:00Z', late, 'Asia/Tokyo')).toBe('08:10')
    expect(lastActivity('2026-03-02T14:00:00Z', late, 'Asia/Tokyo')).toBe('03/02')
  })
})

describe('threadMessages', () => {
  const reader = { id: 'u-erin', userType: 'employer', firstName: 'Erin', lastName: 'Employer' } as const
  const now = new Date('2026-03-02T12:00:00Z')
  it('puts the listed messages oldest first, then the outbox with its state', () => {
    const listed = [message('m2', erin, '2026-03-02T10:00:00Z'), message('m1', tara, '2026-03-02T09:00:00Z')]
    const outbox = [
      { clientId: 'local-1', text: 'Sent', status: 'sent', id: 'm3', createdAt: '2026-03-02T11:00:00Z' },
      { clientId: 'local-2', text: 'Failed', status: 'failed', id: null, createdAt: null },
    ] as const
    expect(threadMessages(listed, outbox, reader, now)).toEqual([
      expect.objectContaining({ id: 'm1', authorId: 'u-tara', authorName: 'Tara Talent' }),
      expect.objectContaining({ id: 'm2', authorId: 'u-erin' }),
      expect.objectContaining({ id: 'm3', clientId: 'local-1', status: undefined, sentAt: '2026-03-02T11:00:00Z' }),
      expect.objectContaining({
        id: 'local-2',
        clientId: 'local-2',
        authorId: 'u-erin',
        authorName: 'Erin Employer',
        body: 'Failed',
        status: 'failed',
        sentAt: now.toISOString(),
      }),
    ])
  })
})

describe('firstUnreadId', () => {
  // Newest first, as the contract lists them.
  const listed = [
    message('m4', tara, '2026-03-02T12:00:00Z'),
    message('m3', erin, '2026-03-02T11:00:00Z'),
    message('m2', tara, '2026-03-02T10:00:00Z'),
    message('m1', tara, '2026-03-02T09:00:00Z'),
  ]
  it('is the oldest of the unread messages of others', () => {
    expect(firstUnreadId(listed, 1, 'u-erin')).toBe('m4')
    expect(firstUnreadId(listed, 2, 'u-erin')).toBe('m2')
    expect(firstUnreadId(listed, 9, 'u-erin')).toBe('m1')
  })

  it('is none when everything is read', () => {
    expect(firstUnreadId(listed, 0, 'u-erin')).toBeUndefined()
  })
})

describe('conversationSubject', () => {
  it('is the vacancy’s title, or support', () => {
    const about = conversation([tara, erin])
    expect(conversationSubject({ ...about, vacancy: { id: 'v-1', title: 'Platform Engineer' } })).toBe(
      'Platform Engineer',
    )
    expect(conversationSubject({ ...about, context: { type: 'support', id: null }, vacancy: null })).toBe('Support')
  })
})
