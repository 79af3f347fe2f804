import { Button, ChatComposer, ChatThread, EmptyState, Skeleton, VisuallyHidden } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { ArrowLeft, CircleAlert, MessagesSquare } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { MessageText } from './message-text.tsx'
import type { ThreadMessage } from './conversation-format.ts'

/** The contract's SendMessageRequest: at most this many characters (ADR 0077). */
export const MAX_MESSAGE_LENGTH = 5000

/** What the thread pane shows: its messages once read, or why not. */
export type ThreadState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'ready'; messages: ThreadMessage[]; firstUnreadId?: string }

export interface MessageThreadProps {
  /** Who the reader talks to, the thread's name. */
  name: string
  subject: string
  readerId: string
  state: ThreadState
  /** Why the last message was not sent, in the server's words. */
  sendError: string | null
  onSend: (text: string) => void
  onRetry: (clientId: string) => void
  now: Date
  timeZone?: string
}

const pane = css({ display: 'flex', flexDirection: 'column', gap: '3', minH: '0', h: 'full' })
const header = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  pb: '3',
  borderBottomWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
})
// Beside the list (a wide screen, see messages-screen.tsx) the way back is the list itself.
const back = css({ '@container messages (min-width: 48rem)': { display: 'none' } })
const title = css({ fontSize: 'lg', fontWeight: 'semibold', truncate: true })
const about = css({ textStyle: 'sm', color: 'fg.muted' })
const log = css({ flex: '1', minH: '0' })
const failure = css({ textStyle: 'sm', color: 'danger.fg' })
const loading = css({ flex: '1', display: 'flex', flexDirection: 'column', gap: '3', py: '2' })

/** One conversation: header, the messages (links clickable, failed sends with a retry) and the composer. */
export function MessageThread(props: MessageThreadProps) {
  const { name, subject, readerId, state, sendError, onSend, onRetry, now, timeZone } = props
  return (
    <div className={pane}>
      <header className={header}>
        <Button asChild variant="ghost" size="sm" className={back}>
          <RouterLink to="/messages">
            <ArrowLeft aria-hidden="true" />
            Conversations
          </RouterLink>
        </Button>
        <div className={css({ minW: '0' })}>
          <h2 className={title}>{name}</h2>
          <p className={about}>{subject}</p>
        </div>
      </header>
      {state.status === 'loading' && (
        <div className={loading} aria-busy="true">
          <VisuallyHidden role="status">Loading the messages</VisuallyHidden>
          <Skeleton height="10" width="1/2" />
          <Skeleton height="10" width="1/3" alignSelf="flex-end" />
          <Skeleton height="16" width="1/2" />
        </div>
      )}
      {state.status === 'error' && (
        <EmptyState
          size="sm"
          icon={<CircleAlert />}
          title="The messages could not be loaded"
          titleAs="h3"
          description={<span role="alert">{state.message}</span>}
          actions={<Button onClick={state.onRetry}>Try again</Button>}
        />
      )}
      {state.status === 'ready' &&
        (state.messages.length === 0 ? (
          <EmptyState
            size="sm"
            icon={<MessagesSquare />}
            title="No messages yet"
            titleAs="h3"
            description={`Write the first message to ${name}.`}
            className={log}
          />
        ) : (
          <ChatThread
            className={log}
            aria-label={`Conversation with ${name}`}
            messages={state.messages}
            currentUserId={readerId}
            firstUnreadId={state.firstUnreadId}
            now={now}
            timeZone={timeZone}
            renderBody={(message) => <MessageText body={message.body} />}
            renderActions={({ status, clientId }) =>
              status === 'failed' && clientId ? (
                <Button variant="link" size="sm" onClick={() => onRetry(clientId)}>
                  Retry sending
                </Button>
              ) : null
            }
          />
        ))}
      {sendError && (
        <p role="alert" className={failure}>
          Your message was not sent: {sendError}
        </p>
      )}
      {state.status === 'ready' && <ChatComposer onSend={onSend} maxLength={MAX_MESSAGE_LENGTH} />}
    </div>
  )
}
