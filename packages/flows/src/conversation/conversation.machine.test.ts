import { describe, expect, it } from 'vitest'
import { harness } from '../testing/index.ts'
import { itWalksEveryState } from '../testing/model-test.ts'
import {
  CONVERSATION_ACTORS,
  conversationInput,
  conversationMessages,
  conversationModel,
} from './conversation.fixtures.ts'
import { conversationMachine, failedMessages } from './conversation.machine.ts'

const start = () => harness(conversationMachine, CONVERSATION_ACTORS, conversationInput)
async function ready(unread = 0) {
  const m = start()
  await m.resolve('loadConversation', { messages: conversationMessages, unread })
  return m
}
const statuses = (m: Awaited<ReturnType<typeof ready>>) => m.context().messages.map((x) => x.status)

describe('conversationMachine', () => {
  it('loads the messages as sent', async () => {
    const m = start()
    expect(m.state()).toBe('loading')
    expect(m.controls.pending()).toEqual([{ name: 'loadConversation', input: { conversationId: 'cv-1' } }])
    await m.resolve('loadConversation', { messages: conversationMessages, unread: 1 })
    expect(m.state()).toBe('ready.idle')
    expect(m.context()).toMatchObject({ unread: 1 })
    expect(statuses(m)).toEqual(['sent', 'sent'])
  })

  it('a failed load can be retried', async () => {
    const m = start()
    await m.reject('loadConversation', { status: 403, message: 'You cannot access this resource.' })
    expect(m.state()).toBe('loadFailed')
    expect(m.context()).toMatchObject({ error: 'You cannot access this resource.', status: 403 })
    await m.send({ type: 'RETRY' })
    expect(m.state()).toBe('loading')
  })

  it('SEND shows the message at once as pending, then sent with its server id', async () => {
    const m = await ready()
    await m.send({ type: 'SEND', text: '  Tomorrow at 10?  ' })
    expect(m.state()).toBe('ready.sending')
    expect(m.context().messages.at(-1)).toMatchObject({
      id: null,
      clientId: 'local-1',
      authorId: 'e-1',
      text: 'Tomorrow at 10?',
      status: 'pending',
    })
    expect(m.controls.pending()).toEqual([
      { name: 'sendMessage', input: { conversationId: 'cv-1', clientId: 'local-1', text: 'Tomorrow at 10?' } },
    ])
    await m.resolve('sendMessage', { id: 'msg-3', createdAt: '2026-03-01T10:06:00Z' })
    expect(m.state()).toBe('ready.idle')
    expect(m.context().messages.at(-1)).toMatchObject({ id: 'msg-3', status: 'sent' })
  })

  it('blank messages are not sent', async () => {
    const m = await ready()
    expect(m.can({ type: 'SEND', text: '   ' })).toBe(false)
  })

  it('messages written while one is sending are queued and sent in order', async () => {
    const m = await ready()
    await m.send({ type: 'SEND', text: 'one' })
    await m.send({ type: 'SEND', text: 'two' })
    expect(statuses(m)).toEqual(['sent', 'sent', 'pending', 'pending'])
    expect(m.controls.pending()).toHaveLength(1)
    await m.resolve('sendMessage', { id: 'a', createdAt: 'x' })
    expect(m.state()).toBe('ready.sending')
    expect(m.controls.pending()[0]?.input).toMatchObject({ clientId: 'local-2', text: 'two' })
    await m.resolve('sendMessage', { id: 'b', createdAt: 'y' })
    expect(statuses(m)).toEqual(['sent', 'sent', 'sent', 'sent'])
  })

  it('a failed send marks the message failed; RETRY_SEND sends it again', async () => {
    const m = await ready()
    await m.send({ type: 'SEND', text: 'one' })
    await m.reject('sendMessage', new TypeError('Failed to fetch'))
    expect(m.state()).toBe('ready.idle')
    expect(failedMessages(m.context())).toHaveLength(1)
    expect(m.context().error).toBe('Failed to fetch')
    expect(m.can({ type: 'RETRY_SEND', clientId: 'local-9' })).toBe(false)
    await m.send({ type: 'RETRY_SEND', clientId: 'local-1' })
    expect(m.state()).toBe('ready.sending')
    expect(m.context()).toMatchObject({ error: null })
    await m.resolve('sendMessage', { id: 'msg-3', createdAt: 'z' })
    expect(failedMessages(m.context())).toEqual([])
  })

  it('RECEIVED counts unread messages from others; MARK_READ clears the count', async () => {
    const m = await ready()
    expect(m.can({ type: 'MARK_READ' })).toBe(false)
    await m.send({ type: 'RECEIVED', message: { id: 'm9', authorId: 't-1', text: 'Hi', createdAt: 'z' } })
    await m.send({ type: 'RECEIVED', message: { id: 'm10', authorId: 'e-1', text: 'Mine', createdAt: 'z' } })
    expect(m.context().unread).toBe(1)
    await m.send({ type: 'MARK_READ' })
    expect(m.state()).toBe('ready.markingRead')
    await m.send({ type: 'SEND', text: 'queued while marking read' })
    expect(m.state()).toBe('ready.markingRead')
    await m.resolve('markRead')
    expect(m.context().unread).toBe(0)
    expect(m.state()).toBe('ready.sending')
  })

  it('a failed mark-read keeps the count', async () => {
    const m = await ready(2)
    await m.send({ type: 'MARK_READ' })
    await m.reject('markRead', new TypeError('Failed to fetch'))
    expect(m.state()).toBe('ready.idle')
    expect(m.context().unread).toBe(2)
  })
})

describe('conversationMachine: model (every reachable state by its shortest path)', () => {
  itWalksEveryState(conversationMachine, conversationModel, {
    actors: CONVERSATION_ACTORS,
    input: () => conversationInput,
    expected: ['loading', 'loadFailed', 'ready.idle', 'ready.sending', 'ready.markingRead'],
  })
})
