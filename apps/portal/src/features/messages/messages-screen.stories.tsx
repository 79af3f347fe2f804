import type { Meta, StoryObj } from '@storybook/react-vite'
import { css } from '@hireloop/styled-system/css'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import { users } from '../../testing/users.ts'
import type { Conversation, Message, ThreadMessage } from './conversation-format.ts'
import { MessagesScreen } from './messages-screen.tsx'

// Fixed "now": times and "Today" do not drift.
const now = new Date('2026-03-02T12:00:00Z')

const person = (userId: string, userType: 'talent' | 'employer' | 'recruiter', fullName: string) => ({
  userId,
  userType,
  fullName,
  imageUrl: null,
})
const tara = person('u-tara', 'talent', 'Tara Talent')
const omar = person('u-omar', 'talent', 'Omar Okafor')
const lena = person('u-lena', 'talent', 'Lena Lindqvist')
const erin = person(users.employer.id, 'employer', 'Erin Employer')
const rita = person(users.recruiter.id, 'recruiter', 'Rita Recruiter')

const conversation = (over: Partial<Conversation> & Pick<Conversation, 'id' | 'participants'>): Conversation => ({
  context: { type: 'application', id: `a-${over.id}` },
  lastMessage: null,
  unreadCount: 0,
  createdAt: '2026-02-20T10:00:00Z',
  updatedAt: '2026-02-20T10:00:00Z',
  ...over,
})

const conversations: Conversation[] = [
  conversation({
    id: 'cv-tara',
    participants: [tara, erin, rita],
    vacancy: { id: 'v-1', title: 'Senior Backend Engineer' },
    lastMessage: {
      body: 'Here is my portfolio: https://tara.dev/work',
      senderId: tara.userId,
      sentAt: '2026-03-02T10:31:00Z',
    },
    unreadCount: 2,
  }),
  conversation({
    id: 'cv-omar',
    participants: [omar, erin],
    vacancy: { id: 'v-2', title: 'Data Engineer' },
    lastMessage: { body: 'Thursday at 10 works for me.', senderId: erin.userId, sentAt: '2026-02-27T16:05:00Z' },
  }),
  conversation({
    id: 'cv-lena',
    participants: [lena, erin],
    vacancy: { id: 'v-1', title: 'Senior Backend Engineer' },
    lastMessage: { body: 'Could we move the interview?', senderId: lena.userId, sentAt: '2026-02-25T08:12:00Z' },
    unreadCount: 1,
  }),
  conversation({
    id: 'cv-new',
    participants: [erin, person('u-noor', 'talent', 'Noor Haddad')],
    vacancy: { id: 'v-3', title: 'Platform Engineer' },
  }),
]

const message = (id: string, sender: typeof tara, body: string, sentAt: string): Message => ({
  id,
  conversationId: 'cv-tara',
  sender,
  body,
  sentAt,
  readAt: null,
})

const bubble = (m: Message): ThreadMessage => ({
  id: m.id,
  authorId: m.sender.userId,
  authorName: m.sender.fullName,
  body: m.body,
  sentAt: m.sentAt,
})

/** Tara's thread, oldest first: a link, markup and markdown that must stay text, the two unread messages last. */
const thread: ThreadMessage[] = [
  message('m1', erin, 'Hello Tara, thanks for applying! Could you share some of your work?', '2026-02-27T09:00:00Z'),
  message('m2', tara, 'Sure, give me a moment.', '2026-02-27T09:12:00Z'),
  message('m3', rita, 'Tara, our guide to the process: www.hireloop.test/process.', '2026-03-01T14:00:00Z'),
  message('m4', tara, 'Here is my portfolio: https://tara.dev/work', '2026-03-02T10:30:00Z'),
  message(
    'm5',
    tara,
    'And the demo I mentioned <script>alert("hi")</script> is **bold** in [my notes](javascript:alert(1)).',
    '2026-03-02T10:31:00Z',
  ),
].map(bubble)

const meta = {
  title: 'Screens/Messages',
  component: MessagesScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/messages' },
  args: {
    reader: users.employer,
    conversations,
    selectedId: null,
    thread: { status: 'loading' },
    onSend: fn(),
    onRetry: fn(),
    now,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof MessagesScreen>
export default meta
type Story = StoryObj<typeof meta>

const list = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: 'Conversations' })
const open = { selectedId: 'cv-tara', thread: { status: 'ready', messages: thread, firstUnreadId: 'm4' } } as const

/** An employer's inbox: newest first, the other party, the last message and its time, unread counts. */
export const ListWithUnread: Story = {
  play: async ({ canvasElement }) => {
    const links = within(list(canvasElement)).getAllByRole('link')
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/messages/cv-tara',
      '/messages/cv-omar',
      '/messages/cv-lena',
      '/messages/cv-new',
    ])
    // The employer's colleagues are on their side: Tara's row names Tara and the recruiter.
    await expect(links[0]).toHaveTextContent('Tara Talent, Rita Recruiter')
    await expect(links[0]).toHaveTextContent('Senior Backend Engineer')
    await expect(within(links[0]!).getByText('10:31')).toHaveAttribute('datetime', '2026-03-02T10:31:00Z')
    await expect(links[0]).toHaveTextContent(/, 2 unread messages$/)
    await expect(links[1]).toHaveTextContent('You: Thursday at 10 works for me.')
    await expect(links[1]).toHaveTextContent('02/27')
    await expect(links[1]).not.toHaveTextContent('unread')
    await expect(links[2]).toHaveTextContent(/, 1 unread message$/)
    await expect(links[3]).toHaveTextContent('No messages yet')
    await expect(within(canvasElement).getByRole('heading', { name: 'Pick a conversation' })).toBeVisible()
  },
}

/** Nothing yet: what fills the inbox, in the reader's terms. */
export const EmptyInbox: Story = {
  args: { conversations: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'No conversations yet' })).toBeVisible()
    await expect(canvas.getByText(/Write to an applicant from their application/)).toBeVisible()
  },
}

export const EmptyInboxTalent: Story = {
  args: { conversations: [], reader: users.talentPublished },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/write to the company from Jobs/)).toBeVisible()
  },
}

/**
 * The open thread: links clickable (a new tab, no referrer), markup and markdown shown as the text they are, the
 * "New messages" divider before the first unread one, the row of the open conversation marked current.
 */
export const ThreadFilled: Story = {
  args: open,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const log = canvas.getByRole('log', { name: 'Conversation with Tara Talent, Rita Recruiter' })
    const portfolio = within(log).getByRole('link', { name: 'https://tara.dev/work' })
    await expect(portfolio).toHaveAttribute('href', 'https://tara.dev/work')
    await expect(portfolio).toHaveAttribute('target', '_blank')
    await expect(portfolio).toHaveAttribute('rel', expect.stringContaining('noopener'))
    await expect(within(log).getByRole('link', { name: 'www.hireloop.test/process' })).toHaveAttribute(
      'href',
      'https://www.hireloop.test/process',
    )
    // Text, not markup: no script element, no bold, no link from markdown.
    await expect(within(log).getByText(/<script>alert\("hi"\)<\/script> is \*\*bold\*\* in \[my notes\]/)).toBeVisible()
    await expect(log.querySelector('script, strong, a[href^="javascript"]')).toBeNull()
    await expect(within(log).getAllByRole('link')).toHaveLength(2)
    await expect(within(log).getByText('New messages')).toBeVisible()
    await expect(within(list(canvasElement)).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/messages/cv-tara',
    )
  },
}

/** Writing: the composer sends the trimmed text; blank text is refused. */
export const Compose: Story = {
  args: open,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('textbox', { name: 'Message' })
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
    await userEvent.type(box, '   {Enter}')
    await expect(args.onSend).not.toHaveBeenCalled()
    await userEvent.clear(box)
    await userEvent.type(box, 'See you Thursday!{Enter}')
    await expect(args.onSend).toHaveBeenCalledWith('See you Thursday!')
    await expect(box).toHaveValue('')
  },
}

/** Near the 5,000-character limit a counter says what is left; over it, how many too many, and Send is off. */
export const LongMessage: Story = {
  args: open,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('textbox', { name: 'Message' })
    await userEvent.click(box)
    await userEvent.paste('a'.repeat(4400))
    await expect(canvas.queryByText(/characters left/)).toBeNull()
    await userEvent.paste('a'.repeat(200))
    await expect(canvas.getByText('400 characters left')).toBeVisible()
    await expect(box).toHaveAccessibleDescription('400 characters left')
    await userEvent.paste('a'.repeat(402))
    await expect(canvas.getByText('2 characters too many')).toBeVisible()
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSend).not.toHaveBeenCalled()
    await userEvent.keyboard('{Backspace}{Backspace}{Enter}')
    await expect(args.onSend).toHaveBeenCalledWith('a'.repeat(5000))
  },
}

/** A message on its way: shown at once, "Sending…" in place of its time. */
export const Sending: Story = {
  args: {
    ...open,
    thread: {
      status: 'ready',
      messages: [
        ...thread,
        {
          ...bubble(message('local-1', erin, 'Thanks, looking now.', now.toISOString())),
          clientId: 'local-1',
          status: 'pending',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log')
    const item = within(log).getByText('Thanks, looking now.').closest('li')!
    await expect(item).toHaveAttribute('data-status', 'pending')
    await expect(within(item).getByText('Sending…')).toBeVisible()
    await expect(within(item).queryByRole('button')).toBeNull()
  },
}

/** A message the server did not take: marked "Not sent" with the reason, and a retry that names it. */
export const FailedWithRetry: Story = {
  args: {
    ...open,
    thread: {
      status: 'ready',
      messages: [
        ...thread,
        {
          ...bubble(message('local-1', erin, 'Thanks, looking now.', now.toISOString())),
          clientId: 'local-1',
          status: 'failed',
        },
      ],
    },
    sendError: 'The service is restarting. Try again in a minute.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const item = within(canvas.getByRole('log')).getByText('Thanks, looking now.').closest('li')!
    await expect(within(item).getByText('Not sent')).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your message was not sent: The service is restarting. Try again in a minute.',
    )
    await userEvent.click(within(item).getByRole('button', { name: 'Retry sending' }))
    await expect(args.onRetry).toHaveBeenCalledWith('local-1')
  },
}

export const ThreadLoading: Story = {
  args: { selectedId: 'cv-tara', thread: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the messages')
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull()
  },
}

export const ThreadError: Story = {
  args: {
    selectedId: 'cv-tara',
    thread: { status: 'error', message: 'The service is restarting. Try again in a minute.', onRetry: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'The messages could not be loaded' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('The service is restarting. Try again in a minute.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.thread.status === 'error' && args.thread.onRetry).toHaveBeenCalled()
  },
}

/** A conversation nobody wrote in yet: an invitation to write the first message. */
export const EmptyThread: Story = {
  args: { selectedId: 'cv-new', thread: { status: 'ready', messages: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'No messages yet' })).toBeVisible()
    await expect(canvas.getByText('Write the first message to Noor Haddad.')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible()
  },
}

/** A talent reads the company's side: the employers and the recruiter, never other talents. */
export const Talent: Story = {
  args: { ...open, reader: { ...users.talentPublished, id: tara.userId }, conversations: conversations.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Erin Employer, Rita Recruiter',
    )
  },
}

/** A recruiter reads both sides. */
export const Recruiter: Story = {
  args: { ...open, reader: users.recruiter },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Tara Talent, Erin Employer',
    )
  },
}

const phone = css({
  w: 'sm',
  h: 'dvh',
  overflow: 'hidden',
  borderRightWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
})

/** Narrow: one pane at a time; an open thread replaces the list and offers the way back. */
export const NarrowThread: Story = {
  args: open,
  decorators: [
    (Story) => (
      <div className={phone}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('navigation', { name: 'Conversations' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Conversations' })).toHaveAttribute('href', '/messages')
    await expect(canvas.getByRole('log')).toBeVisible()
  },
}

export const NarrowList: Story = {
  decorators: NarrowThread.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('navigation', { name: 'Conversations' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Pick a conversation' })).toBeNull()
  },
}
