import { assign, setup, type SnapshotFrom } from 'xstate'
import { effect } from '../shared/effects.ts'
import { failureOf } from '../shared/failure.ts'

export type OutgoingStatus = 'pending' | 'sent' | 'failed'

/** A message written on this screen, from the moment it is typed until the server has stored it. */
export interface OutgoingMessage {
  /** Finds the message again while it has no server id. */
  clientId: string
  text: string
  status: OutgoingStatus
  /** The server's id and time once sent. */
  id: string | null
  createdAt: string | null
}

export interface ConversationInput {
  conversationId: string
}

export interface ConversationContext {
  conversationId: string
  /** Messages written here, oldest first; the conversation itself is the messages query of the screen. */
  outbox: OutgoingMessage[]
  /** Next local id for a message. */
  nextClientId: number
  /** Message and HTTP status of the last failed send. */
  error: string | null
  status: number | null
}

export type ConversationEvent =
  /** Send a message: shown at once as pending, sent after those before it. */
  | { type: 'SEND'; text: string }
  /** Send failed messages again (one, by clientId, or all). */
  | { type: 'RETRY_SEND'; clientId?: string }

export interface SendMessageInput {
  conversationId: string
  clientId: string
  text: string
}

const nextPending = (context: ConversationContext) => context.outbox.find((m) => m.status === 'pending')

export const conversationMachine = setup({
  types: {
    context: {} as ConversationContext,
    events: {} as ConversationEvent,
    input: {} as ConversationInput,
  },
  actors: {
    /** Posts a message of the conversation: resolves the stored message's `{ id, createdAt }`. */
    sendMessage: effect<{ id: string; createdAt: string }, SendMessageInput>('conversationMachine', 'sendMessage'),
  },
  guards: {
    /** A message with some text (blank messages are not sent). */
    hasText: (_, params: { text: string }) => params.text.trim().length > 0,
    hasPending: ({ context }) => nextPending(context) !== undefined,
    hasFailed: ({ context }, params: { clientId: string | undefined }) =>
      context.outbox.some((m) => m.status === 'failed' && (params.clientId ?? m.clientId) === m.clientId),
  },
  actions: {
    write: assign(({ context }, params: { text: string }) => ({
      outbox: [
        ...context.outbox,
        {
          clientId: `local-${context.nextClientId}`,
          text: params.text.trim(),
          status: 'pending' as const,
          id: null,
          createdAt: null,
        },
      ],
      nextClientId: context.nextClientId + 1,
    })),
    markSent: assign(({ context }, params: { id: string; createdAt: string }) => {
      const sending = nextPending(context)!
      return {
        outbox: context.outbox.map((m) => (m === sending ? { ...m, status: 'sent' as const, ...params } : m)),
      }
    }),
    markFailed: assign(({ context }, params: { error: unknown }) => {
      const sending = nextPending(context)!
      return {
        outbox: context.outbox.map((m) => (m === sending ? { ...m, status: 'failed' as const } : m)),
        ...failureOf(params.error),
      }
    }),
    requeue: assign(({ context }, params: { clientId: string | undefined }) => ({
      outbox: context.outbox.map((m) =>
        m.status === 'failed' && (params.clientId ?? m.clientId) === m.clientId
          ? { ...m, status: 'pending' as const }
          : m,
      ),
      error: null,
      status: null,
    })),
  },
}).createMachine({
  id: 'conversation',
  description:
    'The outbox of a chat thread (docs/product.md §1, §7): optimistic messages sent in order, failed ones retried.',
  context: ({ input }) => ({
    conversationId: input.conversationId,
    outbox: [],
    nextClientId: 1,
    error: null,
    status: null,
  }),
  initial: 'idle',
  on: {
    // Shown at once as pending; `idle` starts sending it, a running request leaves it queued.
    SEND: {
      guard: { type: 'hasText', params: ({ event }) => ({ text: event.text }) },
      actions: { type: 'write', params: ({ event }) => ({ text: event.text }) },
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
          actions: { type: 'write', params: ({ event }) => ({ text: event.text }) },
        },
        RETRY_SEND: {
          guard: { type: 'hasFailed', params: ({ event }) => ({ clientId: event.clientId }) },
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
          const next = nextPending(context)!
          return { conversationId: context.conversationId, clientId: next.clientId, text: next.text }
        },
        onDone: { target: 'routing', actions: { type: 'markSent', params: ({ event }) => event.output } },
        // Later messages still go: each failed one keeps its place and its retry button.
        onError: {
          target: 'routing',
          actions: { type: 'markFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})

export type ConversationMachine = typeof conversationMachine
export type ConversationSnapshot = SnapshotFrom<ConversationMachine>

/**
 * The outgoing messages a thread shows below the conversation's own list: all but those the list already holds
 * (a sent message appears there once the messages query is refetched).
 */
export function outgoingToShow(context: ConversationContext, listedIds: ReadonlySet<string | null>): OutgoingMessage[] {
  return context.outbox.filter((m) => !listedIds.has(m.id))
}
