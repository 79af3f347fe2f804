import { describe, expect, it } from 'vitest'
import { harness } from '../testing/index.ts'
import { itDeclaresItsEffects, itWalksEveryState } from '../testing/model-test.ts'
import { CONVERSATION_ACTORS, conversationInput, conversationModel } from './conversation.fixtures.ts'
import { conversationMachine, outgoingToShow } from './conversation.machine.ts'

const start = () => harness(conversationMachine, CONVERSATION_ACTORS, conversationInput)
const statuses = (m: ReturnType<typeof start>) => m.context().outbox.map((x) => x.status)
const sendCall = (clientId: string, text: string) => ({
  name: 'sendMessage',
  input: { conversationId: 'cv-1', clientId, text },
})
const offline = new TypeError('Failed to fetch')

describe('conversationMachine: effects (ADR 0040)', () => {
  itDeclaresItsEffects(conversationMachine, {
    name: 'conversationMachine',
    id: 'conversation',
    effects: CONVERSATION_ACTORS,
  })
})

describe('conversationMachine (the outbox of a thread)', () => {
  it('starts idle with an empty outbox', () => {
    const m = start()
    expect(m.state()).toBe('idle')
    expect(m.context()).toEqual({ conversationId: 'cv-1', outbox: [], nextClientId: 1, error: null, status: null })
  })

  it('SEND shows the message at once as pending (trimmed), then sent with its server id and time', async () => {
    const m = start()
    await m.send({ type: 'SEND', text: '  Tomorrow at 10?  ' })
    expect(m.state()).toBe('sending')
    expect(m.context().outbox).toEqual([
      { clientId: 'local-1', text: 'Tomorrow at 10?', status: 'pending', id: null, createdAt: null },
    ])
    expect(m.controls.pending()).toEqual([sendCall('local-1', 'Tomorrow at 10?')])
    await m.resolve('sendMessage', { id: 'msg-3', createdAt: '2026-03-01T10:06:00Z' })
    expect(m.state()).toBe('idle')
    expect(m.context().outbox).toEqual([
      { clientId: 'local-1', text: 'Tomorrow at 10?', status: 'sent', id: 'msg-3', createdAt: '2026-03-01T10:06:00Z' },
    ])
    expect(m.can({ type: 'RETRY_SEND' })).toBe(false)
    expect(m.can({ type: 'RETRY_SEND', clientId: 'local-1' })).toBe(false)
  })

  it('blank messages are not sent, while idle or sending', async () => {
    const m = start()
    expect(m.can({ type: 'SEND', text: '   ' })).toBe(false)
    await m.send({ type: 'SEND', text: 'one' })
    await m.send({ type: 'SEND', text: ' ' })
    expect(m.context().outbox).toHaveLength(1)
  })

  it('messages written while one is sending are queued and sent in order, each with its own local id', async () => {
    const m = start()
    await m.send({ type: 'SEND', text: 'one' })
    await m.send({ type: 'SEND', text: ' two ' })
    expect(statuses(m)).toEqual(['pending', 'pending'])
    expect(m.context().outbox[1]).toMatchObject({ clientId: 'local-2', text: 'two' })
    expect(m.controls.pending()).toEqual([sendCall('local-1', 'one')])
    await m.resolve('sendMessage', { id: 'a', createdAt: 'x' })
    expect(m.state()).toBe('sending')
    expect(statuses(m)).toEqual(['sent', 'pending'])
    expect(m.controls.pending()).toEqual([sendCall('local-2', 'two')])
    await m.resolve('sendMessage', { id: 'b', createdAt: 'y' })
    expect(m.state()).toBe('idle')
    expect(m.context().outbox.map((x) => [x.status, x.id])).toEqual([
      ['sent', 'a'],
      ['sent', 'b'],
    ])
  })

  it('a failed send marks that message failed with the message and status; the queue goes on', async () => {
    const m = start()
    await m.send({ type: 'SEND', text: 'one' })
    await m.send({ type: 'SEND', text: 'two' })
    await m.reject('sendMessage', { status: 403, message: 'You cannot write here.' })
    expect(statuses(m)).toEqual(['failed', 'pending'])
    expect(m.context()).toMatchObject({ error: 'You cannot write here.', status: 403 })
    expect(m.state()).toBe('sending')
    expect(m.controls.pending()).toEqual([sendCall('local-2', 'two')])
  })

  it('RETRY_SEND sends one failed message again (by clientId) and clears the error', async () => {
    const m = start()
    await m.send({ type: 'SEND', text: 'one' })
    await m.reject('sendMessage', offline)
    await m.send({ type: 'SEND', text: 'two' })
    await m.reject('sendMessage', offline)
    expect(m.state()).toBe('idle')
    expect(m.context()).toMatchObject({ error: 'Failed to fetch', status: null })
    expect(m.can({ type: 'RETRY_SEND', clientId: 'local-9' })).toBe(false)
    await m.send({ type: 'RETRY_SEND', clientId: 'local-2' })
    expect(m.state()).toBe('sending')
    expect(statuses(m)).toEqual(['failed', 'pending'])
    expect(m.context()).toMatchObject({ error: null, status: null })
    expect(m.controls.pending()).toEqual([sendCall('local-2', 'two')])
    await m.resolve('sendMessage', { id: 'b', createdAt: 'y' })
    expect(statuses(m)).toEqual(['failed', 'sent'])
  })

  it('RETRY_SEND without a clientId sends every failed message again, oldest first, and no sent one', async () => {
    const m = start()
    expect(m.can({ type: 'RETRY_SEND' })).toBe(false)
    await m.send({ type: 'SEND', text: 'zero' })
    await m.resolve('sendMessage', { id: 'a', createdAt: 'x' })
    await m.send({ type: 'SEND', text: 'one' })
    await m.reject('sendMessage', offline)
    await m.send({ type: 'SEND', text: 'two' })
    await m.reject('sendMessage', offline)
    await m.send({ type: 'RETRY_SEND' })
    expect(statuses(m)).toEqual(['sent', 'pending', 'pending'])
    expect(m.controls.pending()).toEqual([sendCall('local-2', 'one')])
  })

  it('outgoingToShow: the outbox less what the thread already lists', async () => {
    const m = start()
    await m.send({ type: 'SEND', text: 'one' })
    await m.resolve('sendMessage', { id: 'a', createdAt: 'x' })
    await m.send({ type: 'SEND', text: 'two' })
    await m.reject('sendMessage', offline)
    await m.send({ type: 'SEND', text: 'three' })
    await m.resolve('sendMessage', { id: 'c', createdAt: 'z' })
    expect(outgoingToShow(m.context(), new Set(['a'])).map((x) => x.text)).toEqual(['two', 'three'])
    expect(outgoingToShow(m.context(), new Set()).map((x) => x.text)).toEqual(['one', 'two', 'three'])
  })
})

describe('conversationMachine: model (every reachable state by its shortest path)', () => {
  itWalksEveryState(conversationMachine, conversationModel, {
    actors: CONVERSATION_ACTORS,
    input: () => conversationInput,
    states: {
      idle: { context: { outbox: [], error: null, status: null } },
      sending: {
        running: [sendCall('local-1', 'Tomorrow at 10?')],
        context: { outbox: [{ clientId: 'local-1', status: 'pending', id: null }], error: null },
      },
    },
  })
})
