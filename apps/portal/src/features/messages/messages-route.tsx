import {
  createApplicationConversationMutation,
  listConversationsQuery,
  listMessagesQuery,
  listRecruiterConversationsQuery,
  markConversationReadMutation,
  newIdempotencyKey,
  sendMessageMutation,
  type ApiClient,
  type CurrentUser,
  type Input,
} from '@hireloop/api'
import { conversationMachine, outgoingToShow } from '@hireloop/flows'
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { redirect, useParams } from 'react-router'
import { fromPromise } from 'xstate'
import { APPLICATION_PARAM } from '../../lib/conversations/conversation-href.ts'
import { routeLoader } from '../../lib/data/route-module.ts'
import { describeRouteError } from '../../lib/data/route-states.tsx'
import { notificationsPollInterval } from '../../lib/live-events/live-events.ts'
import { useLiveStatus } from '../../lib/live-events/live-status.ts'
import { useServices, useSession } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { firstUnreadId, threadMessages } from './conversation-format.ts'
import type { ThreadState } from './message-thread.tsx'
import { MessagesScreen } from './messages-screen.tsx'

// The 50 most recent conversations; an inbox is read from the top.
const INBOX_SIZE = 50
const listInput = { query: { size: INBOX_SIZE } } satisfies Input<'listConversations'>

/**
 * The reader's inbox: a recruiter's is the back office's list of their conversations
 * (`GET /recruiter/{id}/conversation`, the ones they opened or wrote in); a talent's and a company's are theirs.
 */
function inboxQuery(api: ApiClient, reader: Pick<CurrentUser, 'id' | 'userType'>) {
  if (reader.userType !== 'recruiter') return listConversationsQuery(api, listInput)
  return listRecruiterConversationsQuery(api, { path: { id: reader.id }, query: { size: INBOX_SIZE } })
}

// The contract's largest page: the newest 100 messages of a thread (ADR 0077 pages newest first).
const threadInput = (id: string) => ({ path: { id }, query: { size: 100 } }) satisfies Input<'listMessages'>

export const loader = routeLoader(async ({ params, request, services: { api, queryClient, session } }) => {
  // Jobs and the application's resume link here; opening is idempotent on the server (ADR 0077), so a repeated or
  // reloaded link finds the same conversation.
  const applicationId = new URL(request.url).searchParams.get(APPLICATION_PARAM)
  if (applicationId) {
    const conversation = await queryClient
      .getMutationCache()
      .build(queryClient, createApplicationConversationMutation(api))
      .execute({ path: { id: applicationId } })
    throw redirect(`/messages/${encodeURIComponent(conversation.id)}`)
  }
  // The thread loads beside the list: the list shows at once, the thread shows its own loading and failure.
  if (params.id) void queryClient.prefetchQuery(listMessagesQuery(api, threadInput(params.id)))
  const reader = await settledUser(session, request.signal)
  return reader ? queryClient.ensureQueryData(inboxQuery(api, reader)) : null
})

/** `/messages` and `/messages/{id}`: one conversation machine per open thread, so each keeps its own outbox. */
export function Component() {
  const { id = null } = useParams()
  return <Messages key={id ?? ''} id={id} />
}

function Messages({ id }: { id: string | null }) {
  const { api, queryClient } = useServices()
  const reader = useSession((s) => s.context.user as CurrentUser)
  // Live events refresh the conversations (the shell invalidates them); while the stream is down, they are polled.
  const poll = notificationsPollInterval(useLiveStatus())
  const { data: list } = useSuspenseQuery({ ...inboxQuery(api, reader), refetchInterval: poll })
  const messages = useQuery({
    ...listMessagesQuery(api, threadInput(id ?? '')),
    enabled: id !== null,
    refetchInterval: poll,
  })
  const selected = list.results.find((c) => c.id === id)
  // The "New messages" divider stays where it was when the thread opened, though opening reads it.
  const [unreadAtOpen] = useState(() => selected?.unreadCount ?? 0)

  const { mutate: markRead } = useMutation(markConversationReadMutation(api))
  const unread = selected?.unreadCount ?? 0
  const loaded = messages.isSuccess
  useEffect(() => {
    // Reading the open thread reads what arrives in it too (docs/product.md §2: the badge goes down). Once per rise
    // of the count: a failed mark waits for the next message rather than retrying in a loop.
    if (id && loaded && unread > 0) markRead({ path: { id } })
  }, [id, loaded, unread, markRead])

  // One Idempotency-Key per written message, kept across "Retry sending": a retry of a message the server stored
  // but whose answer was lost gets that answer again instead of a second copy (ADR 0027).
  const [keys] = useState(() => new Map<string, string>())
  const keyOf = (clientId: string) => {
    if (!keys.has(clientId)) keys.set(clientId, newIdempotencyKey())
    return keys.get(clientId)!
  }
  const outbox = useActorRef(
    conversationMachine.provide({
      actors: {
        // The generated mutation through the cache: its declared invalidation reads the thread again before it
        // resolves, so the sent message is in the list when the outbox lets go of it.
        sendMessage: fromPromise(async ({ input }) => {
          const message = await queryClient
            .getMutationCache()
            .build(queryClient, sendMessageMutation(api))
            .execute({
              path: { id: input.conversationId },
              header: { 'Idempotency-Key': keyOf(input.clientId) },
              body: { body: input.text },
            })
          return { id: message.id, createdAt: message.sentAt }
        }),
      },
    }),
    { input: { conversationId: id ?? '' } },
  )
  const outboxContext = useSelector(outbox, (s) => s.context)
  const now = new Date()

  let thread: ThreadState
  if (messages.isSuccess) {
    const listed = messages.data.results
    const listedIds = new Set<string | null>(listed.map((m) => m.id))
    thread = {
      status: 'ready',
      messages: threadMessages(listed, outgoingToShow(outboxContext, listedIds), reader, now),
      firstUnreadId: firstUnreadId(listed, unreadAtOpen, reader.id),
    }
  } else if (messages.isError) {
    thread = {
      status: 'error',
      message: describeRouteError(messages.error).message,
      onRetry: () => void messages.refetch(),
    }
  } else thread = { status: 'loading' }

  const lastFailed = outboxContext.outbox.some((m) => m.status === 'failed')
  return (
    <MessagesScreen
      reader={reader}
      conversations={list.results}
      total={list.total}
      selectedId={id}
      thread={thread}
      sendError={lastFailed ? outboxContext.error : null}
      onSend={(text) => outbox.send({ type: 'SEND', text })}
      onRetry={(clientId) => outbox.send({ type: 'RETRY_SEND', clientId })}
      now={now}
    />
  )
}
