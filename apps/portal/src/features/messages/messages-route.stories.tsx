/// <reference types="msw-storybook-addon/csf3" />
import { db, errorFor, handlers, loadingForever, mockUrl, networkErrorFor } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/**
 * The live event stream of the mock marketplace, which a play function feeds (the server's `message.sent`): the
 * fixture marketplace itself publishes nothing.
 */
let pushEvent: ((event: { type: string; subject: { type: string; id: string } }) => void) | null = null
const liveStream = http.get(mockUrl('', '/events'), () => {
  const encoder = new TextEncoder()
  let id = 0
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(': connected\n\n'))
      pushEvent = ({ type, subject }) => {
        id += 1
        const data = { id: String(id), type, occurred_at: new Date().toISOString(), subject, notification: null }
        controller.enqueue(encoder.encode(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`))
      }
    },
  })
  return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' } })
})

/** What the other side does on the server: writes in a conversation, then the stream tells this browser. */
function otherSideWrites(conversationId: string, body: string) {
  const conversation = db.conversations.find((c) => c.id === conversationId)!
  const sender = conversation.participants.find((p) => p.user_type === 'talent')!
  const at = new Date().toISOString()
  db.messages.push({
    id: crypto.randomUUID(),
    conversation_id: conversationId,
    sender,
    body,
    sent_at: at,
    read_at: null,
    read_by: [sender.user_id],
  })
  conversation.updated_at = at
  pushEvent?.({ type: 'message.sent', subject: { type: 'conversation', id: conversationId } })
}

/** `/messages` through the real route on the mock marketplace, signed in as the demo employer (3 unread threads). */
const meta = {
  title: 'Routes/Messages',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/messages', signedInAs: 'employer' } },
  beforeEach(context) {
    mockMarketplace(context)
    context.msw.use(liveStream)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const inbox = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('navigation', { name: 'Conversations' }, { timeout: 10000 })
const firstUnread = async (canvasElement: HTMLElement) =>
  within(await inbox(canvasElement))
    .getAllByRole('link')
    .find((link) => /unread messages?$/.test(link.textContent ?? ''))!
const idOf = (link: HTMLElement) => link.getAttribute('href')!.split('/').pop()!

/** The inbox, newest first, with the Chat badge counting the conversations that have unread messages. */
export const Inbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const links = within(await inbox(canvasElement)).getAllByRole('link')
    await expect(links).toHaveLength(12)
    await expectShown(canvas.findByRole('link', { name: 'Chat, 3 unread' }, { timeout: 10000 }))
  },
}

/** Opening a thread reads it: its unread count goes, and so does one from the Chat badge. */
export const OpenMarksRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('link', { name: 'Chat, 3 unread' }, { timeout: 10000 })
    const link = await firstUnread(canvasElement)
    await userEvent.click(link)
    await expectShown(canvas.findByRole('log', {}, { timeout: 10000 }))
    await expectShown(canvas.findByText('New messages'))
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Chat, 2 unread' })).toBeVisible(), { timeout: 5000 })
    const row = within(canvas.getByRole('navigation', { name: 'Conversations' })).getByRole('link', { current: 'page' })
    await expect(row).not.toHaveTextContent('unread')
  },
}

/** Writing: the message shows at once and stays once the server has it; the inbox moves it to the top. */
export const Send: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const links = within(await inbox(canvasElement)).getAllByRole('link')
    const last = links.at(-1)!
    await userEvent.click(last)
    const box = await canvas.findByRole('textbox', { name: 'Message' }, { timeout: 10000 })
    await userEvent.type(box, 'Could you do Thursday at 10? https://meet.hireloop.test/abc{Enter}')
    const log = canvas.getByRole('log')
    await expect(await within(log).findByRole('link', { name: 'https://meet.hireloop.test/abc' })).toBeVisible()
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull())
    await waitFor(() =>
      expect(within(canvas.getByRole('navigation', { name: 'Conversations' })).getAllByRole('link')[0]).toHaveAttribute(
        'href',
        last.getAttribute('href'),
      ),
    )
  },
}

/** The send fails (no connection): "Not sent" and the reason; once the service is back, the retry sends it. */
export const SendFailsThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(...networkErrorFor('sendMessage'))
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement)
    await userEvent.click(within(await inbox(canvasElement)).getAllByRole('link')[0]!)
    const box = await canvas.findByRole('textbox', { name: 'Message' }, { timeout: 10000 })
    await userEvent.type(box, 'Are you still interested?{Enter}')
    await expectShown(canvas.findByText('Not sent', {}, { timeout: 10000 }))
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Your message was not sent: /)
    msw.use(...handlers)
    await userEvent.click(canvas.getByRole('button', { name: 'Retry sending' }))
    await waitFor(() => expect(canvas.queryByText('Not sent')).toBeNull(), { timeout: 10000 })
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(within(canvas.getByRole('log')).getByText('Are you still interested?')).toBeVisible()
  },
}

/** Live: the talent writes; the open thread shows it within a second, without a reload. */
export const LiveMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = within(await inbox(canvasElement)).getAllByRole('link')[0]!
    await userEvent.click(link)
    const log = await canvas.findByRole('log', {}, { timeout: 10000 })
    await waitFor(() => expect(pushEvent).not.toBeNull())
    otherSideWrites(idOf(link), 'I just sent you my references.')
    await expect(await within(log).findByText('I just sent you my references.', {}, { timeout: 1000 })).toBeVisible()
  },
}

/** Live: a message in a conversation that is not open counts at once in its row and in the Chat badge. */
export const LiveBadge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('link', { name: 'Chat, 3 unread' }, { timeout: 10000 })
    const read = within(await inbox(canvasElement))
      .getAllByRole('link')
      .find((link) => !/unread/.test(link.textContent ?? ''))!
    await waitFor(() => expect(pushEvent).not.toBeNull())
    otherSideWrites(idOf(read), 'One more question about the role.')
    await expectShown(canvas.findByRole('link', { name: 'Chat, 4 unread' }, { timeout: 1000 }))
    const row = within(canvas.getByRole('navigation', { name: 'Conversations' })).getAllByRole('link')[0]!
    await expect(row).toHaveTextContent('One more question about the role.')
    await expect(row).toHaveTextContent(/1 unread message$/)
  },
}

/** A talent opens the conversation of a job from Jobs: created on first use, then written in. */
export const TalentFromJobs: Story = {
  parameters: { app: { url: '/application', signedInAs: 'talentPublished' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const message = (await canvas.findAllByRole('link', { name: /^Message / }, { timeout: 10000 }))[0]!
    const company = message.textContent!.replace(/^Message /, '')
    await userEvent.click(message)
    await expectShown(canvas.findByRole('heading', { name: 'No messages yet' }, { timeout: 10000 }))
    await expect(canvas.getByRole('heading', { level: 2 })).not.toHaveTextContent('Only you so far')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), `Hello ${company}!{Enter}`)
    await expect(await within(await canvas.findByRole('log')).findByText(`Hello ${company}!`)).toBeVisible()
    await expect(within(canvas.getByRole('navigation', { name: 'Conversations' })).getAllByRole('link')).toHaveLength(1)
  },
}

/** A recruiter's inbox: the conversations they joined, read through `GET /recruiter/{id}/conversation`. */
export const Recruiter: Story = {
  parameters: { app: { url: '/messages', signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    await expect(within(await inbox(canvasElement)).getAllByRole('link')).toHaveLength(4)
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Chat, 2 unread' }, { timeout: 10000 }),
    ).toBeVisible()
  },
}

/** The recruiter's list (`GET /recruiter/{id}/conversation`) does not load: what happened, and a way to try again. */
export const RecruiterInboxDown: Story = {
  parameters: { app: { url: '/messages', signedInAs: 'recruiter' } },
  beforeEach({ msw }) {
    msw.use(
      ...errorFor('listRecruiterConversations', 503, {
        message: ['The service is restarting. Try again in a minute.'],
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 10000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('The service is restarting. Try again in a minute.')
  },
}

/** A talent without conversations. */
export const EmptyInbox: Story = {
  parameters: { app: { url: '/messages', signedInAs: 'talentPublished' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No conversations yet' }, { timeout: 10000 }),
    ).toBeVisible()
  },
}

/** A conversation that is not the reader's (or no longer exists): the thread says so, the inbox stays. */
export const NotFound: Story = {
  parameters: { app: { url: '/messages/00000000-0000-4000-8000-000000000000', signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'The messages could not be loaded' }, { timeout: 10000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Conversation not found.')
    await expect(canvas.getByRole('navigation', { name: 'Conversations' })).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingForever('listConversations'))
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading Hireloop' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  },
}

/** The inbox does not load: what happened, and a way to try again. */
export const ServiceDown: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('listConversations', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 10000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('The service is restarting. Try again in a minute.')
  },
}
