import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Send } from 'lucide-react'
import { css } from '@hireloop/styled-system/css'
import { chatThread } from '@hireloop/styled-system/recipes'
import { IconButton } from '../icon-button/icon-button.tsx'
import { Textarea } from '../textarea/textarea.tsx'
import { threadEntries, type ChatMessage } from './chat-thread.utils.ts'

const classes = /* @__PURE__ */ chatThread()
const srOnly = /* @__PURE__ */ css({ srOnly: true })

export interface ChatThreadProps<M extends ChatMessage> {
  messages: M[]
  currentUserId: string
  /** The first unread message; a "New messages" divider goes before it. */
  firstUnreadId?: string
  /** The conversation's name (e.g. the other person). */
  'aria-label': string
  locale?: string
  timeZone?: string
  /** Fixes "Today"/"Yesterday" (stories, tests). */
  now?: Date
  className?: string
}

/**
 * The messages of a conversation in a `role="log"` region (new messages are announced politely), with date separators,
 * the unread divider and bubbles grouped by author. Scrolls to the newest message.
 */
export function ChatThread<M extends ChatMessage>({
  messages,
  currentUserId,
  firstUnreadId,
  'aria-label': label,
  locale,
  timeZone,
  now,
  className,
}: ChatThreadProps<M>) {
  const logRef = useRef<HTMLDivElement>(null)
  const entries = threadEntries(messages, { currentUserId, firstUnreadId, locale, timeZone, now })
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages.length])
  return (
    <div
      ref={logRef}
      className={[classes.log, className].filter(Boolean).join(' ')}
      role="log"
      aria-label={label}
      tabIndex={0}
    >
      <ol className={classes.list}>
        {entries.map((entry) => {
          if (entry.type === 'date')
            return (
              <li key={entry.key} className={classes.separator}>
                {entry.label}
              </li>
            )
          if (entry.type === 'unread')
            return (
              <li key={entry.key} className={classes.unread}>
                New messages
              </li>
            )
          const { message, own, firstOfGroup, time } = entry
          return (
            <li
              key={entry.key}
              className={classes.message}
              data-own={own ? '' : undefined}
              data-first={firstOfGroup ? '' : undefined}
            >
              {firstOfGroup && !own && <span className={classes.author}>{message.authorName}</span>}
              {own && <span className={srOnly}>You:</span>}
              <div className={classes.bubble}>{message.body}</div>
              <time className={classes.meta} dateTime={new Date(message.sentAt).toISOString()}>
                {time}
              </time>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

export interface ChatComposerProps {
  /** Called with the trimmed text; the composer clears itself. */
  onSend: (text: string) => void
  /** @default "Message" */
  label?: string
  placeholder?: string
  disabled?: boolean
}

/** A message box: Enter sends, Shift+Enter starts a new line; the Send button does the same. */
export function ChatComposer({
  onSend,
  label = 'Message',
  placeholder = 'Write a message…',
  disabled,
}: ChatComposerProps) {
  const [text, setText] = useState('')
  const id = useId()
  const send = () => {
    const value = text.trim()
    if (!value) return
    onSend(value)
    setText('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing (Japanese, Chinese…): Enter confirms the composition there.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send()
  }
  return (
    <form className={classes.composer} onSubmit={onSubmit}>
      <label htmlFor={id} className={srOnly}>
        {label}
      </label>
      <Textarea
        id={id}
        className={classes.composerInput}
        rows={1}
        autoresize
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-keyshortcuts="Enter"
      />
      <IconButton type="submit" aria-label="Send" disabled={disabled || text.trim() === ''}>
        <Send />
      </IconButton>
    </form>
  )
}
