import { afterEach, describe, expect, it, vi } from 'vitest'
import { harness } from '../testing/index.ts'
import { itWalksEveryState } from '../testing/model-test.ts'
import {
  NOTIFICATIONS_ACTORS,
  notificationsInput,
  notificationsModel,
  sampleNotifications,
} from './notifications.fixtures.ts'
import {
  NOTIFICATION_POLL_INTERVAL_MS,
  NOTIFICATIONS_POLL_EVENT,
  notificationsMachine,
  type NotificationsInput,
} from './notifications.machine.ts'

const start = (input: NotificationsInput = notificationsInput) =>
  harness(notificationsMachine, NOTIFICATIONS_ACTORS, input)
const fetches = (m: ReturnType<typeof start>) => m.called().filter((n) => n === 'fetchNotifications').length

describe('notificationsMachine (spec 7, 9)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('fetches on load, then every 10 s (real delay, fake timers)', async () => {
    vi.useFakeTimers()
    expect(NOTIFICATION_POLL_INTERVAL_MS).toBe(10_000)
    const m = start({})
    expect(m.state()).toBe('active.fetching')
    m.controls.resolve('fetchNotifications', sampleNotifications)
    await vi.advanceTimersByTimeAsync(0)
    expect(m.state()).toBe('active.waiting')
    expect(m.context()).toMatchObject({ notifications: sampleNotifications, loaded: true })
    await vi.advanceTimersByTimeAsync(9_999)
    expect(fetches(m)).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(m.state()).toBe('active.fetching')
    expect(fetches(m)).toBe(2)
  })

  it('pauses while the tab is hidden and fetches at once when visible again', async () => {
    vi.useFakeTimers()
    const m = start({})
    m.controls.resolve('fetchNotifications', [])
    await vi.advanceTimersByTimeAsync(0)
    m.actor.send({ type: 'VISIBILITY_CHANGED', hidden: true })
    expect(m.state()).toBe('paused')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetches(m)).toBe(1)
    m.actor.send({ type: 'VISIBILITY_CHANGED', hidden: true })
    expect(m.state()).toBe('paused')
    m.actor.send({ type: 'VISIBILITY_CHANGED', hidden: false })
    expect(m.state()).toBe('active.fetching')
    expect(fetches(m)).toBe(2)
  })

  it('a hidden tab at start does not fetch until visible', () => {
    const m = start({ hidden: true })
    expect(m.state()).toBe('paused')
    expect(m.called()).toEqual([])
  })

  it('VISIBILITY_CHANGED { hidden: false } while active changes nothing', async () => {
    const m = start()
    await m.resolve('fetchNotifications', [])
    expect(m.can({ type: 'VISIBILITY_CHANGED', hidden: false })).toBe(false)
  })

  it('a failed poll keeps the list, stores the error and keeps polling', async () => {
    const m = start()
    await m.resolve('fetchNotifications', sampleNotifications)
    await m.send({ type: 'REFRESH' })
    await m.reject('fetchNotifications', { status: 503, message: 'Service unavailable.' })
    expect(m.state()).toBe('active.waiting')
    expect(m.context()).toMatchObject({
      notifications: sampleNotifications,
      error: 'Service unavailable.',
      status: 503,
    })
    await m.send({ type: NOTIFICATIONS_POLL_EVENT } as never)
    await m.resolve('fetchNotifications', [])
    expect(m.context()).toMatchObject({ notifications: [], error: null })
  })

  it('CLEAR empties the list after the server cleared it, then polls on', async () => {
    const m = start()
    await m.resolve('fetchNotifications', sampleNotifications)
    await m.send({ type: 'CLEAR' })
    expect(m.state()).toBe('active.clearing')
    expect(m.can({ type: 'REFRESH' })).toBe(false)
    await m.resolve('clearNotifications')
    expect(m.state()).toBe('active.waiting')
    expect(m.context().notifications).toEqual([])
  })
})

describe('notificationsMachine: model (every reachable state by its shortest path)', () => {
  itWalksEveryState(notificationsMachine, notificationsModel, {
    actors: NOTIFICATIONS_ACTORS,
    input: () => notificationsInput,
    expected: ['active.fetching', 'active.waiting', 'active.clearing', 'paused'],
  })
})
