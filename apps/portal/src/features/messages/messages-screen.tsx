import { EmptyState } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { MessagesSquare } from 'lucide-react'
import { ConversationList } from './conversation-list.tsx'
import { conversationName, conversationSubject, type Conversation, type Reader } from './conversation-format.ts'
import { MessageThread, type ThreadState } from './message-thread.tsx'

export interface MessagesScreenProps {
  reader: Reader
  /** The reader's conversations (GET /conversation), most recent first. */
  conversations: Conversation[]
  /** How many the reader has in all; more than `conversations` when the list was cut. */
  total?: number
  /** The open conversation (`/messages/{id}`), if any. */
  selectedId: string | null
  /** The open conversation's messages; ignored without `selectedId`. */
  thread: ThreadState
  sendError?: string | null
  onSend: (text: string) => void
  onRetry: (clientId: string) => void
  /** "Now" for times and "Today". @default the current time */
  now?: Date
  /** @default the browser's */
  timeZone?: string
}

// Wide and narrow are the space the screen gets (a container query), not the window: the recruiter's drawer takes
// some of it, and a story can render the narrow layout in a narrow box.
const WIDE = '@container messages (min-width: 48rem)'
const frame = css({ containerType: 'inline-size', containerName: 'messages', w: 'full' })
const page = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '4',
  // The thread scrolls inside the page, so the composer stays in view (top bar and the main area's padding).
  h: '[calc(100dvh - 7rem)]',
  minH: 'sm',
  maxW: '6xl',
  mx: 'auto',
  [WIDE]: {
    gridTemplateColumns: '20rem minmax(0, 1fr)',
    gap: '6',
    '&[data-empty]': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
})
const listPane = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  minH: '0',
  // Narrow, one pane at a time: the list until a conversation is open.
  '[data-open] > &': { display: 'none' },
  [WIDE]: { '[data-open] > &': { display: 'flex' } },
})
const listScroll = css({ overflowY: 'auto', minH: '0', flex: '1' })
const threadPane = css({
  display: 'none',
  flexDirection: 'column',
  minH: '0',
  bg: 'bg',
  borderRadius: 'lg',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  p: '3',
  '[data-open] > &': { display: 'flex' },
  [WIDE]: { display: 'flex', p: '4' },
})
const heading = css({ fontSize: '2xl', fontWeight: 'bold' })
const note = css({ textStyle: 'sm', color: 'fg.muted' })

/**
 * `/messages[/{id}]` (docs/product.md §2): the conversation list beside the open thread on wide screens, one of
 * them at a time on narrow ones. Pure over props: the route wires the queries and the conversation machine.
 */
export function MessagesScreen({
  reader,
  conversations,
  total = conversations.length,
  selectedId,
  thread,
  sendError = null,
  onSend,
  onRetry,
  now = new Date(),
  timeZone,
}: MessagesScreenProps) {
  const selected = conversations.find((c) => c.id === selectedId)
  // Nothing to pick and nothing open: the inbox's empty state takes the whole width.
  const empty = conversations.length === 0 && !selectedId
  return (
    <div className={frame}>
      <div className={page} data-open={selectedId ? '' : undefined} data-empty={empty ? '' : undefined}>
        <section className={listPane} aria-labelledby="messages-heading">
          <h1 id="messages-heading" className={heading}>
            Chat
          </h1>
          {conversations.length === 0 ? (
            <EmptyState
              size="sm"
              icon={<MessagesSquare />}
              title="No conversations yet"
              description={
                reader.userType === 'talent'
                  ? 'Once you apply or are matched, write to the company from Jobs: your conversations show here.'
                  : 'Write to an applicant from their application: your conversations show here.'
              }
            />
          ) : (
            <nav aria-label="Conversations" className={listScroll}>
              <ConversationList
                conversations={conversations}
                reader={reader}
                selectedId={selectedId}
                now={now}
                timeZone={timeZone}
              />
              {total > conversations.length && (
                <p className={note}>
                  Showing the {conversations.length} most recent conversations of {total}.
                </p>
              )}
            </nav>
          )}
        </section>
        {!empty && (
          <section className={threadPane} aria-label={selectedId ? 'Conversation' : 'No conversation open'}>
            {selectedId ? (
              <MessageThread
                name={selected ? conversationName(selected, reader) : 'Conversation'}
                subject={selected ? conversationSubject(selected) : ''}
                readerId={reader.id}
                state={thread}
                sendError={sendError}
                onSend={onSend}
                onRetry={onRetry}
                now={now}
                timeZone={timeZone}
              />
            ) : (
              <EmptyState
                size="sm"
                icon={<MessagesSquare />}
                title="Pick a conversation"
                titleAs="h2"
                description="Its messages show here."
              />
            )}
          </section>
        )}
      </div>
    </div>
  )
}
