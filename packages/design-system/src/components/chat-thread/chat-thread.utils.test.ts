import { describe, expect, it } from 'vitest'
import { characterCount, counterText, isAtEnd, threadEntries } from './chat-thread.utils.ts'

const messages = [
  { id: 'm1', authorId: 'u1', authorName: 'Ada', body: 'Hi', sentAt: '2024-03-10T09:00:00Z' },
  { id: 'm2', authorId: 'u1', authorName: 'Ada', body: 'Are you free?', sentAt: '2024-03-10T09:01:00Z' },
  { id: 'm3', authorId: 'me', authorName: 'Me', body: 'Yes', sentAt: '2024-03-11T08:00:00Z' },
  { id: 'm4', authorId: 'u1', authorName: 'Ada', body: 'Great', sentAt: '2024-03-12T10:30:00Z' },
]
const options = { currentUserId: 'me', timeZone: 'UTC', now: new Date('2024-03-12T12:00:00Z') }

describe('threadEntries', () => {
  it('separates days, naming yesterday and today', () => {
    const dates = threadEntries(messages, options).filter((e) => e.type === 'date')
    // ICU versions differ on the comma after the weekday.
    expect(dates.map((e) => e.type === 'date' && e.label)).toEqual([
      expect.stringMatching(/^Sunday,? 10 March 2024$/),
      'Yesterday',
      'Today',
    ])
  })

  it('marks own messages, groups runs by author and formats the time', () => {
    const entries = threadEntries(messages, options).filter((e) => e.type === 'message')
    expect(entries.map((e) => e.type === 'message' && [e.message.id, e.own, e.firstOfGroup, e.time])).toEqual([
      ['m1', false, true, '09:00'],
      ['m2', false, false, '09:01'],
      ['m3', true, true, '08:00'],
      ['m4', false, true, '10:30'],
    ])
  })

  it('puts the unread divider before the first unread message and starts a new group there', () => {
    const entries = threadEntries(messages, { ...options, firstUnreadId: 'm2' })
    const index = entries.findIndex((e) => e.type === 'unread')
    expect(entries[index + 1]).toMatchObject({ type: 'message', key: 'm2', firstOfGroup: true })
  })
})

describe('composer and scroll helpers', () => {
  it('counts code points, as the server does', () => {
    expect(characterCount('héllo')).toBe(5)
    expect(characterCount('👋🏽 hi')).toBe(5)
  })

  it('says nothing far from the limit, then what is left, then how many too many', () => {
    expect(counterText(4499, 5000, 500)).toBeNull()
    expect(counterText(4500, 5000, 500)).toBe('500 characters left')
    expect(counterText(4999, 5000, 500)).toBe('1 character left')
    expect(counterText(5000, 5000, 500)).toBe('0 characters left')
    expect(counterText(5001, 5000, 500)).toBe('1 character too many')
    expect(counterText(6234, 5000, 500)).toBe('1,234 characters too many')
  })

  it('is at the end when the last line shows, give or take a little', () => {
    expect(isAtEnd({ scrollTop: 600, scrollHeight: 1000, clientHeight: 400 })).toBe(true)
    expect(isAtEnd({ scrollTop: 580, scrollHeight: 1000, clientHeight: 400 })).toBe(true)
    expect(isAtEnd({ scrollTop: 500, scrollHeight: 1000, clientHeight: 400 })).toBe(false)
  })
})
