import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { css } from '@hireloop/styled-system/css'
import { ChatComposer, ChatThread } from './chat-thread.tsx'
import type { ChatMessage } from './chat-thread.utils.ts'

const now = new Date('2024-03-12T12:00:00Z')
const initial: ChatMessage[] = [
  {
    id: 'm1',
    authorId: 'ada',
    authorName: 'Ada Lovelace',
    body: 'Hello! Thanks for the invite.',
    sentAt: '2024-03-10T09:00:00Z',
  },
  {
    id: 'm2',
    authorId: 'ada',
    authorName: 'Ada Lovelace',
    body: 'Is Thursday at 10 fine?',
    sentAt: '2024-03-10T09:01:00Z',
  },
  {
    id: 'm3',
    authorId: 'me',
    authorName: 'Grace (Acme)',
    body: 'Thursday works.\nI will send a link.',
    sentAt: '2024-03-11T08:00:00Z',
  },
  {
    id: 'm4',
    authorId: 'ada',
    authorName: 'Ada Lovelace',
    body: 'Great, see you then!',
    sentAt: '2024-03-12T10:30:00Z',
  },
  {
    id: 'm5',
    authorId: 'ada',
    authorName: 'Ada Lovelace',
    body: 'Should I bring anything?',
    sentAt: '2024-03-12T10:31:00Z',
  },
]

const frame = css({ display: 'flex', flexDirection: 'column', h: 'sm', maxW: '2xl' })

function Conversation({ onSend, firstUnreadId }: { onSend: (text: string) => void; firstUnreadId?: string }) {
  const [messages, setMessages] = useState(initial)
  return (
    <div className={frame}>
      <ChatThread
        aria-label="Conversation with Ada Lovelace"
        messages={messages}
        currentUserId="me"
        firstUnreadId={firstUnreadId}
        timeZone="UTC"
        now={now}
      />
      <ChatComposer
        onSend={(text) => {
          onSend(text)
          setMessages((list) => [
            ...list,
            {
              id: `m${list.length + 1}`,
              authorId: 'me',
              authorName: 'Grace (Acme)',
              body: text,
              sentAt: now.toISOString(),
            },
          ])
        }}
      />
    </div>
  )
}

const meta = {
  title: 'Components/ChatThread',
  component: Conversation,
  args: { onSend: fn(), firstUnreadId: 'm4' },
} satisfies Meta<typeof Conversation>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Shift+Enter adds a line, Enter sends; the message appears in the log. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const log = canvas.getByRole('log', { name: 'Conversation with Ada Lovelace' })
    await expect(within(log).getByText('Yesterday')).toBeVisible()
    await expect(within(log).getByText('New messages')).toBeInTheDocument()
    const box = canvas.getByRole('textbox', { name: 'Message' })
    await userEvent.click(box)
    await userEvent.keyboard('Just a laptop.{Shift>}{Enter}{/Shift}Thanks!')
    await expect(box).toHaveValue('Just a laptop.\nThanks!')
    await userEvent.keyboard('{Enter}')
    await expect(args.onSend).toHaveBeenCalledWith('Just a laptop.\nThanks!')
    await expect(box).toHaveValue('')
    await expect(within(log).getByText(/Just a laptop\./)).toBeInTheDocument()
  },
}

export const AllRead: Story = { args: { firstUnreadId: undefined } }

export const EmptyComposer: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('textbox', { name: 'Message' }))
    await userEvent.keyboard('{Enter}')
    await expect(args.onSend).not.toHaveBeenCalled()
  },
}

/** Messages not stored yet: "Sending…" in place of the time, "Not sent" with the caller's retry. */
export const NotSent: Story = {
  render: ({ onSend }) => (
    <div className={frame}>
      <ChatThread
        aria-label="Conversation with Ada Lovelace"
        messages={[
          ...initial,
          {
            id: 'local-1',
            authorId: 'me',
            authorName: 'Grace (Acme)',
            body: 'A laptop?',
            sentAt: now,
            status: 'failed',
          },
          {
            id: 'local-2',
            authorId: 'me',
            authorName: 'Grace (Acme)',
            body: 'Or not?',
            sentAt: now,
            status: 'pending',
          },
        ]}
        currentUserId="me"
        timeZone="UTC"
        now={now}
        renderActions={(message) =>
          message.status === 'failed' && (
            <button type="button" onClick={() => onSend(message.id)}>
              Retry
            </button>
          )
        }
      />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const failed = canvas.getByText('A laptop?').closest('li')!
    await expect(failed).toHaveAttribute('data-status', 'failed')
    await expect(within(failed).getByText('Not sent')).toBeVisible()
    await expect(within(canvas.getByText('Or not?').closest('li')!).getByText('Sending…')).toBeVisible()
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }))
    await expect(args.onSend).toHaveBeenCalledWith('local-1')
  },
}

/** The text of a message can be rendered by the caller, e.g. with its links made clickable. */
export const CustomBody: Story = {
  render: () => (
    <div className={frame}>
      <ChatThread
        aria-label="Conversation with Ada Lovelace"
        messages={initial.slice(0, 2)}
        currentUserId="me"
        timeZone="UTC"
        now={now}
        renderBody={(message) => <em>{message.body}</em>}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Is Thursday at 10 fine?').tagName).toBe('EM')
  },
}

const older: ChatMessage[] = Array.from({ length: 30 }, (_, i) => ({
  id: `old-${i}`,
  authorId: i % 3 === 0 ? 'me' : 'ada',
  authorName: i % 3 === 0 ? 'Grace (Acme)' : 'Ada Lovelace',
  body: `Message ${i + 1}`,
  sentAt: new Date(now.getTime() - (30 - i) * 60_000).toISOString(),
}))

function Arriving() {
  const [messages, setMessages] = useState(older)
  const receive = () =>
    setMessages((list) => [
      ...list,
      {
        id: `new-${list.length}`,
        authorId: 'ada',
        authorName: 'Ada Lovelace',
        body: `New ${list.length}`,
        sentAt: now,
      },
    ])
  return (
    <div className={frame}>
      <ChatThread
        aria-label="Conversation with Ada Lovelace"
        messages={messages}
        currentUserId="me"
        timeZone="UTC"
        now={now}
      />
      <button type="button" onClick={receive}>
        Receive a message
      </button>
    </div>
  )
}

/** Reading older messages is not interrupted by a new one; at the end, the thread follows the new messages. */
export const ScrollKept: Story = {
  render: () => <Arriving />,
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log')
    const atEnd = () => log.scrollHeight - log.scrollTop - log.clientHeight < 2
    await waitFor(() => expect(atEnd()).toBe(true))
    log.scrollTop = 0
    log.dispatchEvent(new Event('scroll'))
    await userEvent.click(canvas.getByRole('button', { name: 'Receive a message' }))
    await expect(await within(log).findByText('New 30')).toBeInTheDocument()
    await expect(log.scrollTop).toBe(0)
    log.scrollTop = log.scrollHeight
    log.dispatchEvent(new Event('scroll'))
    await userEvent.click(canvas.getByRole('button', { name: 'Receive a message' }))
    await expect(await within(log).findByText('New 31')).toBeInTheDocument()
    await waitFor(() => expect(atEnd()).toBe(true))
  },
}

/** With `maxLength`, a counter shows in the last tenth; longer text is marked invalid and not sent. */
export const CharacterLimit: Story = {
  render: ({ onSend }) => (
    <div className={frame}>
      <ChatComposer onSend={onSend} maxLength={100} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' })
    await userEvent.click(box)
    await userEvent.paste('x'.repeat(89))
    await expect(canvas.queryByText(/left$/)).toBeNull()
    await userEvent.paste('x'.repeat(3))
    await expect(box).toHaveAccessibleDescription('8 characters left')
    await userEvent.paste('x'.repeat(9))
    await expect(canvas.getByText('1 character too many')).toBeVisible()
    await expect(box).toBeInvalid()
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSend).not.toHaveBeenCalled()
    await expect(box).toHaveValue('x'.repeat(101))
  },
}
