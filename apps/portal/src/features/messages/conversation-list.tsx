import { Avatar, Badge, focusRing, VisuallyHidden } from '@hireloop/design-system'
import { css, cx } from '@hireloop/styled-system/css'
import { Link as RouterLink } from 'react-router'
import {
  conversationName,
  conversationSubject,
  lastActivity,
  otherParty,
  type Conversation,
  type Reader,
} from './conversation-format.ts'

export interface ConversationListProps {
  conversations: Conversation[]
  reader: Reader
  selectedId: string | null
  now: Date
  timeZone?: string
}

const list = css({ display: 'flex', flexDirection: 'column', listStyle: 'none', m: '0', p: '0' })
const item = css(
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    columnGap: '3',
    rowGap: '0.5',
    alignItems: 'center',
    px: '3',
    py: '3',
    borderRadius: 'md',
    color: 'fg',
    textDecoration: 'none',
    _hover: { bg: 'bg.muted' },
    _currentPage: { bg: 'primary.subtle' },
  },
  focusRing,
)
const avatar = css({ gridRow: 'span 3' })
const name = css({ fontWeight: 'semibold', textStyle: 'sm', truncate: true })
const unreadName = css({ fontWeight: 'bold' })
const time = css({ textStyle: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', justifySelf: 'end' })
const subject = css({ textStyle: 'xs', color: 'fg.muted', truncate: true, gridColumn: '2 / 4' })
const preview = css({ textStyle: 'sm', color: 'fg.muted', truncate: true })
const count = css({ justifySelf: 'end' })

/** The reader's conversations, most recent first: who, about what, the last message and its time, unread count. */
export function ConversationList({ conversations, reader, selectedId, now, timeZone }: ConversationListProps) {
  return (
    <ul className={list}>
      {conversations.map((conversation) => {
        const others = otherParty(conversation, reader)
        const last = conversation.lastMessage
        const unread = conversation.unreadCount
        return (
          <li key={conversation.id}>
            <RouterLink
              to={`/messages/${conversation.id}`}
              className={item}
              aria-current={conversation.id === selectedId ? 'page' : undefined}
              data-unread={unread > 0 ? '' : undefined}
            >
              <Avatar className={avatar} size="sm" name={others[0]?.fullName} aria-hidden="true" />
              <span className={cx(name, unread > 0 && unreadName)}>{conversationName(conversation, reader)}</span>
              {last ? (
                <time className={time} dateTime={last.sentAt}>
                  {lastActivity(last.sentAt, now, timeZone)}
                </time>
              ) : (
                <span />
              )}
              <span className={subject}>{conversationSubject(conversation)}</span>
              <span className={preview}>
                {last ? `${last.senderId === reader.id ? 'You: ' : ''}${last.body}` : 'No messages yet'}
              </span>
              {unread > 0 ? (
                <>
                  <Badge variant="count" count={unread} className={count} aria-hidden="true" />
                  <VisuallyHidden>, {unread === 1 ? '1 unread message' : `${unread} unread messages`}</VisuallyHidden>
                </>
              ) : (
                <span />
              )}
            </RouterLink>
          </li>
        )
      })}
    </ul>
  )
}
