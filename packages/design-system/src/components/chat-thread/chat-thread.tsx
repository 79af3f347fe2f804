import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { Send } from 'lucide-react'
import { css } from '@hireloop/styled-system/css'
import { chatThread } from '@hireloop/styled-system/recipes'
import { IconButton } from '../icon-button/icon-button.tsx'
import { Textarea } from '../textarea/textarea.tsx'
import { characterCount, counterText, isAtEnd, threadEntries, type ChatMessage } from './chat-thread.utils.ts'

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
  /** How a message's text shows (e.g. with its links made clickable). @default the text as it is */
  renderBody?: (message: M) => ReactNode
  /** Actions under a message, e.g. a retry for one that was not sent. */
  renderActions?: (message: M) => ReactNode
}

const STATUS_TEXT = { pending: 'Sending…', failed: 'Not sent' } as const

/**
 * The messages of a conversation in a `role="log"` region (new messages are announced politely), with date separators,
 * the unread divider and bubbles grouped by author. Opens at the newest message; a new message scrolls to it only
 * when the reader is at the end already (or wrote it), so reading older messages is never interrupted.
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
  renderBody = (message) => message.body,
  renderActions,
}: ChatThreadProps<M>) {
  const logRef = useRef<HTMLDivElement>(null)
  // Where the reader was before the newest message arrived: read on scroll, not after the list grew.
  const atEnd = useRef(true)
  const entries = threadEntries(messages, { currentUserId, firstUnreadId, locale, timeZone, now })
  const last = messages.at(-1)
  const lastOwn = last?.authorId === currentUserId
  useLayoutEffect(() => {
    const log = logRef.current
    if (log && (atEnd.current || lastOwn)) {
      log.scrollTop = log.scrollHeight
      atEnd.current = true
    }
  }, [last?.id, lastOwn])
  return (
    <div
      ref={logRef}
      className={[classes.log, className].filter(Boolean).join(' ')}
      role="log"
      aria-label={label}
      tabIndex={0}
      onScroll={(event) => {
        atEnd.current = isAtEnd(event.currentTarget)
      }}
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
          const actions = renderActions?.(message)
          return (
            <li
              key={entry.key}
              className={classes.message}
              data-own={own ? '' : undefined}
              data-first={firstOfGroup ? '' : undefined}
              data-status={message.status}
            >
              {firstOfGroup && !own && <span className={classes.author}>{message.authorName}</span>}
              {own && <span className={srOnly}>You:</span>}
              <div className={classes.bubble}>{renderBody(message)}</div>
              {message.status ? (
                <span className={classes.meta}>{STATUS_TEXT[message.status]}</span>
              ) : (
                <time className={classes.meta} dateTime={new Date(message.sentAt).toISOString()}>
                  {time}
                </time>
              )}
              {actions && <div className={classes.actions}>{actions}</div>}
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
  /** The most characters (code points) a message may have; a counter shows in its last tenth, longer is refused. */
  maxLength?: number
}

/**
 * A message box: Enter sends, Shift+Enter starts a new line; the Send button does the same. Empty text and text over
 * `maxLength` are not sent (the text stays, so nothing typed is lost).
 */
export function ChatComposer({
  onSend,
  label = 'Message',
  placeholder = 'Write a message…',
  disabled,
  maxLength,
}: ChatComposerProps) {
  const [text, setText] = useState('')
  const id = useId()
  const counterId = useId()
  const length = characterCount(text)
  const tooLong = maxLength !== undefined && length > maxLength
  const counter = maxLength === undefined ? null : counterText(length, maxLength, Math.ceil(maxLength / 10))
  const empty = text.trim() === ''
  const send = () => {
    if (empty || tooLong) return
    onSend(text.trim())
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
      <div className={classes.composerInput}>
        <Textarea
          id={id}
          rows={1}
          autoresize
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-keyshortcuts="Enter"
          aria-invalid={tooLong || undefined}
          aria-describedby={counter ? counterId : undefined}
        />
        {counter && (
          <p id={counterId} className={classes.counter} data-invalid={tooLong ? '' : undefined}>
            {counter}
          </p>
        )}
        {/* Said once when the text goes over the limit, not at every keystroke near it. */}
        <span className={srOnly} aria-live="polite">
          {tooLong ? `Too long: a message has at most ${maxLength?.toLocaleString('en')} characters.` : ''}
        </span>
      </div>
      <IconButton type="submit" aria-label="Send" disabled={disabled || empty || tooLong}>
        <Send />
      </IconButton>
    </form>
  )
}
