import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
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
