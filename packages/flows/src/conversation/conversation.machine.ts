import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { failureOf, notProvided } from '../shared/effects.ts'

export type MessageStatus = 'pending' | 'sent' | 'failed'

export interface ChatMessage {
  /** The server id once sent; null while pending or failed. */
  id: string | null
  /** Set for messages written here: finds the optimistic copy again. */
  clientId: string | null
  authorId: string
  text: string
  createdAt: string | null
  status: MessageStatus
}

export interface ConversationInput {
  conversationId: string
  /** The signed-in user (author of sent messages). */
  userId: string
}

export interface ConversationContext {
  conversationId: string
  userId: string
  messages: ChatMessage[]
  /** Messages from others not yet marked read (the nav badge). */
  unread: number
  /** Next local id for an optimistic message. */
  nextClientId: number
  error: string | null
  status: number | null
}

export type ConversationEvent =
  /** Send a message: shown at once as pending. */
  | { type: 'SEND'; text: string }
  /** Send failed messages again (one, by clientId, or all). */
  | { type: 'RETRY_SEND'; clientId?: string }
  /** The conversation is on screen: mark it read. */
  | { type: 'MARK_READ' }
  /** A message from the other side arrived (the portal polls or pushes). */
  | { type: 'RECEIVED'; message: Omit<ChatMessage, 'status' | 'clientId'> }
  /** Reload after a failed load. */
  | { type: 'RETRY' }

export interface SendMessageInput {
  conversationId: string
  clientId: string
  text: string
}

export const conversationMachine = setup({
  types: {
    context: {} as ConversationContext,
    events: {} as ConversationEvent,
    input: {} as ConversationInput,
    tags: {} as 'busy',
  },
  actors: {
    /** GET the conversation's messages (GET /conversation, /vacancy/{id}/conversation ...). */
    loadConversation: fromPromise<
      { messages: Omit<ChatMessage, 'status' | 'clientId'>[]; unread: number },
      { conversationId: string }
    >(notProvided('conversationMachine', 'loadConversation')),
    /** Posts a message (POST /application/{id}/conversation): resolves the stored message `{ id, createdAt }`. */
    sendMessage: fromPromise<{ id: string; createdAt: string }, SendMessageInput>(
      notProvided('conversationMachine', 'sendMessage'),
    ),
    /** Marks the conversation read. */
    markRead: fromPromise<unknown, { conversationId: string }>(notProvided('conversationMachine', 'markRead')),
  },
  guards: {
    /** A message with some text (blank messages are not sent). */
    hasText: (_, params: { text: string }) => params.text.trim().length > 0,
    hasPending: ({ context }) => context.messages.some((m) => m.status === 'pending'),
    hasFailed: (_, params: { messages: ChatMessage[]; clientId: string | undefined }) =>
      params.messages.some(
        (m) => m.status === 'failed' && (params.clientId === undefined || m.clientId === params.clientId),
      ),
    hasUnread: ({ context }) => context.unread > 0,
  },
  actions: {
    loaded: assign(({ context }, params: { messages: Omit<ChatMessage, 'status' | 'clientId'>[]; unread: number }) => ({
      messages: [
        ...params.messages.map((m) => ({ ...m, clientId: null, status: 'sent' as const })),
        // Messages written while loading stay after the loaded ones.
        ...context.messages.filter((m) => m.clientId !== null),
      ],
      unread: params.unread,
      error: null,
      status: null,
    })),
    addPending: assign(({ context }, params: { text: string }) => ({
      messages: [
        ...context.messages,
        {
          id: null,
          clientId: `local-${context.nextClientId}`,
          authorId: context.userId,
          text: params.text.trim(),
          createdAt: null,
          status: 'pending' as const,
        },
      ],
      nextClientId: context.nextClientId + 1,
    })),
    markSent: assign(({ context }, params: { clientId: string; id: string; createdAt: string }) => ({
      messages: context.messages.map((m) =>
        m.clientId === params.clientId
          ? { ...m, id: params.id, createdAt: params.createdAt, status: 'sent' as const }
          : m,
      ),
    })),
    markFailed: assign(({ context }, params: { clientId: string; error: unknown }) => ({
      messages: context.messages.map((m) => (m.clientId === params.clientId ? { ...m, status: 'failed' as const } : m)),
      ...failureOf(params.error),
    })),
    requeue: assign(({ context }, params: { clientId: string | undefined }) => ({
      messages: context.messages.map((m) =>
        m.status === 'failed' && (params.clientId === undefined || m.clientId === params.clientId)
          ? { ...m, status: 'pending' as const }
          : m,
      ),
      error: null,
      status: null,
    })),
    receive: assign(({ context }, params: { message: Omit<ChatMessage, 'status' | 'clientId'> }) => ({
      messages: [...context.messages, { ...params.message, clientId: null, status: 'sent' as const }],
      unread: context.unread + (params.message.authorId === context.userId ? 0 : 1),
    })),
    read: assign({ unread: 0 }),
    fail: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'conversation',
  description: 'A chat conversation (spec 1, 7): load, send with optimistic messages, mark read, retry.',
  context: ({ input }) => ({
    conversationId: input.conversationId,
    userId: input.userId,
    messages: [],
    unread: 0,
    nextClientId: 1,
    error: null,
    status: null,
  }),
  initial: 'loading',
  on: {
    RECEIVED: { actions: { type: 'receive', params: ({ event }) => ({ message: event.message }) } },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadConversation',
        src: 'loadConversation',
        input: ({ context }) => ({ conversationId: context.conversationId }),
        onDone: {
          target: 'ready',
          actions: { type: 'loaded', params: ({ event }) => event.output },
        },
        onError: { target: 'loadFailed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      initial: 'routing',
      on: {
        // Shown at once as pending; `idle` starts sending it, a running request leaves it queued.
        SEND: {
          guard: { type: 'hasText', params: ({ event }) => ({ text: event.text }) },
          actions: { type: 'addPending', params: ({ event }) => ({ text: event.text }) },
        },
      },
      states: {
        // Sends the oldest pending message, if any.
        routing: {
          always: [{ guard: 'hasPending', target: 'sending' }, { target: 'idle' }],
        },
        idle: {
          on: {
            SEND: {
              guard: { type: 'hasText', params: ({ event }) => ({ text: event.text }) },
              target: 'sending',
              actions: { type: 'addPending', params: ({ event }) => ({ text: event.text }) },
            },
            MARK_READ: { guard: 'hasUnread', target: 'markingRead' },
            RETRY_SEND: {
              guard: {
                type: 'hasFailed',
                params: ({ context, event }) => ({ messages: context.messages, clientId: event.clientId }),
              },
              target: 'sending',
              actions: { type: 'requeue', params: ({ event }) => ({ clientId: event.clientId }) },
            },
          },
        },
        sending: {
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => {
              const next = context.messages.find((m) => m.status === 'pending')
              return { conversationId: context.conversationId, clientId: next?.clientId ?? '', text: next?.text ?? '' }
            },
            onDone: {
              target: 'routing',
              actions: {
                type: 'markSent',
                params: ({ context, event }) => ({
                  clientId: context.messages.find((m) => m.status === 'pending')?.clientId ?? '',
                  id: event.output.id,
                  createdAt: event.output.createdAt,
                }),
              },
            },
            onError: {
              target: 'routing',
              actions: {
                type: 'markFailed',
                params: ({ context, event }) => ({
                  clientId: context.messages.find((m) => m.status === 'pending')?.clientId ?? '',
                  error: event.error,
                }),
              },
            },
          },
        },
        markingRead: {
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ context }) => ({ conversationId: context.conversationId }),
            onDone: { target: 'routing', actions: 'read' },
            // Not worth an error: the badge stays and the next MARK_READ tries again.
            onError: { target: 'routing' },
          },
        },
      },
    },
  },
})

export type ConversationMachine = typeof conversationMachine
export type ConversationSnapshot = SnapshotFrom<ConversationMachine>

export function failedMessages(context: ConversationContext): ChatMessage[] {
  return context.messages.filter((m) => m.status === 'failed')
}
